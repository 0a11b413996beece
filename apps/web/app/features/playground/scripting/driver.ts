/**
 * window.ignitestPlayground: plays a list of timed actions (engine/scripting.ts)
 * with a visible cursor and a click ripple drawn over the page, so a build
 * script can record a lesson (docs/playground.md#scripting). Installed by the
 * playground's screen only, removed when it unmounts.
 */
import { type ActionScript, resolveLocator, type ScriptAction } from "../engine";
import { moveCursor, removeOverlay, ripple } from "./cursor";

export interface PlayResult {
  ok: boolean;
  /** Actions played; on failure, the index of the action that failed is `played`. */
  played: number;
  error?: string;
}

export interface PlaygroundDriver {
  readonly version: 1;
  /** Plays the script from now; resolves when the last action ends, or on the first error. */
  play(script: unknown): Promise<PlayResult>;
  /** Stops a script being played (its promise resolves with what was played). */
  stop(): void;
}

declare global {
  interface Window {
    ignitestPlayground?: PlaygroundDriver;
  }
}

type Point = { x: number; y: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function findTarget(target: ScriptAction["target"], frame: HTMLIFrameElement | null): { el: Element; at: Point } {
  if (target === undefined) throw new Error("the action needs a target");
  let el: Element | null | undefined;
  let offset: Point = { x: 0, y: 0 };
  if (typeof target === "string") {
    el = document.querySelector(`[data-playground="${CSS.escape(target)}"]`);
    if (!el) throw new Error(`no playground control named "${target}"`);
  } else {
    const doc = frame?.contentDocument;
    if (!frame || !doc) throw new Error("the sample app is not loaded");
    const matches = resolveLocator(doc, target);
    if (matches.length !== 1) throw new Error(`the locator found ${matches.length} elements, not 1`);
    el = matches[0];
    const frameRect = frame.getBoundingClientRect();
    offset = { x: frameRect.left + frame.clientLeft, y: frameRect.top + frame.clientTop };
  }
  const element = el as Element;
  (element as HTMLElement).scrollIntoView?.({ block: "nearest" });
  const rect = element.getBoundingClientRect();
  return { el: element, at: { x: offset.x + rect.left + rect.width / 2, y: offset.y + rect.top + rect.height / 2 } };
}

/** Sets a field's value so that React and plain scripts both see the change. */
function setValue(el: Element, value: string) {
  const view = el.ownerDocument.defaultView ?? window;
  const proto = el.localName === "textarea" ? view.HTMLTextAreaElement.prototype : view.HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, value);
  el.dispatchEvent(new view.Event("input", { bubbles: true }));
}

function pressKeys(text: string) {
  const frameFocus = document.activeElement?.localName === "iframe";
  const doc = frameFocus ? ((document.activeElement as HTMLIFrameElement).contentDocument ?? document) : document;
  const target = doc.activeElement ?? doc.body;
  const view = doc.defaultView ?? window;
  const parts = text.split("+");
  const key = parts.pop() ?? "";
  const mods = {
    ctrlKey: parts.includes("Control"),
    shiftKey: parts.includes("Shift"),
    altKey: parts.includes("Alt"),
    metaKey: parts.includes("Meta"),
  };
  target.dispatchEvent(new view.KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...mods }));
  target.dispatchEvent(new view.KeyboardEvent("keyup", { key, bubbles: true, cancelable: true, ...mods }));
}

export function createDriver(getFrame: () => HTMLIFrameElement | null): PlaygroundDriver {
  let token = 0;
  return {
    version: 1,
    stop() {
      token++;
      removeOverlay();
    },
    async play(input: unknown): Promise<PlayResult> {
      // The schema (and zod) load with the first script, not with the playground (docs/performance.md#the-playground).
      const { ActionScriptSchema } = await import("../engine/scripting");
      const parsed = ActionScriptSchema.safeParse(input);
      if (!parsed.success) return { ok: false, played: 0, error: parsed.error.issues[0]?.message ?? "not a script" };
      const script: ActionScript = parsed.data;
      const mine = ++token;
      const start = performance.now();
      for (const [index, action] of script.entries()) {
        const wait = start + action.at - performance.now();
        if (wait > 0) await sleep(wait);
        if (mine !== token) return { ok: false, played: index, error: "stopped" };
        try {
          await playAction(action, getFrame());
        } catch (error) {
          return { ok: false, played: index, error: error instanceof Error ? error.message : String(error) };
        }
      }
      return { ok: true, played: script.length };
    },
  };
}

async function playAction(action: ScriptAction, frame: HTMLIFrameElement | null) {
  if (action.do === "wait") return;
  if (action.do === "press") {
    pressKeys(action.text ?? "");
    return;
  }
  const { el, at } = findTarget(action.target, frame);
  await moveCursor(at);
  if (action.do === "move") return;
  ripple(at);
  (el as HTMLElement).focus?.();
  if (action.do === "click") {
    (el as HTMLElement).click();
    return;
  }
  let value = "";
  for (const char of action.text ?? "") {
    value += char;
    setValue(el, value);
    await sleep(45);
  }
}
