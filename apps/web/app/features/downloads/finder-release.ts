import type { ClientPlatform } from "@ignitest/contracts";

/**
 * The Finder desktop client on offer. The installers are not in this
 * repository: they are published to the download host below, one folder per
 * version (`<FINDER_DOWNLOAD_BASE>/<version>/<file>`). Releasing a new client
 * means uploading the files there and changing FINDER_CLIENT_VERSION.
 */
export const FINDER_DOWNLOAD_BASE = "https://downloads.ignitest.example/finder";
export const FINDER_CLIENT_VERSION = "3.4.1";

export type FinderInstaller = {
  platform: ClientPlatform;
  /** The operating system as visitors name it. */
  system: string;
  requirement: string;
  /** The main download, then any alternative package for the same system. */
  packages: ReadonlyArray<{ label: string; file: string }>;
};

const version = FINDER_CLIENT_VERSION;

export const finderInstallers: readonly FinderInstaller[] = [
  {
    platform: "windows",
    system: "Windows",
    requirement: "Windows 10 or 11, 64-bit",
    packages: [{ label: ".msi installer", file: `Ignitest-Finder-${version}-x64.msi` }],
  },
  {
    platform: "mac",
    system: "macOS",
    requirement: "macOS 12 or later, Apple silicon or Intel",
    packages: [{ label: ".dmg disk image", file: `Ignitest-Finder-${version}-universal.dmg` }],
  },
  {
    platform: "linux",
    system: "Linux",
    requirement: "64-bit, glibc 2.31 or later",
    packages: [
      { label: ".AppImage", file: `Ignitest-Finder-${version}-x86_64.AppImage` },
      { label: ".deb package", file: `ignitest-finder_${version}_amd64.deb` },
    ],
  },
];

export function installerUrl(file: string): string {
  return `${FINDER_DOWNLOAD_BASE}/${version}/${file}`;
}
