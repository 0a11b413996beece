import { site } from "@ignitest/contracts";
import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "~/site/config";

/** <link rel="alternate"> to both feeds, on every blog page. */
export function feedLinks(): MetaDescriptor[] {
  return [
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${site.name} Blog (RSS)`,
      href: absoluteUrl("/blogs/rss.xml"),
    },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: `${site.name} Blog (Atom)`,
      href: absoluteUrl("/blogs/atom.xml"),
    },
  ];
}
