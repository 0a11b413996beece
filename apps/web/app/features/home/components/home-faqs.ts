import { site } from "@ignitest/contracts";
import type { FaqItem } from "~/components/blocks/faq-accordion";

/** The home page FAQs; seven, so the accordion's Show More has something to reveal. Plain-text answers: they are also the FAQPage JSON-LD. */
export const homeFaqs = [
  {
    question: "What is scriptless test automation?",
    answer: `Instead of writing code, you build each test from plain-English steps called NLPs, such as opening a URL, entering text into an element or verifying a value. ${site.name} runs those steps on the browser, device or API you choose, so a manual tester can automate a regression case without learning a programming language.`,
  },
  {
    question: `Which applications can I test with ${site.name}?`,
    answer: `${site.name} Platform automates web, mobile (Android and iOS), desktop and API testing, and adds visual and UI-performance testing on top. There are dedicated solutions for enterprise applications such as SAP, Salesforce, MS Dynamics, PeopleSoft, Workday, ServiceNow and Oracle.`,
  },
  {
    question: "What are NLPs, and how many are available?",
    answer: `An NLP is a predefined, reusable test step written in natural language. The ${site.name} Assets catalogue holds over 700 predefined NLPs, alongside reusable elements and step groups, each with a description and example scenarios.`,
  },
  {
    question: "Do locators break when the application changes?",
    answer: `Locators live in a shared element repository, so a change is fixed once and every script that uses the element picks it up. ${site.name} Finder helps you capture stable locators for web, mobile, MS Dynamics and Salesforce screens, where generated IDs defeat ordinary selectors.`,
  },
  {
    question: "Can I run tests from my CI/CD pipeline?",
    answer: `Yes. ${site.name} integrates with Jenkins, Azure, GitHub, GitLab and Bitbucket, sends results to Slack and logs defects to Jira. Suites can run sequentially, in parallel or distributed across machines, and failed scripts can be re-run automatically.`,
  },
  {
    question: "What is the difference between Cloud Basic and Cloud Professional?",
    answer: `Cloud Basic is the free plan for getting started with ${site.name} in the cloud. Cloud Professional is the paid plan for teams running larger suites. If your data has to stay inside your network, the On Premises Enterprise license runs the platform on your own infrastructure. The pricing page compares all three.`,
  },
  {
    question: "How do I get started?",
    answer:
      "Sign up free with your work e-mail, create a project and automate your first web test using the self-learning videos and documentation. If you would rather see it on your own application first, schedule a demo with our team.",
  },
] satisfies FaqItem[];
