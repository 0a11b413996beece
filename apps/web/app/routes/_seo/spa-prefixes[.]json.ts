import { spaPrefixes } from "~/site/spa-prefixes";

/** /spa-prefixes.json, prerendered to a static file for the site server (see site/spa-prefixes.ts). */
export function loader() {
  return Response.json({ prefixes: spaPrefixes });
}
