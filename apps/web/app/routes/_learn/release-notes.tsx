import { site } from "@ignitest/contracts";
import { data } from "react-router";
import { PageBanner } from "~/components/page/page-banner";
import { DocsBody } from "~/features/docs/components/docs-body";
import { FeedLinks } from "~/features/release-notes/components/feed-links";
import { VersionSwitcher } from "~/features/release-notes/components/version-switcher";
import { loadReleaseNotes } from "~/features/release-notes/content.server";
import { latestReleasePath, releaseFeedPaths, versionOfPath } from "~/features/release-notes/paths";
import { formatDate } from "~/lib/format-date";
import { pageCopy } from "~/page-copy/pages.server";
import { absoluteUrl } from "~/site/config";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/release-notes";

/**
 * /release-notes/latest-version and /release-notes/version/<major>/<minor>:
 * the banner from the page copy, the note from content/release-notes, and a
 * switcher to every other version. Prerendered, one page a path.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const page = pageCopy(path);
  const notes = await loadReleaseNotes();
  const latest = notes.at(-1);
  const version = versionOfPath(path) ?? (path === latestReleasePath ? latest?.version : undefined);
  const note = notes.find((candidate) => candidate.version === version);
  if (!page || !note || !latest) throw data(`No release note for ${path}`, { status: 404 });
  const released = formatDate(note.date);
  return {
    page,
    note,
    released,
    latestVersion: latest.version,
    releases: notes.map(({ version, date, path }) => ({ version, date, path })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData;
  return [
    ...pageMeta({ title: page.title, description: page.description, path: page.path }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${site.name} Release Notes (RSS)`,
      href: absoluteUrl(releaseFeedPaths.rss),
    },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: `${site.name} Release Notes (Atom)`,
      href: absoluteUrl(releaseFeedPaths.atom),
    },
  ];
}

export default function ReleaseNotes({ loaderData }: Route.ComponentProps) {
  const { page, note, released, latestVersion, releases } = loaderData;
  return (
    <>
      <PageBanner eyebrow={page.eyebrow} title={page.h1} lead={page.lead} />
      <div className="container-page py-10 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12 lg:py-14">
        <aside className="space-y-8 lg:sticky lg:top-24 lg:self-start">
          <VersionSwitcher releases={releases} current={note.version} latest={latestVersion} />
          <FeedLinks />
        </aside>
        <article
          // Search indexes each version once: /latest-version repeats the newest version's page.
          data-pagefind-body={page.path === latestReleasePath ? undefined : true}
          data-pagefind-meta="section:Release notes"
          className="mt-10 max-w-3xl lg:mt-0"
        >
          <h2 data-pagefind-meta="title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {note.title}
          </h2>
          <p className="mt-2 text-sm font-medium text-slate-600">
            Released <time dateTime={note.date}>{released}</time>
            {note.version === latestVersion ? " · the latest version" : ""}
          </p>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{note.summary}</p>
          <div className="mt-8">
            <DocsBody html={note.html} />
          </div>
        </article>
      </div>
    </>
  );
}
