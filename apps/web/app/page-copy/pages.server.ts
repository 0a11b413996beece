import { withBrand } from "@ignitest/contracts";
import { z } from "zod";
import account from "../../../../content/pages/account.json";
import assets from "../../../../content/pages/assets.json";
import { page as caseStudies } from "../../../../content/pages/case-studies";
import { page as calculator } from "../../../../content/pages/concurrent-execution-calculator";
import finder from "../../../../content/pages/finder.json";
import { page as home } from "../../../../content/pages/home";
import marketing from "../../../../content/pages/marketing.json";
import { page as myProducts } from "../../../../content/pages/my-products";
import platform from "../../../../content/pages/platform.json";
import { page as platformPricing } from "../../../../content/pages/platform-pricing";
import products from "../../../../content/pages/products.json";
import resources from "../../../../content/pages/resources.json";
import solutions from "../../../../content/pages/solutions.json";
import { page as webinars } from "../../../../content/pages/webinars";
import { type PageCopy, PageCopySchema } from "./page-copy";

/**
 * Copy-only pages sit together in one JSON file per area; a page with more
 * words than its copy (FAQs, a comparison, labels, a schedule) has a file of
 * its own, content/pages/<route-key>.ts, whose `page` export is its copy.
 */
const files = {
  account,
  assets,
  finder,
  marketing,
  platform,
  products,
  resources,
  solutions,
  home: [home],
  "platform-pricing": [platformPricing],
  "concurrent-execution-calculator": [calculator],
  "case-studies": [caseStudies],
  "my-products": [myProducts],
  webinars: [webinars],
};

function load(): Map<string, PageCopy> {
  const pages = new Map<string, PageCopy>();
  for (const [name, raw] of Object.entries(files)) {
    const parsed = z.array(PageCopySchema).safeParse(raw);
    if (!parsed.success) {
      throw new Error(`content/pages/${name}: ${z.prettifyError(parsed.error)}`);
    }
    for (const page of parsed.data) {
      const path = withBrand(page.path);
      if (pages.has(path)) throw new Error(`content/pages/${name}: ${path} is defined twice`);
      pages.set(path, { ...page, path });
    }
  }
  return pages;
}

const pages = load();

/** Every page's copy, keyed by public path (brand expanded). Build time only. */
export function allPages(): ReadonlyMap<string, PageCopy> {
  return pages;
}

export function pageCopy(path: string): PageCopy | undefined {
  return pages.get(path);
}
