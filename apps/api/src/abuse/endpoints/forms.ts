import {
  ClientDownloadCreateSchema,
  ContactMessageSchema,
  DemoRequestSchema,
  DocsFeedbackSchema,
  docsFeedbackPath,
  downloadPaths,
  formPaths,
} from "@ignitest/contracts";
import { type AbuseEndpoint, fakeCaptcha } from "./abuse-endpoint.js";

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const person = { name: "Ada Lovelace", email: "ada.abuse@example.com" };

/** The public forms, the Finder downloads and the docs feedback. */
export const formEndpoints: AbuseEndpoint[] = [
  {
    method: "POST",
    route: formPaths.demoRequests,
    input: "body",
    schema: DemoRequestSchema,
    sample: {
      ...person,
      company: "Analytical Engines",
      teamSize: "11-50",
      products: ["Platform", "Cloud"],
      preferredDate: inDays(7),
      preferredTime: "morning",
      captcha: fakeCaptcha,
    },
    sampleStatus: 400,
    accepts: [400],
    captcha: true,
  },
  {
    method: "POST",
    route: formPaths.contactMessages,
    input: "body",
    schema: ContactMessageSchema,
    sample: { ...person, topic: "Sales", message: "Please tell me about pricing.", captcha: fakeCaptcha },
    sampleStatus: 400,
    accepts: [400],
    captcha: true,
  },
  {
    method: "POST",
    route: downloadPaths.create,
    input: "body",
    schema: ClientDownloadCreateSchema,
    sample: { platform: "linux", version: "3.4.1" },
    sampleStatus: 201,
    accepts: [201],
  },
  {
    method: "POST",
    route: docsFeedbackPath,
    input: "body",
    schema: DocsFeedbackSchema,
    sample: { path: "/docs/getting-started/install", helpful: true, comment: "Clear." },
    sampleStatus: 201,
    accepts: [201],
  },
];
