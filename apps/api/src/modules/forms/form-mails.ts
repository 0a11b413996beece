import {
  type ContactMessage,
  type DemoRequest,
  preferredTimeLabels,
  site,
  submissionReference,
} from "@ignitest/contracts";
import { type RenderedMail, renderMail } from "../../mail/index.js";

type Stored = { id: string; createdAt: Date };
export type FormMails = { confirmation: RenderedMail & { to: string }; notification: RenderedMail & { to: string } };

/** Subjects come from visitors' input: fold line breaks so nothing can start a new header. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

function line(label: string, value: string | undefined): string[] {
  return value ? [`${label}: ${value}`] : [];
}

/** "2025-11-12" → "Wednesday, 12 November 2025", the day as the visitor picked it (no time-zone shift). */
export function longDate(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** A time zone the runtime knows by name: anything else is text the visitor typed, and is not echoed. */
function knownTimeZone(zone: string | undefined): boolean {
  return zone !== undefined && Intl.supportedValuesOf("timeZone").includes(zone);
}

function demoSummary(request: Omit<DemoRequest, "captcha">, reference: string): string[] {
  const slot = `${longDate(request.preferredDate)}, ${preferredTimeLabels[request.preferredTime]}`;
  return [
    `Reference: ${reference}`,
    `Name: ${request.name}`,
    `E-mail: ${request.email}`,
    `Company: ${request.company}`,
    ...line("Phone", request.phone),
    ...line("Job title", request.role),
    `Team size: ${request.teamSize}`,
    `Products: ${request.products.join(", ")}`,
    `Preferred slot: ${slot}${request.timeZone ? ` (${request.timeZone})` : ""}`,
    ...line("Message", request.message),
  ];
}

export function demoRequestMails(request: Omit<DemoRequest, "captcha">, stored: Stored, salesInbox: string): FormMails {
  const reference = submissionReference(stored.id);
  const summary = demoSummary(request, reference);
  // The visitor's address is not proven: the confirmation repeats nothing they typed (name, company,
  // message), only the reference, the choices they picked from our lists, and what happens next.
  const confirmation = renderMail({
    subject: `Your ${site.name} demo request (reference ${reference})`,
    greeting: "Hello,",
    paragraphs: [
      `Thank you for requesting a demo of ${site.name}. Your request has reached us under reference ${reference}.`,
      `Products: ${request.products.join(", ")}. Preferred slot: ${longDate(request.preferredDate)}, ${preferredTimeLabels[request.preferredTime]}${knownTimeZone(request.timeZone) ? ` (${request.timeZone})` : ""}.`,
      "What happens next: a product specialist confirms a time slot with you by e-mail within one business day, and sends a calendar invitation with the meeting link.",
      `To change or cancel the request, reply to this e-mail quoting reference ${reference}.`,
    ],
    footnote: `You receive this e-mail because this address was entered in the demo request form on the ${site.name} website. If that was not you, reply and we will delete the request.`,
  });
  const notification = renderMail({
    subject: oneLine(`Demo request: ${request.company}, ${request.name} (${reference})`),
    greeting: "A new demo request has arrived.",
    paragraphs: [
      `Confirm a slot with ${request.email} within one business day.`,
      ...summary,
      `Received ${stored.createdAt.toISOString()}.`,
    ],
    footnote: `Sent by the demo request form of the ${site.name} website. The visitor has been sent a confirmation quoting reference ${reference}.`,
  });
  return { confirmation: { ...confirmation, to: request.email }, notification: { ...notification, to: salesInbox } };
}

export function contactMessageMails(
  message: Omit<ContactMessage, "captcha">,
  stored: Stored,
  salesInbox: string,
): FormMails {
  const reference = submissionReference(stored.id);
  const summary = [
    `Reference: ${reference}`,
    `Topic: ${message.topic}`,
    `Name: ${message.name}`,
    `E-mail: ${message.email}`,
    ...line("Company", message.company),
    `Message: ${message.message}`,
  ];
  const team = message.topic === "Other" ? "team" : `${message.topic.toLowerCase()} team`;
  // As for demo requests: nothing the visitor typed goes back to an address nobody proved they own.
  const confirmation = renderMail({
    subject: `We received your message (reference ${reference})`,
    greeting: "Hello,",
    paragraphs: [
      `Thank you for contacting ${site.name}. Your message about “${message.topic}” has reached our ${team} under reference ${reference}.`,
      "What happens next: a person on the team reads it and replies to this address within one business day.",
      `To add anything, reply to this e-mail quoting reference ${reference}.`,
    ],
    footnote: `You receive this e-mail because this address was entered in the contact form on the ${site.name} website. If that was not you, you can ignore it.`,
  });
  const notification = renderMail({
    subject: oneLine(`Contact (${message.topic}): ${message.name} (${reference})`),
    greeting: "A new message has arrived through the contact form.",
    paragraphs: [
      `Reply to ${message.email} within one business day.`,
      ...summary,
      `Received ${stored.createdAt.toISOString()}.`,
    ],
    footnote: `Sent by the contact form of the ${site.name} website. The visitor has been sent a confirmation quoting reference ${reference}.`,
  });
  return { confirmation: { ...confirmation, to: message.email }, notification: { ...notification, to: salesInbox } };
}
