/** One release note, rendered. */
export type ReleaseNote = {
  version: string;
  date: string;
  title: string;
  summary: string;
  /** /release-notes/version/<major>/<minor> */
  path: string;
  /** The body rendered to HTML at build time: New, Improved and Fixed sections. */
  html: string;
  /** The ## headings of the body, for the content check. */
  sections: string[];
};

/** A release as the version switcher lists it. */
export type ReleaseLink = Pick<ReleaseNote, "version" | "date" | "path">;
