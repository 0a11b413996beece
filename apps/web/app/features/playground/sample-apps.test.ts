// @vitest-environment jsdom
/**
 * The sample apps (apps/web/public/playground/apps, docs/playground.md#sample-apps)
 * behave as the docs say: each page's HTML is loaded into the document and its
 * module run, as the browser would. Flows that navigate or open a modal are
 * covered in a browser by the playground's e2e test.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";

// Not `new URL(…, import.meta.url)`: Vite rewrites that pattern into an asset URL.
const appsDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "public", "playground", "apps");

/** Loads one page of an app (`?reset=1` and the like in `search`) and runs its module. */
async function openPage(app: "shop" | "orders", page: string, search = "") {
  const html = readFileSync(join(appsDir, app, page), "utf8");
  const parsed = new DOMParser().parseFromString(html, "text/html");
  document.title = parsed.title;
  document.body.replaceWith(document.importNode(parsed.body, true));
  window.history.replaceState(null, "", `/playground/apps/${app}/${page}${search}`);
  vi.resetModules();
  await import(`../../../public/playground/apps/${app}/${app}.js`);
}

const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`);
const text = (id: string) => byTestId(id)?.textContent;
const typeInto = (field: Element | null, value: string) => {
  if (!(field instanceof HTMLInputElement)) throw new Error("not an input");
  field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
};
const clickOn = (element: Element | null | undefined) => {
  if (!(element instanceof HTMLElement)) throw new Error("nothing to click");
  element.click();
};
const submit = (form: Element | null) => form?.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));

afterEach(() => {
  vi.useRealTimers();
});

describe("the sample shop", () => {
  const twoLines = JSON.stringify([
    { id: "kb-101", quantity: 2 },
    { id: "hs-202", quantity: 1 },
  ]);

  it("adds up the cart, and with the bug injected ignores the first line's quantity, nothing else", async () => {
    sessionStorage.setItem("playground.shop.cart", twoLines);
    await openPage("shop", "cart.html");
    expect(text("cart-subtotal")).toBe("$217.50");
    expect(document.getElementById("cart-shipping")?.textContent).toBe("Free");
    expect(text("cart-total")).toBe("$217.50");
    expect(text("cart-count")).toBe("3");

    await openPage("shop", "cart.html", "?bug=1");
    expect(sessionStorage.getItem("playground.shop.bug")).toBe("true");
    expect(text("cart-total")).toBe("$128.50");
    const lineTotals = [...document.querySelectorAll('[data-testid="line-total"]')].map((cell) => cell.textContent);
    expect(lineTotals).toEqual(["$178.00", "$39.50"]);

    await openPage("shop", "cart.html", "?bug=0");
    expect(sessionStorage.getItem("playground.shop.bug")).toBeNull();
    expect(text("cart-total")).toBe("$217.50");
  });

  it("updates the sums as a quantity is typed, and charges shipping under $100", async () => {
    sessionStorage.setItem("playground.shop.cart", JSON.stringify([{ id: "hs-202", quantity: 1 }]));
    await openPage("shop", "cart.html");
    expect(document.getElementById("cart-shipping")?.textContent).toBe("$4.99");
    expect(text("cart-total")).toBe("$44.49");
    const quantity = document.querySelector('input[aria-label="Quantity, Aurora Lite USB Headset"]');
    expect(quantity?.id).toMatch(/^qty-[a-z0-9]+$/);
    typeInto(quantity, "3");
    expect(text("cart-total")).toBe("$118.50");
    expect(JSON.parse(sessionStorage.getItem("playground.shop.cart") ?? "[]")).toEqual([{ id: "hs-202", quantity: 3 }]);
  });

  it("clears the app's state with ?reset=1, and only that app's", async () => {
    sessionStorage.setItem("playground.shop.cart", twoLines);
    sessionStorage.setItem("playground.orders.bug", "true");
    await openPage("shop", "cart.html", "?reset=1");
    expect(sessionStorage.getItem("playground.shop.cart")).toBeNull();
    expect(sessionStorage.getItem("playground.orders.bug")).toBe("true");
    expect(document.getElementById("cart-empty")?.hidden).toBe(false);
    expect(document.getElementById("cart-content")?.hidden).toBe(true);
  });

  it("keeps a frame named lane-<n> in a state of its own, which ?reset=1 clears alone", async () => {
    sessionStorage.setItem("playground.shop.cart", twoLines);
    window.name = "lane-2";
    try {
      await openPage("shop", "cart.html", "?reset=1");
      expect(document.getElementById("cart-empty")?.hidden).toBe(false);
      expect(sessionStorage.getItem("playground.shop.cart")).toBe(twoLines);
      sessionStorage.setItem("playground.shop.lane-2.cart", twoLines);
      await openPage("shop", "cart.html");
      expect(text("cart-total")).toBe("$217.50");
    } finally {
      window.name = "";
      sessionStorage.clear();
    }
  });

  it("shows the product list about 700 ms after the page loads, with a generated id on the Search button", async () => {
    vi.useFakeTimers();
    await openPage("shop", "products.html");
    expect(document.getElementById("results-status")?.textContent).toBe("Loading products…");
    expect(byTestId("product-list")).toBeNull();
    vi.advanceTimersByTime(650);
    expect(byTestId("product-list")).toBeNull();
    vi.advanceTimersByTime(100);
    expect(document.querySelectorAll('[data-testid="product-card"]')).toHaveLength(8);
    expect(document.getElementById("results-status")?.textContent).toBe("8 products");
    expect(document.querySelector("#search-form button")?.id).toMatch(/^btn-[a-z0-9]+$/);

    typeInto(document.getElementById("search"), "headset");
    submit(document.getElementById("search-form"));
    expect(byTestId("product-list")).toBeNull();
    vi.advanceTimersByTime(700);
    expect([...document.querySelectorAll('[data-testid="product-card"] h2')].map((name) => name.textContent)).toEqual([
      "Aurora Pro Wireless Headset",
      "Aurora Lite USB Headset",
    ]);
  });

  it("names every checkout problem beside its field and in the summary", async () => {
    sessionStorage.setItem("playground.shop.cart", twoLines);
    await openPage("shop", "checkout.html");
    expect(text("checkout-total")).toBe("$217.50");
    submit(document.getElementById("checkout-form"));
    const summary = [...document.querySelectorAll("#error-summary li")].map((item) => item.textContent);
    expect(summary).toEqual([
      "Enter your full name",
      "Enter your address",
      "Enter a postcode",
      "Select a country",
      "Enter a card number",
      "You must accept the terms and conditions",
    ]);
    expect(document.getElementById("postcode")?.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("postcode-error")?.textContent).toBe("Enter a postcode");

    typeInto(document.getElementById("postcode"), "SW1A 1AA");
    expect(document.getElementById("postcode-error")?.hidden).toBe(true);
    typeInto(document.getElementById("card-number"), "4242 4242 4242 4241");
    submit(document.getElementById("checkout-form"));
    expect(document.getElementById("card-number-error")?.textContent).toBe("Enter a valid card number");
    expect(document.getElementById("postcode-error")?.hidden).toBe(true);
  });
});

describe("the sample purchase-order app", () => {
  async function newOrderWithTwoLines(search = "") {
    await openPage("orders", "new.html", search);
    typeInto(document.querySelector('[aria-label="Item, line 1"]'), "Laptop stand");
    typeInto(document.querySelector('[aria-label="Quantity, line 1"]'), "4");
    typeInto(document.querySelector('[aria-label="Unit price, line 1"]'), "25.50");
    clickOn(document.getElementById("add-line-button"));
    typeInto(document.querySelector('[aria-label="Item, line 2"]'), "USB-C dock");
    typeInto(document.querySelector('[aria-label="Quantity, line 2"]'), "2");
    typeInto(document.querySelector('[aria-label="Unit price, line 2"]'), "120");
  }

  it("adds up the lines, and with the bug injected drops the last line from the order total only", async () => {
    await newOrderWithTwoLines();
    expect(text("order-total")).toBe("$342.00");

    await newOrderWithTwoLines("?bug=1");
    expect(text("order-total")).toBe("$102.00");
    const lineTotals = [...document.querySelectorAll("#line-items .line-total")].map((cell) => cell.textContent);
    expect(lineTotals).toEqual(["$102.00", "$240.00"]);
  });

  it("checks every field on submit, the delivery date against today and weekends", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 26, 10, 0)); // Thursday 26 November 2026
    await openPage("orders", "new.html");
    const form = document.getElementById("po-form");
    const date = document.getElementById("delivery-date") as HTMLInputElement;
    expect(date.min).toBe("2026-11-26");
    submit(form);
    expect([...document.querySelectorAll("#error-summary li")].map((item) => item.textContent)).toEqual([
      "Enter a supplier",
      "Choose a cost center",
      "Enter a delivery date",
      "Enter an item for line 1",
      "Enter a unit price above 0 for line 1",
    ]);
    const dateError = () => document.getElementById("delivery-date-error")?.textContent;
    for (const [value, message] of [
      ["2026-11-25", "Delivery date cannot be in the past"],
      ["2026-11-28", "Delivery date must be a weekday"],
      ["2026-11-29", "Delivery date must be a weekday"],
    ]) {
      date.value = value as string;
      submit(form);
      expect(dateError()).toBe(message);
    }
    date.value = "2026-11-26";
    submit(form);
    expect(document.getElementById("delivery-date-error")?.hidden).toBe(true);
  });

  it("suggests suppliers about 300 ms after two letters are typed", async () => {
    vi.useFakeTimers();
    await openPage("orders", "new.html");
    const supplier = document.getElementById("supplier");
    typeInto(supplier, "c");
    vi.advanceTimersByTime(500);
    expect(document.getElementById("supplier-listbox")?.hidden).toBe(true);
    typeInto(supplier, "co");
    vi.advanceTimersByTime(250);
    expect(document.getElementById("supplier-listbox")?.hidden).toBe(true);
    vi.advanceTimersByTime(100);
    expect(supplier?.getAttribute("aria-expanded")).toBe("true");
    const options = [...document.querySelectorAll('#supplier-listbox [role="option"]')];
    expect(options.map((option) => option.firstChild?.textContent)).toEqual([
      "Cobalt Logistics GmbH",
      "Granite Packaging Co.",
    ]);
    clickOn(options[1]);
    expect((supplier as HTMLInputElement).value).toBe("Granite Packaging Co.");
    expect(document.getElementById("supplier-details")?.textContent).toBe("SUP-0007 · Denver, US");
    expect(supplier?.getAttribute("aria-expanded")).toBe("false");
  });

  it("lists the seeded orders newest first, sorts by a header and filters by status", async () => {
    await openPage("orders", "index.html");
    const numbers = () => [...document.querySelectorAll("#po-grid tbody th")].map((cell) => cell.textContent);
    expect(numbers()).toHaveLength(8);
    expect(numbers()[0]).toBe("PO-10428");
    expect(text("po-count")).toBe("Showing 8 of 8 purchase orders");

    const totalHeader = document.querySelector('th[data-sort="total"]');
    clickOn(totalHeader?.querySelector("button"));
    expect(totalHeader?.getAttribute("aria-sort")).toBe("ascending");
    expect(numbers()[0]).toBe("PO-10422");
    clickOn(totalHeader?.querySelector("button"));
    expect(totalHeader?.getAttribute("aria-sort")).toBe("descending");
    expect(numbers()[0]).toBe("PO-10423");

    const filter = document.getElementById("status-filter") as HTMLSelectElement;
    filter.value = "Approved";
    filter.dispatchEvent(new Event("change"));
    expect(text("po-count")).toBe("Showing 3 of 8 purchase orders");
  });

  it("lists a submitted order as Pending approval with the message naming it", async () => {
    sessionStorage.setItem(
      "playground.orders.created",
      JSON.stringify([
        {
          number: "PO-10429",
          supplier: "Granite Packaging Co.",
          created: "2026-11-26",
          delivery: "2026-11-30",
          total: 342,
          status: "Pending approval",
        },
      ]),
    );
    sessionStorage.setItem(
      "playground.orders.flash",
      JSON.stringify("Purchase order PO-10429 was submitted for approval."),
    );
    await openPage("orders", "index.html");
    const first = document.querySelector("#po-grid tbody tr");
    expect(first?.textContent).toContain("PO-10429");
    expect(first?.textContent).toContain("Pending approval");
    expect(first?.textContent).toContain("$342.00");
    expect(document.getElementById("flash")?.hidden).toBe(false);
    expect(document.getElementById("flash-text")?.textContent).toBe(
      "Purchase order PO-10429 was submitted for approval.",
    );
    expect(sessionStorage.getItem("playground.orders.flash")).toBeNull();
  });
});
