import type { PageSection } from "~/page-copy/page-copy";
import { downloadCountLabel } from "../download-count";
import { FINDER_CLIENT_VERSION, FINDER_DOWNLOAD_BASE, finderInstallers } from "../finder-release";
import { useFinderDownloads } from "../hooks/use-finder-downloads";
import { useVisitorPlatform } from "../hooks/use-visitor-platform";
import { InstallerCard } from "./installer-card";

/**
 * The Finder page's #download section (docs/product/pages-and-routes.md#finder:
 * the anchor #download sits on the finder page; My Products falls back to it). Heading and text
 * come from the page copy; the three installers, the count and the note on
 * where files come from are added here.
 */
export function FinderDownloadSection({ section }: { section: PageSection }) {
  const { count, record } = useFinderDownloads();
  const visitorPlatform = useVisitorPlatform();
  const downloadHost = new URL(FINDER_DOWNLOAD_BASE).host;
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="bg-slate-50">
      <div className="container-page py-14 sm:py-20">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-3xl">
            <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
              {section.heading}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-slate-700">{section.body}</p>
          </div>
          <p className="text-slate-700">
            Version <span className="font-semibold text-slate-900">{FINDER_CLIENT_VERSION}</span>
            {downloadCountLabel(count?.total) ? <span aria-hidden="true"> · </span> : null}
            <span role="status" data-testid="downloads-total" className="font-semibold text-slate-900">
              {downloadCountLabel(count?.total)}
            </span>
          </p>
        </div>
        <div className="mt-8 grid gap-5 md:grid-cols-3 md:grid-rows-[auto_auto_auto_auto_1fr]">
          {finderInstallers.map((installer) => (
            <InstallerCard
              key={installer.platform}
              installer={installer}
              recommended={installer.platform === visitorPlatform}
              downloads={count ? count.byPlatform[installer.platform] : null}
              onDownload={(platform) => void record(platform)}
            />
          ))}
        </div>
        <p className="mt-6 text-sm text-slate-600">
          Installers are served from our download host, {downloadHost}. After installing, sign in with your Ignitest
          account and choose the finder you need.
        </p>
      </div>
    </section>
  );
}
