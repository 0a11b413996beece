import { z } from "zod";

/**
 * A lesson script: what one academy lesson or video tutorial shows and says,
 * scene by scene. `npm run media` renders each script to its own narrated
 * video (one chapter a scene, one caption cue a sentence or less), so the
 * limits below are what fits a 960×540 frame legibly and a 30–120 s lesson.
 */

/** A label drawn on screen: a field, button, menu item, column or tab. */
const label = z.string().trim().min(1).max(40);
/** A value typed into a field or shown in a cell. */
const value = z.string().trim().max(48);

/** The items of the app's Project menu, top to bottom (content/docs/project-menu/overview.md). */
export const projectMenuItems = [
  "Dashboard",
  "Test Development",
  "Test Execution",
  "Test Data",
  "Defects",
  "Analytics",
  "Repository",
  "Configuration",
] as const;
/** The Admin menu, shown above the project list to Super Admins and Admins. */
export const adminMenuItems = ["User Management", "Project Management", "License Management"] as const;

const field = z.strictObject({
  label,
  /** A field is wider than a cell: room for a whole JSON body such as the docs' sign-in request. */
  value: z.string().trim().max(64).default(""),
  kind: z.enum(["text", "password", "select", "checkbox", "toggle", "textarea", "file"]).default("text"),
});

const status = z.enum(["passed", "failed", "skipped", "running", "none"]);

/** What fills the work area of a screen. */
const view = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("form"),
    title: label,
    fields: z.array(field).min(1).max(6),
    buttons: z.array(label).max(3).default([]),
  }),
  z.strictObject({
    kind: z.literal("table"),
    title: label,
    columns: z.array(label).min(1).max(5),
    rows: z.array(z.array(value).min(1).max(5)).min(1).max(6),
    buttons: z.array(label).max(3).default([]),
  }),
  z.strictObject({
    kind: z.literal("steps"),
    title: label,
    steps: z
      .array(
        z.strictObject({
          nlp: z.string().trim().min(1).max(56),
          input: value.default(""),
          status: status.default("none"),
        }),
      )
      .min(1)
      .max(7),
    buttons: z.array(label).max(3).default([]),
  }),
  z.strictObject({
    kind: z.literal("tree"),
    title: label,
    items: z
      .array(z.strictObject({ label, depth: z.number().int().min(0).max(3) }))
      .min(1)
      .max(9),
    buttons: z.array(label).max(3).default([]),
  }),
  z.strictObject({
    kind: z.literal("result"),
    title: label,
    status: z.enum(["passed", "failed", "info"]),
    metrics: z
      .array(z.strictObject({ label, value: z.string().trim().min(1).max(16) }))
      .max(4)
      .default([]),
    lines: z.array(z.string().trim().min(1).max(72)).max(5).default([]),
  }),
  z.strictObject({
    kind: z.literal("terminal"),
    title: label,
    lines: z.array(z.string().max(72)).min(1).max(9),
  }),
]);

/** The languages a `code` screen may show; each is parsed by the content check. */
export const codeLanguages = ["jenkinsfile", "yaml", "json", "shell"] as const;
export type CodeLanguage = (typeof codeLanguages)[number];

const sentence = z.strictObject({
  /** One sentence of narration; it is also the caption text. */
  say: z.string().trim().min(8).max(220),
  /** A label visible in this scene to highlight while the sentence is spoken (a step's NLP line is up to 56 characters). */
  focus: z.string().trim().min(1).max(56).optional(),
});

/** The frame around the view: the Ignitest app, a browser page, a phone, or a plain card. */
const screen = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("title"),
    heading: z.string().trim().min(1).max(48),
    subheading: z.string().trim().max(90),
  }),
  z.strictObject({
    kind: z.literal("app"),
    /** The active item of the left menu: a Project menu item or an Admin menu item. */
    menu: z.enum([...projectMenuItems, ...adminMenuItems]),
    /** The tab open at the top of the work area, if the item has tabs. */
    tab: label.optional(),
    view,
  }),
  z.strictObject({ kind: z.literal("browser"), url: z.string().trim().min(1).max(64), view }),
  z.strictObject({ kind: z.literal("device"), platform: z.enum(["android", "ios"]), app: label, view }),
  /**
   * A whole file of code or configuration in an editor, filling the frame: a lesson that teaches a
   * Jenkinsfile or a pipeline shows all of it, never an excerpt with "…". The content check parses
   * `lines` as `language` (apps/web/app/prerender/lesson-code-blocks.ts); with `doc`, a page under
   * content/docs (e.g. "configuration/jenkins-integration"), the lines must equal one of its code blocks.
   */
  z.strictObject({
    kind: z.literal("code"),
    file: label,
    language: z.enum(codeLanguages),
    doc: z
      .string()
      .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/)
      .optional(),
    lines: z.array(z.string().max(120)).min(1).max(34),
  }),
  z.strictObject({
    kind: z.literal("summary"),
    heading: z.string().trim().min(1).max(48),
    points: z.array(z.string().trim().min(1).max(80)).min(2).max(4),
  }),
]);

const scene = z.strictObject({
  /** The chapter title of this scene. */
  title: z.string().trim().min(3).max(60),
  screen,
  narration: z.array(sentence).min(1).max(8),
});

/** Every label a viewer can see in a scene: what `focus` may point at. */
export function visibleLabels(s: z.infer<typeof screen>): Set<string> {
  const seen = new Set<string>();
  if (s.kind === "title" || s.kind === "summary") return seen;
  if (s.kind === "code") return seen.add(s.file);
  if (s.kind === "device") seen.add(s.app);
  if (s.kind === "app") {
    seen.add(s.menu);
    if (s.tab) seen.add(s.tab);
  }
  const v = s.view;
  seen.add(v.title);
  if ("buttons" in v) for (const b of v.buttons) seen.add(b);
  if (v.kind === "form") for (const f of v.fields) seen.add(f.label);
  if (v.kind === "table") {
    for (const c of v.columns) seen.add(c);
    for (const r of v.rows) if (r[0]) seen.add(r[0]);
  }
  if (v.kind === "steps") for (const st of v.steps) seen.add(st.nlp);
  if (v.kind === "tree") for (const it of v.items) seen.add(it.label);
  if (v.kind === "result") for (const m of v.metrics) seen.add(m.label);
  return seen;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

export const lessonScript = z
  .strictObject({
    /** Academy: the lesson's slugPath. Tutorial: "<folder>/<file name>" under content/video-tutorials. */
    id: z.string().regex(/^[a-z][a-zA-Z0-9-]*(\/[a-z0-9-]+)?$/),
    title: z.string().trim().min(3).max(80),
    scenes: z.array(scene).min(3).max(8),
  })
  .superRefine((lesson, ctx) => {
    const total = lesson.scenes.flatMap((s) => s.narration).reduce((n, s) => n + words(s.say), 0);
    // About 150 spoken words a minute: 75–300 words is a 30–120 s lesson.
    if (total < 75 || total > 300) {
      ctx.addIssue({ code: "custom", message: `narration has ${total} words; a 30–120 s lesson needs 75–300` });
    }
    lesson.scenes.forEach((s, i) => {
      const labels = visibleLabels(s.screen);
      s.narration.forEach((n, j) => {
        if (n.focus && !labels.has(n.focus)) {
          ctx.addIssue({
            code: "custom",
            path: ["scenes", i, "narration", j, "focus"],
            message: `"${n.focus}" is not visible in this scene (visible: ${[...labels].join(", ") || "none"})`,
          });
        }
      });
    });
  });

export type LessonScript = z.infer<typeof lessonScript>;
export type LessonScene = LessonScript["scenes"][number];
export type LessonScreen = LessonScene["screen"];
export type LessonView = Extract<LessonScreen, { view: unknown }>["view"];
