/**
 * Finds what a sentence's `focus` names on the recorded page, as a learner would look for it:
 * a control by its role and name, a field by its label, a column by its heading, then any
 * text; exact names before partial ones; the page first, then the sample app's frame.
 */
import type { Frame, Locator, Page } from "playwright";
import { type Box, HEIGHT, type Stage } from "./stage";

export type Found = { locator: Locator; kind: "field" | "control" | "text" };

const controls = ["tab", "button", "link", "menuitem", "option", "radio", "checkbox", "switch"] as const;

function candidates(root: Page | Frame, name: string, exact: boolean): Array<[Locator, Found["kind"]]> {
  return [
    ...controls.map((role): [Locator, Found["kind"]] => [root.getByRole(role, { name, exact }), "control"]),
    [root.getByLabel(name, { exact }), "field"],
    [root.getByRole("columnheader", { name, exact }), "text"],
    [root.getByRole("heading", { name, exact }), "text"],
    [root.getByRole("cell", { name, exact }), "text"],
    [root.getByText(name, { exact }), "text"],
  ];
}

/** The first visible element `focus` names, or undefined. */
export async function locate(page: Page, focus: string): Promise<Found | undefined> {
  const roots: Array<Page | Frame> = [page, ...page.frames().filter((f) => f !== page.mainFrame())];
  for (const exact of [true, false])
    for (const root of roots)
      for (const [locator, kind] of candidates(root, focus, exact)) {
        const visible = locator.filter({ visible: true });
        if ((await visible.count()) > 0) return { locator: visible.first(), kind };
      }
  return undefined;
}

/** Whether the element is a field to fill (input, select, textarea) and which. */
export async function fieldKind(locator: Locator): Promise<"select" | "text" | "toggle" | undefined> {
  return locator.evaluate((el) => {
    if (el instanceof HTMLSelectElement) return "select";
    if (el instanceof HTMLTextAreaElement) return "text";
    if (el instanceof HTMLInputElement)
      return ["checkbox", "radio"].includes(el.type)
        ? "toggle"
        : ["text", "email", "password", "search", "url", "number", "tel", ""].includes(el.type)
          ? "text"
          : undefined;
    if (el.getAttribute("role") === "switch" || el.getAttribute("role") === "checkbox") return "toggle";
    return undefined;
  });
}

export async function boxOf(locator: Locator): Promise<Box | undefined> {
  const b = await locator.boundingBox();
  return b ? { x: Math.round(b.x), y: Math.round(b.y), w: Math.round(b.width), h: Math.round(b.height) } : undefined;
}

/** Brings `locator` into the picture, as a user scrolls to it, and gives its box. */
export async function reach(stage: Stage, locator: Locator): Promise<Box | undefined> {
  const before = await boxOf(locator);
  if (before && before.y >= 0 && before.y + before.h <= HEIGHT) return before;
  await locator.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await stage.dress();
  return boxOf(locator);
}
