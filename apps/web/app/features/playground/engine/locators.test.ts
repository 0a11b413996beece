// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { mountFrame } from "../test/fixture-frame";
import { collectInteractiveElements, listInteractiveElements } from "./interactive-elements";
import { type LocatorCandidate, locatorCandidates, rankCandidates } from "./locator-candidates";
import { formatLocator, parseLocatorText } from "./locator-format";
import { locatorSyntaxProblem, resolveLocator } from "./resolve-locator";

const FIXTURE = `
  <header><nav><a href="/playground/apps/shop/">Home</a><a href="/playground/apps/shop/cart.html">Cart</a></nav></header>
  <main>
    <h1>Sign in</h1>
    <form id="login-form">
      <label for="login-email">Email</label>
      <input id="login-email" type="email" data-testid="email-input">
      <label>Password <input id=":r1:" type="password"></label>
      <input aria-label="Remember me" type="checkbox" id="ember123">
      <button type="submit" class="btn btn-primary">Sign in</button>
      <button type="button" hidden>Sign in</button>
    </form>
    <ul class="products">
      <li><span>Trail shoes</span><button class="add">Add to cart</button></li>
      <li><span>Rain jacket</span><button class="add">Add to cart</button></li>
    </ul>
    <div data-testid="total">Total: <b>$0.00</b></div>
  </main>`;

let doc: Document;
beforeEach(() => {
  doc = mountFrame(FIXTURE).doc;
});

const byKind = (candidates: LocatorCandidate[]) => Object.fromEntries(candidates.map((c) => [c.locator.kind, c]));

describe("resolveLocator", () => {
  it("finds by role and accessible name, leaving hidden elements out", () => {
    expect(resolveLocator(doc, { kind: "role", role: "button", name: "Sign in" })).toHaveLength(1);
    expect(resolveLocator(doc, { kind: "role", role: "button", name: "Add to cart" })).toHaveLength(2);
    expect(resolveLocator(doc, { kind: "role", role: "button", name: "" })).toHaveLength(3);
    expect(resolveLocator(doc, { kind: "role", role: "link", name: "Checkout" })).toHaveLength(0);
  });

  it("finds by test id, label (for=, wrapping label, aria-label), text, id, CSS and XPath", () => {
    expect(resolveLocator(doc, { kind: "testId", value: "email-input" })[0]?.id).toBe("login-email");
    expect(resolveLocator(doc, { kind: "label", value: "Email" })[0]?.id).toBe("login-email");
    expect(resolveLocator(doc, { kind: "label", value: "Password" })[0]?.id).toBe(":r1:");
    expect(resolveLocator(doc, { kind: "label", value: "Remember me" })[0]?.id).toBe("ember123");
    expect(resolveLocator(doc, { kind: "text", value: "Trail shoes" })).toHaveLength(1);
    expect(resolveLocator(doc, { kind: "text", value: "Total: $0.00" })[0]?.getAttribute("data-testid")).toBe("total");
    expect(resolveLocator(doc, { kind: "id", value: ":r1:" })).toHaveLength(1);
    expect(resolveLocator(doc, { kind: "css", value: "ul.products button.add" })).toHaveLength(2);
    expect(resolveLocator(doc, { kind: "xpath", value: "//ul/li[2]/span" })[0]?.textContent).toBe("Rain jacket");
  });

  it("matches nothing for a CSS or XPath that does not parse, and says why", () => {
    expect(resolveLocator(doc, { kind: "css", value: "button[" })).toEqual([]);
    expect(resolveLocator(doc, { kind: "xpath", value: "//li[" })).toEqual([]);
    expect(locatorSyntaxProblem(doc, { kind: "css", value: "button[" })).toBe("is not a valid CSS selector");
    expect(locatorSyntaxProblem(doc, { kind: "xpath", value: "//li[" })).toBe("is not a valid XPath expression");
    expect(locatorSyntaxProblem(doc, { kind: "css", value: "button" })).toBeUndefined();
  });
});

describe("locatorCandidates", () => {
  it("offers every kind that applies, each with its match count, unique and durable first", () => {
    const email = doc.getElementById("login-email") as Element;
    const candidates = locatorCandidates(email);
    expect(candidates.map((c) => c.locator.kind)).toEqual(["role", "testId", "label", "id", "css", "xpath"]);
    expect(candidates.every((c) => c.count === 1)).toBe(true);
    expect(byKind(candidates).role?.locator).toEqual({ kind: "role", role: "textbox", name: "Email" });
  });

  it("ranks a locator that matches several elements below the unique ones, and says how many", () => {
    const second = doc.querySelectorAll("button.add")[1] as Element;
    const candidates = locatorCandidates(second);
    const kinds = byKind(candidates);
    expect(kinds.role?.count).toBe(2);
    expect(kinds.text?.count).toBe(2);
    expect(candidates[0]?.count).toBe(1);
    expect(candidates.at(-1)?.count).toBe(2);
    for (const candidate of candidates) {
      expect(resolveLocator(doc, candidate.locator)).toContain(second);
    }
  });

  it("flags a generated id and ranks it last", () => {
    const password = doc.getElementById(":r1:") as Element;
    const candidates = locatorCandidates(password);
    const id = byKind(candidates).id;
    expect(id?.generated).toBe(true);
    expect(candidates.at(-1)).toBe(id);
    // A password field has no ARIA role: its label is the best locator.
    expect(candidates.map((c) => c.locator.kind)).toEqual(["label", "css", "xpath", "id"]);
  });

  it("never offers a CSS selector built on a generated id", () => {
    const remember = doc.getElementById("ember123") as Element;
    const css = byKind(locatorCandidates(remember)).css;
    expect(css?.locator).not.toMatchObject({ value: expect.stringContaining("ember") });
    expect(css?.count).toBe(1);
  });
});

describe("rankCandidates", () => {
  const c = (kind: "role" | "testId" | "text" | "id" | "css" | "xpath", count: number, generated = false) =>
    ({
      locator: kind === "role" ? { kind, role: "button", name: "x" } : { kind, value: "x" },
      count,
      generated,
    }) as LocatorCandidate;

  it("orders unique first, then role > testId > text > id > CSS > XPath > generated id", () => {
    const ranked = rankCandidates([
      c("xpath", 1),
      c("id", 1, true),
      c("css", 1),
      c("text", 1),
      c("role", 2),
      c("id", 1),
      c("testId", 1),
    ]);
    expect(ranked.map((x) => `${x.locator.kind}${x.generated ? "*" : ""}:${x.count}`)).toEqual([
      "testId:1",
      "text:1",
      "id:1",
      "css:1",
      "xpath:1",
      "id*:1",
      "role:2",
    ]);
  });
});

describe("listInteractiveElements", () => {
  it("lists links, buttons and fields in document order with role and name, skipping hidden ones", () => {
    const items = listInteractiveElements(doc).map(({ role, name }) => `${role}:${name}`);
    expect(items).toEqual([
      "link:Home",
      "link:Cart",
      "textbox:Email",
      "input:Password",
      "checkbox:Remember me",
      "button:Sign in",
      "button:Add to cart",
      "button:Add to cart",
    ]);
  });

  it("leaves out what the layout says is invisible", () => {
    const layout = {
      isVisible: (el: Element) => el.localName !== "a",
      hitTest: () => null,
      centre: () => ({ x: 0, y: 0 }),
    };
    expect(listInteractiveElements(doc, layout).some((item) => item.role === "link")).toBe(false);
  });
});

describe("collectInteractiveElements", () => {
  it("lists what listInteractiveElements lists, yielding to the browser between slices", async () => {
    let yields = 0;
    const yieldToBrowser = async () => {
      yields += 1;
    };
    const items = await collectInteractiveElements(doc, { sliceMs: -1, yieldToBrowser });
    expect(items?.map(({ role, name }) => `${role}:${name}`)).toEqual(
      listInteractiveElements(doc).map(({ role, name }) => `${role}:${name}`),
    );
    expect(yields).toBeGreaterThan(0);
  });

  it("gives up when the frame changed under it (aborted)", async () => {
    const controller = new AbortController();
    const yieldToBrowser = async () => controller.abort();
    expect(
      await collectInteractiveElements(doc, { sliceMs: -1, signal: controller.signal, yieldToBrowser }),
    ).toBeNull();
  });

  it("gives up, without throwing, when the frame navigated away and its old document lost its window", async () => {
    const old = document.implementation.createHTMLDocument("navigated away");
    old.body.innerHTML = FIXTURE;
    expect(old.defaultView).toBeNull();
    await expect(collectInteractiveElements(old, { sliceMs: -1, yieldToBrowser: async () => {} })).resolves.toBeNull();
  });
});

describe("formatLocator and parseLocatorText", () => {
  it.each([
    { kind: "role", role: "button", name: 'Say "hi"' },
    { kind: "role", role: "list", name: "" },
    { kind: "testId", value: "total" },
    { kind: "css", value: "ul > li:nth-child(2) = x" },
    { kind: "xpath", value: "//li[@id='a']" },
  ] as const)("round-trips %o", (locator) => {
    expect(parseLocatorText(formatLocator(locator))).toEqual(locator);
  });

  it("reads nothing from text that is not a locator", () => {
    expect(parseLocatorText("Sign in button")).toBeUndefined();
    expect(parseLocatorText("colour=red")).toBeUndefined();
  });
});
