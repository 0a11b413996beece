import type { WebSiteContent } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { sendCached } from "../assets-cache.js";
import type { AssetsContext } from "../assets-context.js";
import { success } from "../assets-mappers.js";

/** The catalogue's section copy. Key spellings (stepGrupHeader, elemntsHeader) are the contract's (docs/product/texts.md#odd-spellings). */
export const webSiteContent: WebSiteContent = {
  mostUsedHeader: "Most Used Assets",
  mostUsedDescription:
    "The NLPs, elements and step groups teams open most often: start here to build your first scriptless tests in minutes.",
  nlpHeader: "NLP's",
  nlpDescription:
    "Over 700 predefined NLPs describe test steps in plain English, from clicks and waits to API checks, Excel test data and mobile gestures, on web, Android and iOS.",
  stepGrupHeader: "Step Groups",
  stepGroupDescription:
    "Ready-made sequences of NLPs for flows every application has, such as sign-in, checkout, search and onboarding. Reuse them across test cases and change them in one place.",
  elemntsHeader: "Elements",
  elementDescription:
    "Sample page and screen elements with their locators (id, CSS, XPath and accessibility id) that show how to build a maintainable elements repository.",
};

/** GET /v1/public/web-site: headings and descriptions of the catalogue's sections. */
export function registerGetWebSite(scope: FastifyInstance, { cache }: AssetsContext) {
  scope.get("/v1/public/web-site", (request, reply) =>
    sendCached(request, reply, cache, "web-site", async () => success(webSiteContent)),
  );
}
