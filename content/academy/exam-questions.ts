import { apiAutomationQuestions } from "./exam-questions/api-automation";
import { mobileAutomationQuestions } from "./exam-questions/mobile-automation";
import { setUpQuestions } from "./exam-questions/set-up";
import { ssmcExecutionQuestions } from "./exam-questions/ssmc-execution";
import { testCaseManagementQuestions } from "./exam-questions/test-case-management";
import { webAutomationQuestions } from "./exam-questions/web-automation";

/**
 * The certification question bank (issue 13): written from the docs in
 * content/docs, which each question links to (or to the lesson that teaches
 * it). Validated by ExamBankSchema (packages/contracts) when the API starts
 * and by the content check; `answer` is the index of the correct option.
 * The bank is read on the server only: answers never reach the browser
 * before an attempt is submitted.
 */
export const examQuestions = [
  ...setUpQuestions,
  ...testCaseManagementQuestions,
  ...webAutomationQuestions,
  ...mobileAutomationQuestions,
  ...apiAutomationQuestions,
  ...ssmcExecutionQuestions,
];
