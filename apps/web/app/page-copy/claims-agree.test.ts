import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { months } from "~/lib/format-date";
import { academyMenu } from "../../../../content/academy/menu";
import { academyVideos } from "../../../../content/academy/videos";
import { customers } from "../../../../content/customers";
import { faqs as pricingFaqs } from "../../../../content/pages/platform-pricing";
import { readyToGetStarted } from "../../../../content/pages/shared-blocks";
import { footer } from "../../../../content/pages/site-chrome";
import { planCatalogue } from "../../../../content/plans";

/**
 * The claims the marketing copy makes, checked against the data they count,
 * so a sentence on one page cannot drift from the others or from the facts
 * (content/STYLE.md: change the data, not a sentence on one page). The copy is
 * read as written in content/pages (and the legal pages for the offices).
 */
const root = join(__dirname, "..", "..", "..", "..");
const read = (path: string) => readFileSync(join(root, path), "utf8");
const copyFiles = readdirSync(join(root, "content/pages")).map((name) => `content/pages/${name}`);
const copy = copyFiles.map((path) => ({ path, text: read(path) }));
const legal = readdirSync(join(root, "content/legal")).map((name) => ({
  path: `content/legal/${name}`,
  text: read(`content/legal/${name}`),
}));

/** Every match of `pattern` in the copy, with the file it is in. */
function claims(pattern: RegExp, files = copy): { path: string; match: RegExpMatchArray }[] {
  return files.flatMap(({ path, text }) => [...text.matchAll(pattern)].map((match) => ({ path, match })));
}

const numberWords: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/** "India, the United Kingdom, Canada and the United States" → the four names. */
function listed(list: string): string[] {
  return list
    .split(/, | and /)
    .map((name) => name.replace(/^the /, "").trim())
    .filter(Boolean);
}

describe("the claims in the copy agree with the data", () => {
  it("names the offices of the footer's office block, and counts them right", () => {
    const countries = Object.values(footer.offices).map((office) => office.country);
    const lists = claims(/offices,? in ((?:the )?[A-Z][\w ]+(?:, (?:the )?[A-Z][\w ]+)* and (?:the )?[A-Z][\w ]+)/g, [
      ...copy,
      ...legal,
    ]);
    expect(lists.length).toBeGreaterThanOrEqual(2);
    for (const { path, match } of lists) expect(listed(match[1] ?? ""), path).toEqual(countries);
    for (const { path, match } of claims(/\b(two|three|four|five|six|seven|eight) offices\b/gi)) {
      expect(numberWords[(match[1] ?? "").toLowerCase()], path).toBe(countries.length);
    }
    const contact = JSON.parse(read("content/pages/marketing.json")) as {
      path: string;
      sections: { id: string; bullets?: string[] }[];
    }[];
    const offices = contact.find((page) => page.path === "/contactus")?.sections.find((s) => s.id === "offices");
    expect(offices?.bullets).toEqual(countries);
  });

  it("claims no more predefined NLPs than the catalogue in content/assets holds, and always the same figure", () => {
    const nlpFiles = readdirSync(join(root, "content/assets/nlps"));
    const nlpCount = nlpFiles.reduce(
      (sum, file) => sum + (read(`content/assets/nlps/${file}`).match(/^\s*- id: /gm)?.length ?? 0),
      0,
    );
    const figures = claims(/\b(?:over |more than )?(\d[\d,]*)\+? predefined NLPs/gi).map(({ path, match }) => ({
      path,
      figure: Number((match[1] ?? "").replace(/,/g, "")),
    }));
    expect(figures.length).toBeGreaterThanOrEqual(5);
    for (const { path, figure } of figures) {
      expect(figure, path).toBe(700);
      expect(nlpCount, `${path} claims over ${figure}`).toBeGreaterThan(figure);
    }
  });

  it("names plans only as content/plans.ts does, and counts them right", () => {
    const names: string[] = planCatalogue.plans.map((plan) => plan.name);
    const mentions = claims(
      /\b(Cloud (?:Basic|Professional|Pro|Enterprise|Starter|Team|Free)\b|On[- ]Premises? Enterprise|(?:and|or) Enterprise plans?)/g,
    );
    expect(mentions.length).toBeGreaterThanOrEqual(10);
    for (const { path, match } of mentions) expect(names, `${path}: "${match[0]}"`).toContain(match[1]);
    for (const { path } of claims(/compares all (two|three|four)\b/g)) {
      expect(names.length, path).toBe(3);
    }
    const cloudPlans = planCatalogue.plans.filter((plan) => plan.id.startsWith("cloud-")).length;
    for (const { path, match } of claims(/available on (two|three|four) cloud plans/g)) {
      expect(numberWords[match[1] ?? ""], path).toBe(cloudPlans);
    }
  });

  it("states the prices, limits and trial of content/plans.ts in the pricing FAQs", () => {
    const answer = (start: string) => pricingFaqs.find((faq) => faq.question.startsWith(start))?.answer ?? "";
    const [basic, professional] = planCatalogue.plans;
    const billing = answer("How is Cloud Professional billed?");
    if (professional?.price.kind !== "per-user") throw new Error("Cloud Professional has a price per user");
    expect(billing).toContain(`$${professional.price.monthly} a month billed monthly`);
    expect(billing).toContain(`$${professional.price.yearly} a month billed yearly`);
    expect(billing).toContain(`${planCatalogue.trial.days}-day trial`);
    expect(planCatalogue.trial.plan).toBe(professional.id);
    const free = answer("Is Cloud Basic really free?").match(/up to (\w+) concurrent executions/)?.[1] ?? "";
    expect(numberWords[free]).toBe(basic?.maxParallel);
    for (const { path, match } of claims(/free (\d+)-day (Cloud \w+) trial/g)) {
      expect(Number(match[1]), path).toBe(planCatalogue.trial.days);
      expect(match[2], path).toBe(professional.name);
    }
  });

  it("promises 24/7 Support on exactly the plans that include it", () => {
    const withSupport = planCatalogue.plans.filter((plan) => plan.support.startsWith("24/7")).map((plan) => plan.name);
    const body = readyToGetStarted.perks.support.body;
    for (const plan of planCatalogue.plans) {
      expect(body.includes(plan.name), plan.name).toBe(withSupport.includes(plan.name));
    }
    // The free plan has no 24/7 Support, so the copy says who gets it.
    expect(planCatalogue.plans.some((plan) => plan.price.kind === "free" && plan.support.startsWith("24/7"))).toBe(
      false,
    );
    for (const { path, match } of claims(/[^."]*24\/7 Support[^."]*/g)) {
      if (/\bcustomers\b/i.test(match[0])) expect(match[0], path).toMatch(/paid plan|Professional|Enterprise/);
    }
  });

  it("lists every tool that has an integration guide in the docs wherever it lists the integrations", () => {
    const toolNames: Record<string, string> = {
      "azure-devops": "Azure",
      bitbucket: "Bitbucket",
      github: "GitHub",
      gitlab: "GitLab",
      jenkins: "Jenkins",
      jira: "Jira",
      slack: "Slack",
    };
    const guides = readdirSync(join(root, "content/docs/configuration"))
      .map((file) => file.match(/^(.+)-integration\.md$/)?.[1])
      .filter((slug): slug is string => Boolean(slug) && !/provider|test-lab|farm/.test(slug ?? ""));
    expect(guides.sort()).toEqual(Object.keys(toolNames).sort());
    const tools = Object.values(toolNames);
    const lists = claims(/(?:Integrations(?: with)?:?|integrations:|integrates with) ([A-Z][^."\n]*)/g).filter(
      ({ match }) => tools.filter((tool) => (match[1] ?? "").includes(tool)).length >= 3,
    );
    expect(lists.length).toBeGreaterThanOrEqual(3);
    for (const { path, match } of lists) {
      const sentence = match[0];
      // A release note's "adds … integrations with GitHub, …" names only what it added, so it is not read.
      for (const tool of tools) expect(sentence, `${path} leaves out ${tool}`).toContain(tool);
    }
  });

  it("names the industries of the customers in content/customers.ts wherever it lists whom Ignitest serves", () => {
    // Streaming and broadcast media are one industry in a sentence: "media".
    const industries = [
      ...new Set(
        customers.map((customer) =>
          customer.industry.toLowerCase().replace(/^(streaming media|media and .*)$/, "media"),
        ),
      ),
    ].sort();
    const lists = claims(/teams in ([a-z]+(?:, [a-z]+)+,? and [a-z]+)/g);
    expect(lists.length).toBeGreaterThanOrEqual(3);
    for (const { path, match } of lists) expect(listed(match[1] ?? "").sort(), path).toEqual(industries);
  });

  it("dates each release as its release note does, and calls the newest one current", () => {
    const notes = readdirSync(join(root, "content/release-notes")).map((file) => {
      const text = read(`content/release-notes/${file}`);
      const version = text.match(/^version: "([\d.]+)"$/m)?.[1] ?? "";
      const [year, month] = (text.match(/^date: (\d{4})-(\d{2})-\d{2}$/m) ?? []).slice(1).map(Number);
      return { version, date: `${months[(month ?? 0) - 1]} ${year}` };
    });
    const dated = claims(/Ignitest ([\d.]+), released in (\w+ \d{4})/g);
    expect(dated.length).toBeGreaterThanOrEqual(notes.length);
    for (const { path, match } of dated) {
      expect(notes.find((note) => note.version === match[1])?.date, `${path}: ${match[0]}`).toBe(match[2]);
    }
    const newest = notes
      .map((note) => note.version)
      .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
      .at(-1);
    for (const { path, match } of claims(/Ignitest ([\d.]+)[^."]*is the current version/g)) {
      expect(match[1], path).toBe(newest);
    }
  });

  it("counts the academy's lessons and practice tests as the academy holds them", () => {
    const practiceTests = JSON.stringify(academyMenu).match(/"practiceTest":/g)?.length ?? 0;
    for (const { path, match } of claims(/\b(six|Six|seven|Seven|five|Five) practice tests\b/g)) {
      expect(numberWords[(match[1] ?? "").toLowerCase()], path).toBe(practiceTests);
    }
    for (const { path, match } of claims(/more than (\d+) (?:short )?lessons/g)) {
      expect(academyVideos.length, path).toBeGreaterThan(Number(match[1]));
    }
    const webLessons = academyVideos.filter((video) => video.group === "Web Automation").length;
    for (const { path, match } of claims(/Web Automation[^."]*?about (\d+) topics/g)) {
      expect(Math.abs(webLessons - Number(match[1])), path).toBeLessThanOrEqual(2);
    }
  });
});
