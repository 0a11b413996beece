import type { ClientPlatform } from "@ignitest/contracts";
import { downloadCountLabel } from "../download-count";
import { type FinderInstaller, installerUrl } from "../finder-release";
import { PlatformIcon } from "./platform-icon";

type InstallerCardProps = {
  installer: FinderInstaller;
  recommended: boolean;
  /** Downloads of this system so far, once known. */
  downloads: number | null;
  onDownload: (platform: ClientPlatform) => void;
};

/**
 * One system's download. The buttons are real links to the installer, so
 * they work without JavaScript and can be copied; a click also records the
 * download (it does not wait for it, nor stop the download if it fails).
 */
export function InstallerCard({ installer, recommended, downloads, onDownload }: InstallerCardProps) {
  const [main, ...alternatives] = installer.packages;
  const titleId = `download-${installer.platform}-title`;
  return (
    <article
      aria-labelledby={titleId}
      // md: the five rows (head, requirement, count, main download, alternatives) line up across the cards.
      className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm md:row-span-5 md:grid md:grid-rows-subgrid md:gap-y-0 ${recommended ? "border-ink-700 ring-2 ring-ink-700" : "border-slate-200"}`}
    >
      <div>
        <div className="flex items-center justify-between gap-3">
          <PlatformIcon platform={installer.platform} />
          {recommended ? (
            <span className="rounded-full bg-ink-700 px-2.5 py-0.5 text-xs font-semibold text-white">
              For your system
            </span>
          ) : null}
        </div>
        <h3 id={titleId} className="mt-4 text-xl font-bold">
          {installer.system}
        </h3>
      </div>
      <p className="mt-1 text-sm text-slate-700">{installer.requirement}</p>
      <p className="mt-1 text-sm text-slate-600" data-testid={`downloads-${installer.platform}`}>
        {downloadCountLabel(downloads) || "\u00a0"}
      </p>
      <div className="mt-5 grid content-start gap-2">
        {main ? (
          <a
            href={installerUrl(main.file)}
            download={main.file}
            onClick={() => onDownload(installer.platform)}
            className="btn btn-primary w-full"
          >
            <DownloadIcon />
            Download for {installer.system}
            <span className="sr-only">, {main.label}</span>
          </a>
        ) : null}
        <p className="text-center text-xs text-slate-600">{main?.label}</p>
      </div>
      <div className="mt-2 grid content-start gap-2">
        {alternatives.map((alternative) => (
          <a
            key={alternative.file}
            href={installerUrl(alternative.file)}
            download={alternative.file}
            onClick={() => onDownload(installer.platform)}
            className="btn btn-secondary w-full"
          >
            Download the {alternative.label}
          </a>
        ))}
      </div>
    </article>
  );
}

function DownloadIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
      <path d="M9 3h2v7.6l2.8-2.8 1.4 1.4L10 14.4 4.8 9.2l1.4-1.4L9 10.6zM4 15h12v2H4z" />
    </svg>
  );
}
