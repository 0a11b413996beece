import { accountsPaths, downloadPaths, SiteKeyRequestSchema } from "@ignitest/contracts";
import type { AbuseEndpoint } from "./abuse-endpoint.js";
import { academyEndpoints } from "./academy.js";
import { accountEndpoints } from "./accounts.js";
import { catalogueEndpoints } from "./catalogue.js";
import { formEndpoints } from "./forms.js";

export { type AbuseEndpoint, endpointKey, fakeCaptcha } from "./abuse-endpoint.js";

/** Endpoints that read no input: whatever a client adds, they answer as usual. */
const inputlessEndpoints: AbuseEndpoint[] = [
  { method: "GET", route: "/healthz", input: "none", sample: {}, sampleStatus: 200, accepts: [200] },
  { method: "GET", route: "/v1/public/country", input: "none", sample: {}, sampleStatus: 200, accepts: [200] },
  { method: "GET", route: "/v1/public/assets-types", input: "none", sample: {}, sampleStatus: 200, accepts: [200] },
  { method: "GET", route: "/v1/public/web-site", input: "none", sample: {}, sampleStatus: 200, accepts: [200] },
  { method: "GET", route: downloadPaths.count, input: "none", sample: {}, sampleStatus: 200, accepts: [200] },
];

/** The captcha's challenge, for one form's purpose. */
const captchaEndpoints: AbuseEndpoint[] = [
  {
    method: "POST",
    route: accountsPaths.siteKey,
    input: "body",
    schema: SiteKeyRequestSchema,
    sample: { purpose: "signup" },
    sampleStatus: 200,
    accepts: [200],
  },
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
