import { site, withBrand } from "@ignitest/contracts";

/**
 * The tutorial groups of docs/product/pages-and-routes.md#video-tutorials, in order. The key is the folder
 * under content/video-tutorials; `segment` is the URL segment under
 * /video-tutorial (the finder group is spelled with the brand).
 */
export const tutorialGroups = {
  registration: {
    title: "Registration",
    segment: "registration",
    summary: "Create an account, activate it, sign in and get back in when a password is forgotten.",
  },
  finder: {
    title: `${site.name} Finder`,
    segment: withBrand("{brand}-finder"),
    summary: "Install the desktop finder and capture web and mobile locators straight into the element repository.",
  },
  "test-development": {
    title: "Test Development",
    segment: "test-development",
    summary: "Write scripts from NLPs, keep values in variables, reuse steps in step groups and test web services.",
  },
  execution: {
    title: "Execution",
    segment: "execution",
    summary: "Run one script with Quick Run, build suites, spread them over browsers and machines, run them from CI.",
  },
  repository: {
    title: "Repository",
    segment: "repository",
    summary: "Keep elements organized by page, make locators dynamic, anchor elements to each other and move them.",
  },
  "defect-analysis": {
    title: "Defect analysis",
    segment: "defect-analysis",
    summary: "Read a failed run, log defects with their evidence, send them to Jira and follow trends in analytics.",
  },
} as const satisfies Record<string, { title: string; segment: string; summary: string }>;

export type TutorialGroupId = keyof typeof tutorialGroups;

export const tutorialGroupIds = Object.keys(tutorialGroups) as TutorialGroupId[];

export function isTutorialGroupId(value: string): value is TutorialGroupId {
  return Object.hasOwn(tutorialGroups, value);
}

/** The group whose URL segment is `segment` (e.g. "ignitest-finder" → finder). */
export function groupBySegment(segment: string): TutorialGroupId | undefined {
  return tutorialGroupIds.find((id) => tutorialGroups[id].segment === segment);
}

export const tutorialIndexPath = "/video-tutorial";

export function tutorialPath(group: TutorialGroupId, topic: string): string {
  return `${tutorialIndexPath}/${tutorialGroups[group].segment}/${topic}`;
}
