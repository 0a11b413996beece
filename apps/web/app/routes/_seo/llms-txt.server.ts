import { site, withBrand } from "@ignitest/contracts";
import { docPath } from "~/features/docs/navigation";
import { docSectionIds, docSections } from "~/features/docs/sections";
import { readDocSources } from "~/features/docs/source.server";
import { tutorialPath } from "~/features/tutorials/groups";
import { readTutorialSources } from "~/features/tutorials/source.server";
import { pageCopy } from "~/page-copy/pages.server";
import { absoluteUrl } from "~/site/config";
import type { LlmsLink, LlmsSection, LlmsTxt } from "~/site/llms-txt";
import { routeTable } from "~/site/route-table";

const summary = `${site.name} is a test-automation suite for enterprise QA teams: scriptless web, mobile, desktop and API testing, locator finders, cloud devices, a store of test assets and crowd testing.`;

const details = [
  `This is the public website of ${site.name}. It presents the products (Platform, Finder, Cloud, Assets and Crowd) and holds the product documentation, video tutorials, the ${site.name} Academy's training videos, release notes and a blog.`,
  "Every documentation page is also published as plain Markdown at its address followed by .md; the documentation links below point to those copies, each starting with the page title, its summary and its canonical URL.",
];

/** A route-table page as a link, titled and described by its copy in content/pages. */
function pageLink(template: string): LlmsLink {
  const path = withBrand(template);
  const copy = pageCopy(path);
  if (!copy) throw new Error(`llms.txt: content/pages has no copy for ${path}`);
  return {
    title: copy.title.replace(new RegExp(`\\s*\\|\\s*${site.name}$`), ""),
    url: absoluteUrl(path),
    description: copy.description,
  };
}

function templatesIn(predicate: (template: string) => boolean): string[] {
  return routeTable.filter((entry) => predicate(entry.template)).map((entry) => entry.template);
}

/** One section a docs folder, each page linked to its Markdown copy. */
function docsSections(): LlmsSection[] {
  const sources = readDocSources();
  return docSectionIds.map((id) => ({
    heading: `Documentation: ${docSections[id].title}`,
    links: sources
      .filter((source) => source.section === id)
      .map(({ section, slug, frontMatter }) => ({
        title: frontMatter.title,
        url: absoluteUrl(`${docPath(section, slug)}.md`),
        description: frontMatter.description,
      })),
  }));
}

/** The video tutorials in reading order, from the tutorials feature's validated sources. */
function tutorialLinks(): LlmsLink[] {
  return readTutorialSources().map(({ group, topic, frontMatter }) => ({
    title: frontMatter.title,
    url: absoluteUrl(tutorialPath(group, topic)),
    description: frontMatter.description,
  }));
}

/** Everything /llms.txt lists, gathered at build time. */
export function llmsTxtContent(): LlmsTxt {
  const releaseNotes = templatesIn((template) => template.startsWith("/release-notes/version/")).reverse();
  return {
    title: site.name,
    summary,
    details,
    sections: [
      ...docsSections(),
      { heading: "Video tutorials", links: [pageLink("/video-tutorial"), ...tutorialLinks()] },
      {
        heading: "Release notes",
        links: [pageLink("/release-notes/latest-version"), ...releaseNotes.map(pageLink)],
      },
      {
        heading: "Learning",
        links: [
          pageLink("/documentation"),
          ...templatesIn((template) => template.startsWith("/{brand}-academy")).map(pageLink),
          ...templatesIn((template) => template.startsWith("/prerequisites/")).map(pageLink),
        ],
      },
      {
        heading: "Products",
        links: [
          ...routeTable
            .filter((entry) => ["platform", "finder", "products"].includes(entry.section))
            .map((entry) => pageLink(entry.template)),
          ...templatesIn((template) => template.startsWith("/solution/")).map(pageLink),
        ],
      },
      {
        heading: "Optional",
        links: ["/blogs", "/case-studies", "/webinars", "/schedule-demo", "/contactus"].map(pageLink),
      },
    ],
  };
}
