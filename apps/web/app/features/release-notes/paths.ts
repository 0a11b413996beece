/** The latest release's page (docs/product/pages-and-routes.md#release-notes); it shows the newest note and is canonical to itself. */
export const latestReleasePath = "/release-notes/latest-version";

export const releaseFeedPaths = { rss: "/release-notes/rss.xml", atom: "/release-notes/atom.xml" } as const;

/** The feed files the build prerenders. */
export function releaseFeedFiles(): string[] {
  return Object.values(releaseFeedPaths);
}

/** "2.1" → /release-notes/version/2/1 */
export function releaseVersionPath(version: string): string {
  const [major, minor] = version.split(".");
  return `/release-notes/version/${major}/${minor}`;
}

/** /release-notes/version/2/1 → "2.1"; the latest-version page → undefined (it means the newest). */
export function versionOfPath(path: string): string | undefined {
  const match = /^\/release-notes\/version\/(\d+)\/(\d+)$/.exec(path);
  return match ? `${match[1]}.${match[2]}` : undefined;
}
