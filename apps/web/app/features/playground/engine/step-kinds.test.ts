// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeLayout, mountFrame } from "../test/fixture-frame";
import { SHOP_PAGE } from "../test/shop-fixture";
import type { ActionContext } from "./action-context";
import { runAction, type VisualContext } from "./run-action";
import type { Action } from "./step-kinds";

const visual: VisualContext = {
  capture: async () => "data:image/png;base64,AAAA",
  compare: async () => ({ ratio: 0, diff: "" }),
  tolerance: 0.0001,
};

function setup(html = SHOP_PAGE) {
  const { frame, doc } = mountFrame(html, "Trail shop – Sign in");
  const ctx: ActionContext = { frame, layout: fakeLayout, timeoutMs: 300, navigate: vi.fn(async () => {}) };
  const run = (action: Action) => runAction(action, ctx, visual);
  return { frame, doc, ctx, run };
}

afterEach(() => {
  for (const frame of document.querySelectorAll("iframe")) frame.remove();
});

const id = (value: string) => ({ kind: "id", value }) as const;

describe("step kinds", () => {
  it("navigate loads the path in the frame through the navigator", async () => {
    const { run, ctx } = setup();
    expect(await run({ kind: "navigate", url: "/playground/apps/shop/" })).toEqual({ status: "passed" });
    expect(ctx.navigate).toHaveBeenCalledWith(ctx.frame, "/playground/apps/shop/");
  });

  it("click dispatches pointer, mouse and click events and focuses the button", async () => {
    const { run, doc } = setup();
    const seen: string[] = [];
    const button = doc.getElementById("sign-in") as HTMLButtonElement;
    for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup", "click"]) {
      button.addEventListener(type, (event) => {
        seen.push(type);
        if (type === "click") event.preventDefault();
      });
    }
    expect(await run({ kind: "click", target: { kind: "role", role: "button", name: "Sign in" } })).toEqual({
      status: "passed",
    });
    expect(seen).toEqual(["pointerdown", "mousedown", "pointerup", "mouseup", "click"]);
    expect(doc.activeElement?.id).toBe("sign-in");
  });

  it("click fails with the count when the locator finds several elements, and names the locator", async () => {
    const { run } = setup();
    const outcome = await run({ kind: "click", target: { kind: "role", role: "button", name: "Add to cart" } });
    expect(outcome).toMatchObject({
      status: "failed",
      failure: {
        reason: 'The locator role=button[name="Add to cart"] found 2 elements; the step needs exactly one.',
        expected: "1 element",
        actual: "2 elements",
      },
    });
  });

  it("click fails when nothing matches, on a disabled button, and on a covered one", async () => {
    const { run, doc } = setup();
    expect(await run({ kind: "click", target: id("nope") })).toMatchObject({
      failure: { reason: "The locator id=nope found no element." },
    });
    expect(await run({ kind: "click", target: { kind: "text", value: "Pay now" } })).toMatchObject({
      failure: { reason: "The element text=Pay now is disabled." },
    });
    doc.body.insertAdjacentHTML("beforeend", '<div class="modal" data-covers>Welcome</div>');
    expect(await run({ kind: "click", target: id("sign-in") })).toMatchObject({
      failure: { reason: 'The element id=sign-in is covered by <div class="modal">.' },
    });
  });

  it("click waits for an element that appears after a delay", async () => {
    const { run, doc } = setup();
    setTimeout(() => doc.body.insertAdjacentHTML("beforeend", "<button>Late</button>"), 100);
    expect(await run({ kind: "click", target: { kind: "text", value: "Late" } })).toEqual({ status: "passed" });
  });

  it("enter text replaces the value through the native setter, an input event per character and one change", async () => {
    const { run, doc } = setup();
    const email = doc.getElementById("email") as HTMLInputElement;
    email.value = "old";
    const events: string[] = [];
    email.addEventListener("input", () => events.push(`input:${email.value}`));
    email.addEventListener("change", () => events.push("change"));
    expect(await run({ kind: "enterText", target: { kind: "label", value: "Email" }, text: "a@b" })).toEqual({
      status: "passed",
    });
    expect(email.value).toBe("a@b");
    expect(events).toEqual(["input:", "input:a", "input:a@", "input:a@b", "change"]);
  });

  it("enter text sets a number field whole, and refuses an element that is not a field", async () => {
    const { run, doc } = setup();
    expect(await run({ kind: "enterText", target: id("qty"), text: "12.5" })).toEqual({ status: "passed" });
    expect((doc.getElementById("qty") as HTMLInputElement).value).toBe("12.5");
    expect(await run({ kind: "enterText", target: { kind: "testId", value: "total" }, text: "x" })).toMatchObject({
      failure: { reason: "The element testId=total is not a text field." },
    });
  });

  it("select option picks by visible text and fires change; a missing option lists the ones there are", async () => {
    const { run, doc } = setup();
    const size = doc.getElementById("size") as HTMLSelectElement;
    const changed = vi.fn();
    size.addEventListener("change", changed);
    expect(await run({ kind: "selectOption", target: id("size"), option: "Medium" })).toEqual({ status: "passed" });
    expect(size.value).toBe("m");
    expect(changed).toHaveBeenCalledOnce();
    expect(await run({ kind: "selectOption", target: id("size"), option: "Large" })).toMatchObject({
      failure: { reason: 'The dropdown has no option "Large".', actual: 'options "Choose", "Small", "Medium"' },
    });
  });

  it("check and uncheck click a checkbox only when its state differs", async () => {
    const { run, doc } = setup();
    const terms = doc.getElementById("terms") as HTMLInputElement;
    const clicks = vi.fn();
    terms.addEventListener("click", clicks);
    expect(await run({ kind: "check", target: { kind: "label", value: "I accept the terms" } })).toEqual({
      status: "passed",
    });
    expect(terms.checked).toBe(true);
    expect(await run({ kind: "check", target: id("terms") })).toEqual({ status: "passed" });
    expect(clicks).toHaveBeenCalledOnce();
    expect(await run({ kind: "uncheck", target: id("terms") })).toEqual({ status: "passed" });
    expect(terms.checked).toBe(false);
  });

  it("hover dispatches pointer and mouse over events", async () => {
    const { run, doc } = setup();
    const over = vi.fn();
    doc.getElementById("cart-link")?.addEventListener("mouseover", over);
    expect(await run({ kind: "hover", target: id("cart-link") })).toEqual({ status: "passed" });
    expect(over).toHaveBeenCalledOnce();
  });

  it("press key sends keydown and keyup; Enter in a field submits its form; Tab moves focus", async () => {
    const { run, doc } = setup();
    const form = doc.getElementById("login") as HTMLFormElement;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener("submit", submitted);
    const keys: string[] = [];
    doc.addEventListener("keydown", (event) => keys.push(`${event.ctrlKey ? "Control+" : ""}${event.key}`));
    expect(await run({ kind: "pressKey", keys: "Enter", target: id("email") })).toEqual({ status: "passed" });
    expect(submitted).toHaveBeenCalledOnce();
    expect(await run({ kind: "pressKey", keys: "Tab" })).toEqual({ status: "passed" });
    expect(doc.activeElement?.id).toBe("qty");
    expect(await run({ kind: "pressKey", keys: "Control+A" })).toEqual({ status: "passed" });
    expect(keys).toEqual(["Enter", "Tab", "Control+a"]);
    expect(await run({ kind: "pressKey", keys: "Control+" })).toMatchObject({ status: "failed" });
  });

  it("Escape closes the open dialog that holds the focus", async () => {
    const { run, doc } = setup(
      '<dialog open id="added"><p>Added to cart</p><button>Continue shopping</button></dialog>',
    );
    expect(
      await run({ kind: "pressKey", keys: "Escape", target: { kind: "text", value: "Continue shopping" } }),
    ).toEqual({
      status: "passed",
    });
    expect(doc.getElementById("added")?.hasAttribute("open")).toBe(false);
  });

  it("wait for element passes once it shows and fails with the reason after the timeout", async () => {
    const { run, doc } = setup();
    setTimeout(() => doc.getElementById("menu")?.removeAttribute("hidden"), 100);
    expect(await run({ kind: "waitForElement", target: id("menu") })).toEqual({ status: "passed" });
    expect(await run({ kind: "waitForElement", target: id("missing"), timeoutMs: 100 })).toMatchObject({
      failure: { reason: "The locator id=missing found no element." },
    });
  });

  it("verify text equals and contains, with expected against actual", async () => {
    const { run } = setup();
    const total = { kind: "testId", value: "total" } as const;
    expect(await run({ kind: "verifyText", target: total, expected: "Total: $0.00", match: "equals" })).toEqual({
      status: "passed",
    });
    expect(await run({ kind: "verifyText", target: total, expected: "$0.00", match: "contains" })).toEqual({
      status: "passed",
    });
    expect(await run({ kind: "verifyText", target: total, expected: "Total: $42.00", match: "equals" })).toMatchObject({
      status: "failed",
      failure: {
        reason: "The text of testId=total is not as expected.",
        expected: '"Total: $42.00"',
        actual: '"Total: $0.00"',
      },
    });
  });

  it("verify text waits for the text to change", async () => {
    const { run, doc } = setup();
    setTimeout(() => {
      (doc.querySelector("[data-testid=total]") as Element).textContent = "Total: $89.00";
    }, 100);
    const target = { kind: "testId", value: "total" } as const;
    expect(await run({ kind: "verifyText", target, expected: "$89.00", match: "contains" })).toEqual({
      status: "passed",
    });
  });

  it("verify value reads a field's value", async () => {
    const { run } = setup();
    expect(await run({ kind: "verifyValue", target: id("qty"), expected: "1" })).toEqual({ status: "passed" });
    expect(await run({ kind: "verifyValue", target: id("qty"), expected: "2" })).toMatchObject({
      failure: { expected: '"2"', actual: '"1"' },
    });
  });

  it("verify visible and not visible", async () => {
    const { run } = setup();
    expect(await run({ kind: "verifyVisible", target: id("email") })).toEqual({ status: "passed" });
    expect(await run({ kind: "verifyVisible", target: id("menu") })).toMatchObject({
      failure: { reason: "The element id=menu is not visible." },
    });
    expect(await run({ kind: "verifyNotVisible", target: id("menu") })).toEqual({ status: "passed" });
    expect(await run({ kind: "verifyNotVisible", target: id("gone") })).toEqual({ status: "passed" });
    expect(await run({ kind: "verifyNotVisible", target: id("email") })).toMatchObject({
      failure: { reason: "The element id=email is visible.", expected: "not visible", actual: "visible" },
    });
  });

  it("verify count compares the number of matches", async () => {
    const { run } = setup();
    const products = { kind: "testId", value: "product" } as const;
    expect(await run({ kind: "verifyCount", target: products, count: 2 })).toEqual({ status: "passed" });
    expect(await run({ kind: "verifyCount", target: products, count: 3 })).toMatchObject({
      failure: {
        reason: "The locator testId=product found 2 elements, not 3.",
        expected: "3 elements",
        actual: "2 elements",
      },
    });
  });

  it("verify URL and title", async () => {
    const { run } = setup();
    // The fixture frame is about:blank; a path is compared with the page's path.
    expect(await run({ kind: "verifyUrl", expected: "about:blank", match: "equals" })).toEqual({ status: "passed" });
    expect(await run({ kind: "verifyUrl", expected: "blank", match: "contains" })).toEqual({ status: "passed" });
    expect(await run({ kind: "verifyUrl", expected: "/playground/apps/shop/", match: "equals" })).toMatchObject({
      failure: {
        reason: "The page's URL is not as expected.",
        expected: '"/playground/apps/shop/"',
        actual: '"blank"',
      },
    });
    expect(await run({ kind: "verifyTitle", expected: "Trail shop – Sign in", match: "equals" })).toEqual({
      status: "passed",
    });
    expect(await run({ kind: "verifyTitle", expected: "Checkout", match: "contains" })).toMatchObject({
      failure: { expected: 'contains "Checkout"', actual: '"Trail shop – Sign in"' },
    });
  });

  it("visual checkpoint saves a first picture as the baseline, then compares with it", async () => {
    const { ctx } = setup();
    const first = await runAction({ kind: "visualCheckpoint", baseline: "home" }, ctx, visual);
    expect(first).toMatchObject({ status: "passed", baseline: "data:image/png;base64,AAAA" });
    const same = await runAction({ kind: "visualCheckpoint", baseline: "home" }, ctx, { ...visual, baseline: "b" });
    expect(same).toEqual({ status: "passed" });
    const differs = await runAction({ kind: "visualCheckpoint", baseline: "home" }, ctx, {
      ...visual,
      baseline: "b",
      compare: async () => ({ ratio: 0.05, diff: "data:image/png;base64,DIFF" }),
    });
    expect(differs).toEqual({
      status: "failed",
      failure: {
        reason: "The page does not match its visual baseline.",
        expected: "at most 0.01% of pixels differ",
        actual: "5.00% of pixels differ",
      },
      picture: "data:image/png;base64,DIFF",
    });
  });
});
