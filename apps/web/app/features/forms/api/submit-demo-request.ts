import { type DemoRequestInput, formPaths } from "@ignitest/contracts";
import { config } from "~/site/config";
import { postForm } from "./post-form";

/** POST /v1/public/demo-requests: stores the demo request; the API mails the visitor and sales. */
export function submitDemoRequest(request: DemoRequestInput) {
  return postForm(`${config.APP_API_URL}${formPaths.demoRequests}`, request);
}
