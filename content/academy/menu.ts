import { academyVideos } from "./videos";

type AcademyGroup = (typeof academyVideos)[number]["group"];

/**
 * One entry of the self-learning video menu (docs/product/data.md#menu-entry):
 * a group with a label and nested entries, or a leaf with label1: a lesson
 * (an internal route) or a practice test by its number, whose address is the
 * site's PRACTICE_TEST_URL setting and which opens in a new tab
 * (docs/product/academy-practice.md).
 */
export type AcademyMenuEntry =
  | { label: string; path?: string; submenu: readonly AcademyMenuEntry[] }
  | { label1: string; path: string }
  | { label1: string; practiceTest: number };

function practiceTest(number: number): AcademyMenuEntry {
  return { label1: `Practice Test ${number}`, practiceTest: number };
}

/** The lessons of one group (and subgroup), in catalog order; paths use the {brand} token of content files. */
function lessons(group: AcademyGroup, subgroup?: string): AcademyMenuEntry[] {
  return academyVideos
    .filter((video) => video.group === group && ("subgroup" in video ? video.subgroup : undefined) === subgroup)
    .map((video) => ({ label1: video.title, path: `/{brand}-academy/self-learning-video/${video.slugPath}` }));
}

/**
 * The left menu of the self-learning video screen, as docs/product/pages-and-routes.md#lesson-menu lists
 * it: six groups, the long Web Automation group in three parts, Mobile
 * Automation split into Android and iOS, and a practice test closing each
 * stretch of lessons.
 */
export const academyMenu: readonly AcademyMenuEntry[] = [
  { label: "Sign-Up and Set-Up", submenu: lessons("Sign-Up and Set-Up") },
  { label: "Test Case Management", submenu: [...lessons("Test Case Management"), practiceTest(1)] },
  {
    label: "Web Automation",
    submenu: [
      {
        label: "Scripts and Elements",
        submenu: [...lessons("Web Automation", "Scripts and Elements"), practiceTest(2)],
      },
      { label: "Reuse and Test Data", submenu: [...lessons("Web Automation", "Reuse and Test Data"), practiceTest(3)] },
      {
        label: "Suites, reporting and integrations",
        submenu: [...lessons("Web Automation", "Suites, reporting and integrations"), practiceTest(4)],
      },
    ],
  },
  {
    label: "Mobile Automation",
    submenu: [
      { label: "Android", submenu: [...lessons("Mobile Automation", "Android"), practiceTest(5)] },
      { label: "iOS", submenu: lessons("Mobile Automation", "iOS") },
    ],
  },
  { label: "API Automation", submenu: [...lessons("API Automation"), practiceTest(6)] },
  { label: "SSMC Execution", submenu: lessons("SSMC Execution") },
];
