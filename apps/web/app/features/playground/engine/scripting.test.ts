import { describe, expect, it } from "vitest";
import { ActionScriptSchema } from "./scripting";

describe("ActionScriptSchema", () => {
  it("accepts timed moves, clicks, typing, key presses and waits", () => {
    const script = [
      { at: 0, do: "move", target: { kind: "label", value: "Email" } },
      { at: 400, do: "type", target: { kind: "label", value: "Email" }, text: "qa@example.com" },
      { at: 2000, do: "press", text: "Enter" },
      { at: 2500, do: "click", target: "run-test" },
      { at: 6000, do: "wait" },
    ];
    expect(ActionScriptSchema.safeParse(script).success).toBe(true);
  });

  it("refuses an action without what it needs, and actions out of time order", () => {
    expect(ActionScriptSchema.safeParse([{ at: 0, do: "click" }]).error?.issues[0]?.message).toBe(
      '"click" needs a target',
    );
    expect(ActionScriptSchema.safeParse([{ at: 0, do: "press" }]).error?.issues[0]?.message).toBe(
      '"press" needs a text',
    );
    expect(
      ActionScriptSchema.safeParse([
        { at: 500, do: "wait" },
        { at: 100, do: "wait" },
      ]).success,
    ).toBe(false);
  });
});
