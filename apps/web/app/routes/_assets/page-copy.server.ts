import { data } from "react-router";
import type { PageCopy } from "~/page-copy/page-copy";
import { pageCopy } from "~/page-copy/pages.server";

/** Build time: a catalogue page's copy from content/pages (h1, lead, meta, sections). */
export function assetsPageCopy(path: string): PageCopy {
  const page = pageCopy(path);
  if (!page) throw data(`No copy in content/pages for ${path}`, { status: 404 });
  return page;
}
