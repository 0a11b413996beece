import type { DocSectionId } from "./sections";

/**
 * How /documentation groups the twelve section cards: under the three
 * headings of its copy (content/pages/resources.json, keyed by section id),
 * from setting up a workspace to analyzing results.
 */
export const docsIndexGroups: { copyId: string; sections: DocSectionId[] }[] = [
  {
    copyId: "set-up-your-workspace",
    sections: ["user-management", "project-management", "project-menu", "license-management"],
  },
  { copyId: "build-and-run-tests", sections: ["repository", "test-development", "test-execution", "test-data"] },
  { copyId: "analyze-and-integrate", sections: ["defects", "dashboard", "analytics", "configuration"] },
];
