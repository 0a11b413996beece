import { z } from "zod";

/**
 * The two public forms (docs/product/flows.md#demo-and-contact-forms: /schedule-demo and /contactus).
 *
 *   POST /v1/public/demo-requests     body DemoRequest     → 201 FormSubmitted
 *   POST /v1/public/contact-messages  body ContactMessage  → 201 FormSubmitted
 *
 * Both are on the app-management host (`APP_API_URL`). The submission is
 * stored before the answer is sent, so a 201 means it is committed; then a
 * confirmation mail goes to the visitor and a notification to sales.
 * Errors use the shared ApiError shape: 400 names the first invalid field
 * (every one is in `issues`, path = field name), including `captcha` when the
 * ALTCHA solution is missing, wrong, expired or already used (a solution
 * counts once); 429 past 5 submissions a minute from one address.
 *
 * The messages below are shown to the visitor next to the field, so they say
 * what to do, not what went wrong in code terms.
 */

/** Products a demo can cover (docs/product/README.md#product-lines: the four lines plus Crowd). */
export const ProductInterestSchema = z.enum(["Platform", "Finder", "Cloud", "Assets", "Crowd"]);
export type ProductInterest = z.infer<typeof ProductInterestSchema>;

export const TeamSizeSchema = z.enum(["1-10", "11-50", "51-200", "201-1000", "1000+"], {
  error: "Choose the size of your testing team",
});
export type TeamSize = z.infer<typeof TeamSizeSchema>;

/** Half-day windows in the visitor's own time zone; a specialist confirms the exact slot. */
export const PreferredTimeSchema = z.enum(["morning", "afternoon", "evening"], {
  error: "Choose a preferred time of day",
});
export type PreferredTime = z.infer<typeof PreferredTimeSchema>;
export const preferredTimeLabels: Record<PreferredTime, string> = {
  morning: "Morning (9:00–12:00)",
  afternoon: "Afternoon (12:00–17:00)",
  evening: "Evening (17:00–20:00)",
};

export const ContactTopicSchema = z.enum(["Sales", "Support", "Partnerships", "Press", "Other"], {
  error: "Choose what your message is about",
});
export type ContactTopic = z.infer<typeof ContactTopicSchema>;

/** How far ahead a demo can be requested. */
export const DEMO_BOOKING_WINDOW_DAYS = 90;
export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 2000;

/** Form posts send "" for an untouched optional field; treat it as absent. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema.optional(),
  );
}

const name = z
  .string({ error: "Enter your name" })
  .trim()
  .min(1, { error: "Enter your name" })
  .min(2, { error: "Enter your name (at least 2 characters)" })
  .max(100, { error: "Keep your name under 100 characters" });

const email = z
  .string({ error: "Enter your e-mail address" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Enter a valid e-mail address, like name@company.com" }).max(254));

const company = z
  .string({ error: "Enter your company name" })
  .trim()
  .min(2, { error: "Enter your company name" })
  .max(120, { error: "Keep the company name under 120 characters" });

/** The ALTCHA payload the widget puts in its hidden field (solved proof of work). */
export const CaptchaPayloadSchema = z
  .string({ error: "Confirm that you are not a robot" })
  .min(1, { error: "Confirm that you are not a robot" })
  .max(4096, { error: "The captcha answer is not valid; try again" });

/** YYYY-MM-DD of `date` in UTC. */
function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * A calendar day from today to DEMO_BOOKING_WINDOW_DAYS ahead. "Today" is
 * taken one day early so a visitor west of UTC is never told their today is past.
 */
export const PreferredDateSchema = z.iso.date({ error: "Choose a preferred date" }).refine(
  (day) => {
    const now = Date.now();
    const earliest = isoDay(new Date(now - 86_400_000));
    const latest = isoDay(new Date(now + DEMO_BOOKING_WINDOW_DAYS * 86_400_000));
    return day >= earliest && day <= latest;
  },
  { error: `Choose a date between today and ${DEMO_BOOKING_WINDOW_DAYS} days from now` },
);

export const DemoRequestSchema = z.object({
  name,
  email,
  company,
  phone: optional(
    z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 ()./-]{5,23}$/, { error: "Enter a phone number with digits only, like +1 555 010 0100" }),
  ),
  role: optional(z.string().trim().max(100, { error: "Keep your role under 100 characters" })),
  teamSize: TeamSizeSchema,
  products: z
    .array(ProductInterestSchema, { error: "Choose at least one product" })
    .min(1, { error: "Choose at least one product" })
    .max(ProductInterestSchema.options.length)
    .refine((list) => new Set(list).size === list.length, { error: "Each product can be chosen once" }),
  preferredDate: PreferredDateSchema,
  preferredTime: PreferredTimeSchema,
  /** The visitor's IANA time zone (from the browser), so the slot is read in their time. */
  timeZone: optional(
    z
      .string()
      .trim()
      .max(64)
      .regex(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/, { error: "Send an IANA time zone such as Europe/London" }),
  ),
  message: optional(
    z
      .string()
      .trim()
      .max(MESSAGE_MAX_LENGTH, { error: `Keep the message under ${MESSAGE_MAX_LENGTH} characters` }),
  ),
  captcha: CaptchaPayloadSchema,
});
export type DemoRequest = z.infer<typeof DemoRequestSchema>;
/** What a client sends (before trimming and defaults). */
export type DemoRequestInput = z.input<typeof DemoRequestSchema>;

export const ContactMessageSchema = z.object({
  name,
  email,
  company: optional(company),
  topic: ContactTopicSchema,
  message: z
    .string({ error: "Enter your message" })
    .trim()
    .min(MESSAGE_MIN_LENGTH, { error: `Write at least ${MESSAGE_MIN_LENGTH} characters so we can help` })
    .max(MESSAGE_MAX_LENGTH, { error: `Keep the message under ${MESSAGE_MAX_LENGTH} characters` }),
  captcha: CaptchaPayloadSchema,
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;

/** 201 body of both forms: the stored submission's id, quoted as its reference. */
export const FormSubmittedSchema = z.object({
  status: z.literal("Success"),
  id: z.uuid(),
});
export type FormSubmitted = z.infer<typeof FormSubmittedSchema>;

/** The short reference a visitor can quote: the first 8 characters of the id, upper case. */
export function submissionReference(id: string): string {
  return id.replaceAll("-", "").slice(0, 8).toUpperCase();
}

export const formPaths = {
  demoRequests: "/v1/public/demo-requests",
  contactMessages: "/v1/public/contact-messages",
} as const;
