// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDriver } from "./driver";

beforeEach(() => {
  // Reduced motion: the cursor jumps instead of gliding, so the tests do not wait for animation frames.
  window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  document.body.innerHTML = "";
});

function frameWith(html: string): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  (frame.contentDocument as Document).body.innerHTML = html;
  return frame;
}

describe("window.ignitestPlayground's driver", () => {
  it("clicks a playground control and types into a field of the frame, with the cursor drawn over the page", async () => {
    const run = vi.fn();
    document.body.innerHTML = '<button type="button" data-playground="run-test">Run test</button>';
    document.querySelector("button")?.addEventListener("click", run);
    const frame = frameWith('<label>Email <input id="email"></label>');
    const driver = createDriver(() => frame);
    const result = await driver.play([
      { at: 0, do: "type", target: { kind: "label", value: "Email" }, text: "ab" },
      { at: 10, do: "click", target: "run-test" },
    ]);
    expect(result).toEqual({ ok: true, played: 2 });
    expect(frame.contentDocument?.getElementById("email")).toHaveProperty("value", "ab");
    expect(run).toHaveBeenCalledOnce();
    expect(document.querySelector("[data-playground-cursor]")).not.toBeNull();
  });

  it("plays nothing of a script that does not parse, and names the action that fails", async () => {
    const driver = createDriver(() => null);
    expect(await driver.play([{ at: 0, do: "click" }])).toMatchObject({
      ok: false,
      played: 0,
      error: '"click" needs a target',
    });
    expect(
      await driver.play([
        { at: 0, do: "wait" },
        { at: 0, do: "click", target: "missing" },
      ]),
    ).toEqual({
      ok: false,
      played: 1,
      error: 'no playground control named "missing"',
    });
  });
});
