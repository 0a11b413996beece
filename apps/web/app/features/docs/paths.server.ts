import { docPath } from "./navigation";
import { readDocSources } from "./source.server";

/** Every /docs/<section>/<page> the build prerenders. Reads front matter only, so the route config stays fast. */
export function docsPaths(): string[] {
  return readDocSources().map(({ section, slug }) => docPath(section, slug));
}
