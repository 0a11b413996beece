import { site } from "@ignitest/contracts";
import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "./config";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath, shareTemplateFor } from "./share-images";

type PageMeta = { title: string; description: string; path: string; noindex?: boolean };

/** Title, description, canonical link and social cards (with the template's share image) for one page. */
export function pageMeta({ title, description, path, noindex }: PageMeta): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const share = shareTemplateFor(path);
  const image = absoluteUrl(shareImagePath(share));
  const imageAlt = `${share.title}: ${share.tagline}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_IMAGE_WIDTH) },
    { property: "og:image:height", content: String(SHARE_IMAGE_HEIGHT) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** The not-found page's title: its meta's, and the app shell's before the app starts (root.tsx). */
export const notFoundTitle = `Page not found | ${site.name}`;

/** The not-found page's title, description and noindex: the splat route's, and any page that turned out not to exist. */
export function notFoundMeta(): MetaDescriptor[] {
  return [
    { title: notFoundTitle },
    {
      name: "description",
      content: `The page you asked for does not exist. Find ${site.name} products, docs and pricing from here.`,
    },
    { name: "robots", content: "noindex" },
  ];
}
