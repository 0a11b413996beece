import { site } from "@ignitest/contracts";
import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "~/site/config";

/** <link rel="alternate"> to the three feeds, on every blog page. */
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
    {
      tagName: "link",
      rel: "alternate",
      type: "application/feed+json",
      title: `${site.name} Blog (JSON Feed)`,
      href: absoluteUrl("/blogs/feed.json"),
    },
  ];
}
