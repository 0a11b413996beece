import { examRules } from "@ignitest/contracts";
import { Link } from "react-router";
import { academyPath } from "../catalogue";
import { allPracticeTests } from "../curriculum";
import { usePracticePasses } from "../progress/practice-storage";
import { PracticeTestLink } from "./practice-test-link";

/** The route to certification, as the programme sets it out: plan, practice tests, assessment, certificate. */
export function CertificationSteps() {
  const tests = allPracticeTests();
  const passes = usePracticePasses();
  const passed = tests.filter((test) => passes[test.number] !== undefined).length;
  const step = "relative rounded-xl border border-slate-200 bg-white p-6 pl-16 shadow-sm";
  const badge =
    "absolute left-5 top-6 flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white";
  return (
    <ol className="grid gap-5 lg:grid-cols-2">
      <li className={step}>
        <span aria-hidden="true" className={badge}>
          1
        </span>
        <h3 className="text-lg font-bold text-slate-900">Follow the training plan</h3>
        <p className="mt-2 text-slate-700">
          Work through the modules in order, repeating each lesson in a practice project.{" "}
          <Link to={`${academyPath}/training-plan`} className="link">
            Open the training plan
          </Link>
          .
        </p>
      </li>
      <li className={step}>
        <span aria-hidden="true" className={badge}>
          2
        </span>
        <h3 className="text-lg font-bold text-slate-900">Pass the {tests.length} practice tests</h3>
        <p className="mt-2 text-slate-700">
          Each is a task in the playground: build the test it asks for, run it green, and the checker records your pass.
          They open in a new tab.
        </p>
        {passed > 0 ? (
          <p className="mt-2 font-semibold text-green-800">
            {passed} of {tests.length} practice tests passed
          </p>
        ) : null}
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
          {tests.map((test) => (
            <li key={test.path}>
              <PracticeTestLink label={test.label} path={test.path} passed={passes[test.number] !== undefined} />
            </li>
          ))}
        </ul>
      </li>
      <li className={step}>
        <span aria-hidden="true" className={badge}>
          3
        </span>
        <h3 className="text-lg font-bold text-slate-900">Take the certification exam</h3>
        <p className="mt-2 text-slate-700">
          {examRules.questionCount} questions on set-up, test case management, web, mobile and API automation and SSMC
          execution; {examRules.minutes} minutes, {examRules.passPercent} % to pass. Sign in and take it{" "}
          <a href="#certification-exam" className="link">
            below
          </a>
          .
        </p>
      </li>
      <li className={step}>
        <span aria-hidden="true" className={badge}>
          4
        </span>
        <h3 className="text-lg font-bold text-slate-900">Receive your certificate</h3>
        <p className="mt-2 text-slate-700">
          A certificate in your name, valid for two years, with a public page anyone can verify and a PDF to download.
        </p>
      </li>
    </ol>
  );
}
