/** FAQs shared by the iOS-only and Android-only families. */
export const platformSpecificFaqs = [
  () => ({
    question: "Will this step run on the other mobile platform?",
    answer:
      "No. It uses a capability only that platform's driver has, so the test case is marked for that platform. Pair it with the equivalent step of the other platform in a platform-specific step group.",
  }),
  () => ({
    question: "Does it need a real device?",
    answer: "Steps that mention a simulator or emulator need one; the rest run on real devices and emulators alike.",
  }),
];
