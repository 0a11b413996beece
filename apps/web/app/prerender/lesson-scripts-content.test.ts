// @vitest-environment jsdom
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { type LessonScript, lessonScript } from "@ignitest/contracts/lessons";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contentDir } from "~/lib/content-dir.server";
import { productScreens } from "../../../../content/pages/platform-demo-screens";
import { planCatalogue } from "../../../../content/plans";
import { demoAreas } from "../features/platform-demo/areas";
import { codeProblems, cssProblems, xpathProblems } from "./lesson-code-blocks";
import { shownLocators } from "./lesson-locators";

/**
 * The content check of the lesson scripts (content/lessons, issue 29 item 2):
 * every script parses; every file of code it shows is whole and valid in its
 * language, and equal to the docs page it cites; every locator parses; and
 * the facts with a source in the repository agree with it: the trial
 * (content/plans.ts), NLP names (the assets catalogue, content/assets/nlps,
 * which the playground runs), a mobile lesson shows the device, and every
 * screen a lesson shows is one the Platform demo has (issue 28's rule).
 */
const lessonsDir = contentDir("lessons");
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith(".yaml") ? [join(dir, e.name)] : []))
    .sort();

const files = walk(lessonsDir);
const parsed = files.map((file) => ({
  file: relative(lessonsDir, file),
  result: lessonScript.safeParse(parse(readFileSync(file, "utf8"))),
}));
const scripts: LessonScript[] = parsed.flatMap(({ result }) => (result.success ? [result.data] : []));

/** Every string in a script: narration, labels, values, code lines. */
const textsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(textsOf)
        : [];

/** The fenced code blocks of a docs page (content/docs/<doc>.md), as lines. */
const docBlocks = (doc: string) =>
  [...readFileSync(join(contentDir("docs"), `${doc}.md`), "utf8").matchAll(/^```[\w-]*\n([\s\S]*?)\n```$/gm)].map((m) =>
    (m[1] as string).split("\n"),
  );

describe("lesson scripts", () => {
  it("all 87 parse with the lesson schema, each with its own id", () => {
    expect(parsed.flatMap(({ file, result }) => (result.success ? [] : [`${file}: ${result.error.message}`]))).toEqual(
      [],
    );
    expect(scripts.length).toBeGreaterThanOrEqual(87);
    expect(new Set(scripts.map((s) => s.id)).size).toBe(scripts.length);
  });

  it("show each file of code whole and valid in its language, equal to the docs page it cites", () => {
    const problems: string[] = [];
    let shown = 0;
    for (const script of scripts) {
      script.scenes.forEach((scene, i) => {
        const screen = scene.screen;
        if (screen.kind !== "code") return;
        shown++;
        const where = `${script.id}, scene ${i + 1}, ${screen.file}`;
        for (const problem of codeProblems(screen.language, screen.lines)) problems.push(`${where}: ${problem}`);
        if (screen.doc && !docBlocks(screen.doc).some((block) => block.join("\n") === screen.lines.join("\n")))
          problems.push(`${where}: differs from every code block of content/docs/${screen.doc}.md`);
      });
    }
    // A file of code in a terminal view would escape the check: a terminal shows commands and their output only.
    for (const script of scripts)
      for (const scene of script.scenes) {
        const view = "view" in scene.screen ? scene.screen.view : undefined;
        if (view?.kind === "terminal" && /jenkinsfile|\.ya?ml\b|\.json\b|pipeline/i.test(view.title))
          problems.push(`${script.id}: "${view.title}" is a file of code: show it whole in a code screen`);
      }
    expect(problems).toEqual([]);
    expect(shown).toBeGreaterThanOrEqual(3);
  });

  it("show only locators that parse as XPath or CSS, and JSON bodies that parse whole", () => {
    const locators = scripts.flatMap(shownLocators);
    const check = { xpath: xpathProblems, css: cssProblems, json: (v: string) => codeProblems("json", [v]) };
    const problems = locators.flatMap((l) => check[l.kind](l.value).map((p) => `${l.where}: ${p}`));
    expect(locators.filter((l) => l.kind === "json").length).toBeGreaterThanOrEqual(1);
    expect(problems).toEqual([]);
    expect(locators.filter((l) => l.kind === "xpath").length).toBeGreaterThanOrEqual(10);
    expect(locators.filter((l) => l.kind === "css").length).toBeGreaterThanOrEqual(4);
  });

  it("promise the trial content/plans.ts starts: its plan and its length", () => {
    const trialPlan = planCatalogue.plans.find((p) => p.id === planCatalogue.trial.plan)?.name as string;
    const planNames: string[] = planCatalogue.plans.map((p) => p.name);
    const problems: string[] = [];
    let trials = 0;
    for (const script of scripts) {
      for (const text of textsOf(script.scenes)) {
        if (!/\btrial\b/i.test(text)) continue;
        trials++;
        for (const [, days] of text.matchAll(/(\d+)[ -]days?\b/g))
          if (Number(days) !== planCatalogue.trial.days) problems.push(`${script.id}: "${text}" (${days} days)`);
        // A trial sentence that names plans names the trial's (it may add what stays free afterwards).
        if (planNames.some((name) => text.includes(name)) && !text.includes(trialPlan))
          problems.push(`${script.id}: "${text}" names a trial of another plan than ${trialPlan}`);
      }
      // A plan shown on a screen (a field or metric named Plan or License) is one of the plans, the trial's in a lesson about it.
      const aboutTrial = textsOf(script.scenes).some((text) => /\btrial\b/i.test(text));
      for (const scene of script.scenes) {
        const view = "view" in scene.screen ? scene.screen.view : undefined;
        const shown = [
          ...(view?.kind === "result" ? view.metrics : []).map((m) => ({ label: m.label, value: m.value })),
          ...(view?.kind === "form" ? view.fields : []),
        ].filter((f) => /^(plan|license)$/i.test(f.label));
        for (const f of shown)
          if (!planNames.includes(f.value) || (aboutTrial && f.value !== trialPlan))
            problems.push(`${script.id}: ${f.label} "${f.value}" is not the trial's plan, ${trialPlan}`);
      }
    }
    expect(problems).toEqual([]);
    expect(trials).toBeGreaterThanOrEqual(3);
  });

  it("write steps with the NLPs of the assets catalogue, as the playground runs them", () => {
    const nlpDir = join(contentDir("assets"), "nlps");
    const catalogue = readdirSync(nlpDir).flatMap(
      (f) => (parse(readFileSync(join(nlpDir, f), "utf8")) as { nlps?: { name: string }[] }).nlps ?? [],
    );
    const names = catalogue.map((n) => n.name);
    // Steps that are not catalogue NLPs, each with the page that documents it.
    const documented = new Map([
      ["Sign in", "a step group call shows the group's name (content/docs/test-development/step-groups.md)"],
      ["Execute web service", "calls a saved request (content/docs/test-development/web-services.md)"],
      ["Verify web service response", "content/docs/test-development/web-services.md"],
      [
        "Calculate order check digit",
        "the program element the lesson builds (content/docs/repository/program-elements.md)",
      ],
    ]);
    const unknown = scripts.flatMap((script) =>
      script.scenes.flatMap((scene) => {
        const view = "view" in scene.screen ? scene.screen.view : undefined;
        return (view?.kind === "steps" ? view.steps : [])
          .filter((s) => !documented.has(s.nlp) && !names.some((n) => s.nlp === n || s.nlp.startsWith(`${n} `)))
          .map((s) => `${script.id}: "${s.nlp}"`);
      }),
    );
    expect(names.length).toBeGreaterThan(700);
    expect(unknown).toEqual([]);
  });

  it("show the phone in every Android, iOS and mobile lesson", () => {
    const mobile = scripts.filter((s) => /\b(Android|iOS|mobile)\b/i.test(s.title));
    expect(mobile.length).toBeGreaterThanOrEqual(8);
    expect(mobile.filter((s) => !s.scenes.some((scene) => scene.screen.kind === "device")).map((s) => s.id)).toEqual(
      [],
    );
  });

  it("show only screens the Platform demo has, by the product's menu and tab names (content/pages/platform-demo-screens.ts)", () => {
    const missing = scripts.flatMap((script) =>
      script.scenes.flatMap(({ screen }) =>
        screen.kind === "app" && !productScreens[screen.menu]?.[screen.tab ?? ""]
          ? [`${script.id}: ${screen.menu}${screen.tab ? ` › ${screen.tab}` : ""}`]
          : [],
      ),
    );
    expect([...new Set(missing)]).toEqual([]);
    const areas = new Set(["editor", ...demoAreas.map((area) => area.slug)]);
    const places = Object.values(productScreens).flatMap((tabs) => Object.values(tabs));
    expect(places.filter((place) => !areas.has(place.area))).toEqual([]);
  });
});
