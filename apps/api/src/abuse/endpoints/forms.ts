import {
  ClientDownloadCreateSchema,
  ContactMessageSchema,
  DemoRequestSchema,
  DocsFeedbackSchema,
  docsFeedbackPath,
  downloadPaths,
  formPaths,
} from "@ignitest/contracts";
import { type AbuseEndpoint, fakeCaptcha, postBody, refusedCaptcha } from "./abuse-endpoint.js";

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const person = { name: "Ada Lovelace", email: "ada.abuse@example.com" };

/** The public forms, the Finder downloads and the docs feedback. */
export const formEndpoints: AbuseEndpoint[] = [
  postBody(
    formPaths.demoRequests,
    DemoRequestSchema,
    {
      ...person,
      company: "Analytical Engines",
      teamSize: "11-50",
      products: ["Platform", "Cloud"],
      preferredDate: inDays(7),
      preferredTime: "morning",
      captcha: fakeCaptcha,
    },
    refusedCaptcha,
  ),
  postBody(
    formPaths.contactMessages,
    ContactMessageSchema,
    { ...person, topic: "Sales", message: "Please tell me about pricing.", captcha: fakeCaptcha },
    refusedCaptcha,
  ),
  postBody(
    downloadPaths.create,
    ClientDownloadCreateSchema,
    { platform: "linux", version: "3.4.1" },
    { sampleStatus: 201 },
  ),
  postBody(
    docsFeedbackPath,
    DocsFeedbackSchema,
    { path: "/docs/getting-started/install", helpful: true, comment: "Clear." },
    { sampleStatus: 201 },
  ),
];
