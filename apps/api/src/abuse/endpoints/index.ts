import { accountsPaths, downloadPaths, SiteKeyRequestSchema } from "@ignitest/contracts";
import { type AbuseEndpoint, getNone, postBody } from "./abuse-endpoint.js";
import { academyEndpoints } from "./academy.js";
import { accountEndpoints } from "./accounts.js";
import { catalogueEndpoints } from "./catalogue.js";
import { formEndpoints } from "./forms.js";

export { type AbuseEndpoint, endpointKey, fakeCaptcha } from "./abuse-endpoint.js";

/** Endpoints that read no input: whatever a client adds, they answer as usual. */
const inputlessEndpoints: AbuseEndpoint[] = [
  getNone("/healthz"),
  getNone("/v1/public/country"),
  getNone("/v1/public/assets-types"),
  getNone("/v1/public/web-site"),
  getNone(downloadPaths.count),
];

/** The captcha's challenge, for one form's purpose. */
const captchaEndpoints: AbuseEndpoint[] = [
  postBody(accountsPaths.siteKey, SiteKeyRequestSchema, { purpose: "signup" }),
];

/** The abuse table (see AbuseEndpoint): a new endpoint adds its row to one of these lists. */
export const abuseEndpoints: AbuseEndpoint[] = [
  ...inputlessEndpoints,
  ...catalogueEndpoints,
  ...formEndpoints,
  ...accountEndpoints,
  ...captchaEndpoints,
  ...academyEndpoints,
];
