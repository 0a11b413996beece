/**
 * Records a scene on the product itself: opens its place (a Platform demo area and its tab, the
 * playground, a page of this site), then, sentence by sentence, moves the cursor to what the
 * narration names and does what it says: clicks a control it tells the learner to click, types
 * the scene's value into a field it names, chooses an option; anything else it rings while it is
 * spoken. What the narration names but the page does not show is reported, not faked.
 */
import type { LessonScript } from "@ignitest/contracts/lessons";
import type { Locator } from "playwright";
import { escapeRegExp } from "../lexicon";
import { addStep, showStep } from "./editor-steps";
import { fieldKind, locate, reach } from "./locate";
import type { Place } from "./places";
import { type Box, HEIGHT, type Stage } from "./stage";

type Scene = LessonScript["scenes"][number];
export type Span = { start: number; end: number };

/** A verb that tells the learner to act on what the sentence names. */
const acts = /\b(click|open|choose|select|press|pick|switch|turn|go to|tick|expand|add)\b/i;
/** The longest the picture may stay still while narration plays (the content check's limit is 8 s). */
const MAX_STILL = 6;

/** Opens `place` in the stage's page and waits until it is ready to be used, ticking its paused clock. */
export async function openPlace(stage: Stage, origin: string, place: Extract<Place, { kind: "page" }>) {
  const { page } = stage;
  await page.goto(new URL(place.path, origin).href);
  await stage.waitFor(
    () =>
      page.evaluate(
        (playground) =>
          document.documentElement.dataset.mounted === "true" &&
          !/Loading the demo/.test(document.body.textContent ?? "") &&
          (!playground || "ignitestPlayground" in window),
        place.path === "/playground",
      ),
    200,
  );
  await stage.dress();
  // The product fills the picture: the site's header, the page's introduction and the demo's own
  // banner are scrolled away; a demo area keeps its menus at the top, as the product's screens do.
  await page.evaluate(() => {
    const top =
      document.querySelector("nav[aria-label='Platform demo']") ??
      document.querySelector("[aria-label=Playground]") ??
      document.querySelector("main");
    if (top) window.scrollTo(0, top.getBoundingClientRect().top + window.scrollY - 12);
  });
  if (place.device) await page.locator("[data-playground=viewport]").selectOption(place.device);
  await stage.tick(300);
}

/** The view a scene's screen shows, if it has one (title, summary and code screens do not). */
const viewOf = (scene: Scene) => ("view" in scene.screen ? scene.screen.view : undefined);

/** The value the scene gives for the field labelled `label` (a form's field, a quoted input). */
function valueFor(scene: Scene, label: string): string | undefined {
  const view = viewOf(scene);
  if (view?.kind === "form") return view.fields.find((f) => f.label === label)?.value || undefined;
  return undefined;
}

/**
 * Opens the place's tab: on a page the scene goes on with, with the cursor, as the scene's first
 * act; on a page just opened, before its first frame, as a link to that tab would open it.
 */
async function openTab(stage: Stage, tab: string, shown: boolean): Promise<boolean> {
  // A dialog the last scene left open hides the page behind it: if the scene is on another tab,
  // it is closed as a user closes it; on the same tab, the scene goes on in it.
  const behind = stage.page.getByRole("tab", { name: tab, exact: true, includeHidden: true }).first();
  const sameTab = (await behind.count()) > 0 && (await behind.getAttribute("aria-selected")) === "true";
  if (sameTab) return true;
  if (shown && (await stage.page.getByRole("dialog").filter({ visible: true }).count()) > 0) {
    await stage.page.keyboard.press("Escape");
    await stage.tick(200);
    await stage.snap();
  }
  const control = stage.page.getByRole("tab", { name: tab, exact: true }).filter({ visible: true }).first();
  // An area draws its tabs once its data is read: on a busy machine that is after the page is ready.
  if (!(await stage.waitFor(async () => (await control.count()) > 0, 100))) return false;
  if ((await control.getAttribute("aria-selected")) === "true") return true;
  if (shown) {
    const box = await reach(stage, control);
    if (!box) return false;
    await stage.glide({ x: box.x + box.w / 2, y: box.y + box.h / 2 });
    await stage.ripple();
  }
  await control.click();
  await stage.tick(200);
  await stage.dress();
  return true;
}

/**
 * What opens the scene's form when the page does not show it yet: a button named as the form
 * ("New Suite"; of "Search screen, Add Element" the last part first), else the Edit button of
 * the row of the object it edits ("Nightly Regression").
 */
async function openerOf(stage: Stage, names: readonly string[]): Promise<Locator | undefined> {
  for (const name of names) {
    const exactly = new RegExp(`^${escapeRegExp(name)}$`, "i");
    const button = stage.page.getByRole("button", { name: exactly }).filter({ visible: true }).first();
    if ((await button.count()) > 0) return button;
    const edit = stage.page
      .getByRole("row")
      .filter({ hasText: name })
      .getByRole("button", { name: /^(Edit|Settings|Open)\b/ })
      .filter({ visible: true })
      .first();
    if ((await edit.count()) > 0) return edit;
  }
  return undefined;
}

/** Opens what the scene shows (a form, the API test) with the cursor, if the page does not show it yet. */
async function openScreen(stage: Stage, scene: Scene, opener: string | undefined) {
  const view = viewOf(scene);
  const first = scene.narration.find((n) => n.focus)?.focus;
  if (first && (await locate(stage.page, first))) return;
  const names = [...(opener ? [opener] : []), ...(view?.kind === "form" ? view.title.split(", ").reverse() : [])];
  const control = await openerOf(stage, names);
  if (!control) return;
  const box = await reach(stage, control);
  if (!box) return;
  await stage.glide({ x: box.x + box.w / 2, y: box.y + box.h / 2 });
  await stage.ripple();
  await control.click({ timeout: 3000 }).catch(() => undefined);
  await stage.tick(300);
  await stage.dress();
  await stage.snap();
}

type Acted = { box?: Box; missing?: string } | undefined;

/** Does one sentence's act; gives the ringed box (for the captions to keep clear of), or what it did not find. */
async function act(
  stage: Stage,
  scene: Scene,
  sentence: Scene["narration"][number],
  span: Span,
  added: Set<string>,
): Promise<Acted> {
  if (!sentence.focus) return undefined;
  const found = await locate(stage.page, sentence.focus);
  const view = viewOf(scene);
  const step = view?.kind === "steps" ? view.steps.find((s) => s.nlp === sentence.focus) : undefined;
  if (!found && step) {
    // Added once; named again, the step is shown and its input typed.
    if (!added.has(step.nlp) && !(await addStep(stage, step.nlp, span.end - stage.t))) return { missing: step.nlp };
    added.add(step.nlp);
    const box = await showStep(stage, step.input, span.end - stage.t);
    return box ? { box } : { missing: step.nlp };
  }
  if (!found) return { missing: sentence.focus };
  const reached = await reach(stage, found.locator);
  if (!reached) return { missing: sentence.focus };
  // What the sentence names is a whole panel: the cursor goes to it, but a ring round half the picture says nothing.
  const box = reached.h > HEIGHT / 2 ? undefined : reached;
  const aim = box ?? { ...reached, y: Math.max(0, reached.y), h: 48 };
  await stage.glide({ x: aim.x + Math.min(aim.w / 2, 60), y: aim.y + aim.h / 2 });
  await stage.ring(box);
  await stage.snap();
  const field = found.kind === "field" || found.kind === "control" ? await fieldKind(found.locator) : undefined;
  const value = valueFor(scene, sentence.focus);
  const time = Math.max(0.5, span.end - stage.t - 0.5);
  if (field === "text" && value) {
    await stage.ripple();
    await found.locator.click();
    await found.locator.fill("");
    await stage.type(value, Math.min(time * 0.6, 3));
  } else if (field === "select" && value) {
    await stage.ripple();
    const options = await found.locator.locator("option").allTextContents();
    if (options.includes(value)) await found.locator.selectOption({ label: value });
  } else if (
    acts.test(sentence.say) &&
    found.kind === "control" &&
    !/\b(delete|remove|sign out)\b/i.test(sentence.focus)
  ) {
    await stage.ripple();
    await stage.ring(undefined);
    const path = new URL(stage.page.url()).pathname;
    await found.locator.click({ timeout: 3000 }).catch(() => undefined);
    await stage.tick(300);
    // A link that leaves the product is followed no further: the lesson stays on its screen.
    if (new URL(stage.page.url()).pathname !== path) await stage.page.goBack();
    await stage.dress();
  }
  return { box };
}

/** Goes on to `seconds`; where the picture would stand still longer than MAX_STILL, the cursor follows along what is being read. */
async function keepMoving(stage: Stage, seconds: number) {
  while (seconds - stage.lastChange > MAX_STILL) {
    const before = stage.frames.length;
    await stage.until(stage.lastChange + MAX_STILL - 0.5);
    const c = stage.cursor ?? { x: 640, y: 360 };
    // Back and forth along the line being read: right from the left half, left from the right.
    await stage.glide({ x: c.x < 640 ? c.x + 48 : c.x - 48, y: c.y }, 0.4);
    if (stage.frames.length === before) break;
  }
  await stage.until(seconds);
}

/** Records `scene` on its page (`opened`: just opened for it), each sentence from its span's start; gives each sentence's ringed box and what was not found. */
export async function recordProductScene(
  stage: Stage,
  scene: Scene,
  spans: readonly Span[],
  place: { tab?: string; opener?: string },
  opened: boolean,
): Promise<{ boxes: Array<Box | undefined>; missing: string[] }> {
  const boxes: Array<Box | undefined> = [];
  const missing: string[] = [];
  const added = new Set<string>();
  const { tab } = place;
  if (tab && opened && !(await openTab(stage, tab, false))) missing.push(`tab ${tab}`);
  await stage.snap();
  if (tab && !opened && !(await openTab(stage, tab, true))) missing.push(`tab ${tab}`);
  await openScreen(stage, scene, place.opener);
  for (const [n, sentence] of scene.narration.entries()) {
    const span = spans[n] as Span;
    await keepMoving(stage, span.start);
    await stage.ring(undefined);
    const done = await act(stage, scene, sentence, span, added);
    if (done?.missing) missing.push(done.missing);
    boxes.push(done?.box);
    await stage.snap();
    await keepMoving(stage, span.end - 0.05);
  }
  return { boxes, missing };
}
