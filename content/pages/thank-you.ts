/**
 * The words of the three thank-you screens, apart from the shared blocks
 * (shared-blocks.ts): only those screens load them. Checked by
 * apps/web/app/page-copy/shared-words.test.ts.
 */

/**
 * What the three thank-you pages (/thank-you, /thank-you-for-scheduling-demo,
 * /thank-you-for-contact-us) say around their own copy in account.json: the
 * receipt of a form just sent and the links onward. "{brand}" is the brand's
 * path segment (withBrand in @ignitest/contracts).
 */
export const thankYou = {
  receipt: {
    saved: "Received and saved. Your reference is",
    confirmationSentTo: "A confirmation is on its way to",
    quoteReference: "; quote the reference if you write to us about it.",
  },
  nextHeading: "Where to go next",
  nextSteps: [
    { to: "/documentation", label: "Read the documentation" },
    { to: "/video-tutorial", label: "Watch the video tutorials" },
    { to: "/{brand}-academy", label: "Learn with Ignitest Academy" },
    { to: "/", label: "Back to the home page" },
  ],
};
