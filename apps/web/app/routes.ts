import { withBrand } from "@ignitest/contracts";
import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { type RouteEntry, routeTable } from "./site/route-table";

/**
 * Pages with a template of their own, keyed by the route table's path template
 * ("/{brand}-…", never the spelled slug); every other route renders its copy
 * from content/pages through the shared content-page module.
 */
const dedicatedModules: Record<string, string> = {
  "/{brand}-products": "routes/_marketing/my-products.tsx",
  "/{brand}-platform-pricing": "routes/_marketing/pricing.tsx",
  "/case-studies": "routes/_marketing/case-studies.tsx",
  "/webinars": "routes/_marketing/webinars.tsx",
  "/email-web-view": "routes/_marketing/email-web-view.tsx",
  "/": "routes/_marketing/home.tsx",
  "/privacy-policy": "routes/_marketing/legal-page.tsx",
  "/cookies-policy": "routes/_marketing/legal-page.tsx",
  "/schedule-demo": "routes/_marketing/schedule-demo.tsx",
  "/contactus": "routes/_marketing/contactus.tsx",
  "/thank-you": "routes/_marketing/thank-you.tsx",
  "/thank-you-for-scheduling-demo": "routes/_marketing/thank-you.tsx",
  "/thank-you-for-contact-us": "routes/_marketing/thank-you.tsx",
  "/concurrent-execution-calculator": "routes/_marketing/concurrent-execution-calculator.tsx",
  "/{brand}-finder": "routes/_marketing/finder.tsx",
  "/playground": "routes/_playground/playground.tsx",
  "/playground/platform": "routes/_playground/platform-demo.tsx",
  "/blogs": "routes/_blog/listing.tsx",
  "/signin": "routes/_account/signin.tsx",
  "/signup": "routes/_account/signup.tsx",
  "/registration-success": "routes/_account/registration-success.tsx",
  "/change-phone-number": "routes/_account/change-phone-number.tsx",
  "/otp-verification": "routes/_account/otp-verification.tsx",
  "/activation-success": "routes/_account/activation-success.tsx",
  "/forgot-password": "routes/_account/forgot-password.tsx",
  "/change-password": "routes/_account/change-password.tsx",
  "/reset-link-sent-success": "routes/_account/reset-link-sent-success.tsx",
  "/password-changed-success": "routes/_account/password-changed-success.tsx",
  "/activation-link-expired": "routes/_account/activation-link-expired.tsx",
  "/activation-link-sent-successfully": "routes/_account/activation-link-sent-successfully.tsx",
  "/activation-warning": "routes/_account/activation-warning.tsx",
  "/user-activated": "routes/_account/user-activated.tsx",
  "/user-already-activated": "routes/_account/user-already-activated.tsx",
  "/setpassword-link-expired": "routes/_account/setpassword-link-expired.tsx",
  "/active-user": "routes/_account/active-user.tsx",
  "/{brand}-assets": "routes/_assets/assets.tsx",
  "/nlp's-list": "routes/_assets/nlps-list.tsx",
  "/elements-list": "routes/_assets/elements-list.tsx",
  "/stepgroup-list": "routes/_assets/stepgroup-list.tsx",
  "/nlp-description": "routes/_assets/nlp-description.tsx",
  "/nlp's": "routes/_assets/nlps.tsx",
  "/step-groups": "routes/_assets/step-groups.tsx",
  "/elements": "routes/_assets/elements.tsx",
  "/documentation": "routes/_docs/documentation.tsx",
  "/search": "routes/_search/search.tsx",
  "/{brand}-academy": "routes/_academy/academy-home.tsx",
  "/{brand}-academy/training-plan": "routes/_academy/training-plan.tsx",
  "/{brand}-academy/get-certified": "routes/_academy/get-certified.tsx",
  "/{brand}-academy/self-learning-video": "routes/_academy/self-learning-video.tsx",
  "/video-tutorial": "routes/_learn/video-tutorial.tsx",
  "/release-notes/latest-version": "routes/_learn/release-notes.tsx",
  "/release-notes/version/1/0": "routes/_learn/release-notes.tsx",
  "/release-notes/version/1/1": "routes/_learn/release-notes.tsx",
  "/release-notes/version/1/2": "routes/_learn/release-notes.tsx",
  "/release-notes/version/2/0": "routes/_learn/release-notes.tsx",
  "/release-notes/version/2/1": "routes/_learn/release-notes.tsx",
  "/release-notes/version/2/2": "routes/_learn/release-notes.tsx",
  "/prerequisites/cloud-version": "routes/_learn/prerequisites.tsx",
  "/prerequisites/on-premise-version": "routes/_learn/prerequisites.tsx",
  "/prerequisites/safari-browser-automation-limitations": "routes/_learn/prerequisites.tsx",
};

function moduleFor(entry: RouteEntry): string {
  return dedicatedModules[entry.template] ?? "routes/content-page.tsx";
}

/**
 * The Platform demo's areas (/playground/platform/users, …) share one route and so one entry in the
 * route manifest every page loads, however many areas there are (docs/platform-demo.md#addresses); the
 * route table still lists each address, for prerendering, the sitemap and the route sweep.
 */
const platformDemoArea = /^\/playground\/platform\/[^/]+$/;

export default [
  ...routeTable
    .filter((entry) => !platformDemoArea.test(entry.path))
    .map((entry) =>
      entry.path === "/"
        ? index(moduleFor(entry), { id: entry.id })
        : route(entry.path, moduleFor(entry), { id: entry.id }),
    ),
  route("playground/platform/:area", "routes/_playground/platform-demo.tsx", { id: "platform-demo-area" }),
  route("blogs/:slug", "routes/_blog/article.tsx"),
  route("blogs/:slug/body.json", "routes/_blog/article-body[.]json.ts"),
  route("blogs/page/:page", "routes/_blog/listing.tsx", { id: "blogs-page" }),
  route("blogs/tag/:tag/page?/:page?", "routes/_blog/listing.tsx", { id: "blogs-tag" }),
  route("blogs/rss.xml", "routes/_blog/rss[.]xml.ts"),
  route("blogs/atom.xml", "routes/_blog/atom[.]xml.ts"),
  route("blogs/feed.json", "routes/_blog/feed[.]json.ts"),
  route("docs/:section/:page", "routes/_docs/doc-page.tsx"),
  route("docs/:section/:page/body.json", "routes/_docs/doc-body[.]json.ts"),
  route("video-tutorial/:group/:topic", "routes/_learn/tutorial-page.tsx"),
  route("release-notes/rss.xml", "routes/_learn/release-notes-rss[.]xml.ts"),
  route("release-notes/atom.xml", "routes/_learn/release-notes-atom[.]xml.ts"),
  // Not exact-matched (docs/product/pages-and-routes.md#lesson-route): a deeper path selects the lesson by its first segment.
  route(withBrand("{brand}-academy/self-learning-video/:id/*"), "routes/_academy/self-learning-video-lesson.tsx"),
  // Looked up at run time: the site server answers 200 for a certificate that exists, 404 otherwise.
  route(withBrand("{brand}-academy/certificates/:id"), "routes/_academy/certificate.tsx"),
  route("sitemap.xml", "routes/_seo/sitemap[.]xml.ts"),
  route("robots.txt", "routes/_seo/robots[.]txt.ts"),
  route("llms.txt", "routes/_seo/llms[.]txt.ts"),
  route("spa-prefixes.json", "routes/_seo/spa-prefixes[.]json.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
