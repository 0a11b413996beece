import { readFileSync } from "node:fs";
import { join } from "node:path";
import { withBrand } from "@ignitest/contracts";
import { z } from "zod";
import type { SidebarEntry } from "~/components/sidebar/sidebar-entry";
import { SidebarSchema } from "~/components/sidebar/sidebar-entry-schema";
import { contentDir } from "~/lib/content-dir.server";
import { config } from "~/site/config";
import { practiceTestAddress, practiceTestToken } from "~/site/practice-test-address";

let cached: SidebarEntry[] | undefined;

/**
 * The video-tutorial sidebar, hand-written in content/video-tutorials/sidebar.json
 * (paths may use the {brand} token, and `{practice-test-n}` for a practice
 * test's address, a new tab: docs/product/academy-practice.md), validated at
 * build time, with the support site (SUPPORT_URL, a new tab) added to its last group.
 */
export function tutorialSidebar(dir: string = contentDir("video-tutorials")): SidebarEntry[] {
  if (cached) return cached;
  const parsed = SidebarSchema.safeParse(JSON.parse(readFileSync(join(dir, "sidebar.json"), "utf8")));
  if (!parsed.success) throw new Error(`content/video-tutorials/sidebar.json: ${z.prettifyError(parsed.error)}`);
  const entries = expandBrand(parsed.data);
  const last = entries.at(-1);
  if (last?.submenu) last.submenu.push({ label: "Support site", path: config.SUPPORT_URL });
  cached = entries;
  return cached;
}

function expandBrand(entries: readonly SidebarEntry[]): SidebarEntry[] {
  return entries.map((entry) => {
    const practice = entry.path === undefined ? null : practiceTestToken.exec(entry.path);
    if (practice) return { label: entry.label, path: practiceTestAddress(Number(practice[1])), newTab: true };
    return {
      label: entry.label,
      path: entry.path === undefined ? undefined : withBrand(entry.path),
      submenu: entry.submenu ? expandBrand(entry.submenu) : undefined,
    };
  });
}
