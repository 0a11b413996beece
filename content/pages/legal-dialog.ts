/**
 * The words of the footer's legal dialog, apart from the chrome shown on every
 * page (site-chrome.ts): the dialog loads on demand, and so do its words. Read by
 * apps/web/app/shell/footer/legal-dialog.tsx and legal-texts.ts, checked by
 * apps/web/app/page-copy/shared-words.test.ts.
 */

/** The footer's legal dialog around the texts of content/legal/. */
export const legalDialog = {
  title: "Legal information",
  close: "Close legal information",
  tabsLabel: "Legal documents",
  documents: { terms: "Terms of use", privacy: "Privacy policy", eula: "EULA" },
  loading: "Loading…",
  failedBefore: "The text could not be loaded. Check your connection and",
  retry: "try again",
  failedAfter: ".",
};
