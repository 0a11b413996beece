import { academyGroups } from "../../../../../content/academy/videos";
import { type AcademyVideo, academyCatalogue, academyVideoPath } from "./catalogue";
import { type AcademySidebarEntry, academySidebar, menuLeaves } from "./menu";

/** A practice test of the menu: its number, label and address (docs/product/academy-practice.md). */
export type PracticeTestLinkData = { number: number; label: string; path: string };

/** A stretch of the course: the lessons of one menu group (or subgroup) and the practice tests that close it. */
export type CurriculumUnit = {
  label: string;
  lessons: AcademyVideo[];
  practiceTests: PracticeTestLinkData[];
};

function practiceTestsOf(leaves: readonly AcademySidebarEntry[]): PracticeTestLinkData[] {
  return leaves.flatMap((leaf) =>
    leaf.practiceTest !== undefined && leaf.path
      ? [{ number: leaf.practiceTest, label: leaf.label, path: leaf.path }]
      : [],
  );
}

/** The menu node at `labels` (a group, then a subgroup), or undefined. */
function menuNode(
  labels: readonly string[],
  entries: readonly AcademySidebarEntry[] = academySidebar,
): AcademySidebarEntry | undefined {
  const [first, ...rest] = labels;
  const node = entries.find((entry) => entry.label === first);
  return rest.length === 0 || !node?.submenu ? node : menuNode(rest, node.submenu);
}

/** The lessons and practice tests under one menu group or subgroup, in menu order. */
export function curriculumUnit(group: AcademyVideo["group"], subgroup?: string): CurriculumUnit {
  const node = menuNode(subgroup ? [group, subgroup] : [group]);
  const leaves = node ? menuLeaves([node]) : [];
  const lessons = leaves.flatMap((leaf) =>
    academyCatalogue.filter((video) => academyVideoPath(video.slugPath) === leaf.path),
  );
  return { label: subgroup ?? group, lessons, practiceTests: practiceTestsOf(leaves) };
}

/** Every practice test in menu order (docs/product/pages-and-routes.md#practice-tests: six of them). */
export function allPracticeTests(): PracticeTestLinkData[] {
  return practiceTestsOf(menuLeaves());
}

/** One week of the training plan. */
export type TrainingWeek = { week: number; focus: string; units: CurriculumUnit[] };

/**
 * The week-by-week plan, built from the catalogue's groups: each week ends
 * at a practice test, and Web Automation, the longest group, takes three.
 */
export function trainingWeeks(): TrainingWeek[] {
  return [
    {
      week: 1,
      focus: "Set up your workspace and manage manual test cases",
      units: [curriculumUnit("Sign-Up and Set-Up"), curriculumUnit("Test Case Management")],
    },
    {
      week: 2,
      focus: "Web automation: scripts, NLPs and elements",
      units: [curriculumUnit("Web Automation", "Scripts and Elements")],
    },
    {
      week: 3,
      focus: "Web automation: reuse, execution and test data",
      units: [curriculumUnit("Web Automation", "Reuse and Test Data")],
    },
    {
      week: 4,
      focus: "Web automation: suites, reporting and integrations",
      units: [curriculumUnit("Web Automation", "Suites, reporting and integrations")],
    },
    {
      week: 5,
      focus: "Mobile automation on Android and iOS",
      units: [curriculumUnit("Mobile Automation", "Android"), curriculumUnit("Mobile Automation", "iOS")],
    },
    {
      week: 6,
      focus: "API automation and SSMC execution",
      units: [curriculumUnit("API Automation"), curriculumUnit("SSMC Execution")],
    },
  ];
}

/** The six top-level modules of the academy, as the home page's learning path shows them. */
export function academyModules(): CurriculumUnit[] {
  return academyGroups.map((group) => curriculumUnit(group));
}
