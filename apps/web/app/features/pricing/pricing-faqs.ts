/** The pricing page's FAQ accordion (docs/product/data.md#faq-item: question and answer). */
export const pricingFaqs = [
  {
    question: "Is Cloud Basic really free?",
    answer:
      "Yes. Cloud Basic is free from sign-up, with no card and no contract. It includes scriptless web, mobile and API automation, manual test case management and defect management, with up to two concurrent executions.",
  },
  {
    question: "What counts as a concurrent execution?",
    answer:
      "One test script running on one browser or device at a time. A suite that runs 10 scripts in parallel uses 10 concurrent executions while it runs. The concurrent execution calculator estimates how many you need from your suite size, average test duration and target run time.",
  },
  {
    question: "Can we move from Cloud Basic to Cloud Professional later?",
    answer:
      "Yes. Projects, scripts, elements, step groups and results stay where they are; the upgrade adds capacity, integrations and 24/7 Support to the same workspace.",
  },
  {
    question: "When should we choose On Premises Enterprise?",
    answer:
      "When applications under test, test data or results must stay inside your network, when your security review rules out a hosted service, or when you need more concurrent executions than Cloud Professional offers. Check the on-premise prerequisites before you plan the installation.",
  },
  {
    question: "Do all plans use the same product?",
    answer:
      "Yes. Every plan runs the same scriptless Platform, the same natural-language steps and the same element repository, so tests written on Cloud Basic run unchanged on the other plans.",
  },
  {
    question: "How is Cloud Professional billed?",
    answer:
      "Monthly or yearly, sized to your users and concurrent executions. Yearly billing is the better fit for teams with a steady release cadence; schedule a demo or contact sales for a quote.",
  },
  {
    question: "Which integrations are included?",
    answer:
      "Cloud Professional and On Premises Enterprise include the CI and tracker integrations: Jenkins, Azure DevOps, GitHub, GitLab, Bitbucket, Jira and Slack, plus cloud browser and device providers.",
  },
];
