// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { isGeneratedId } from "./generated-id";

describe("isGeneratedId", () => {
  it.each([
    ":r1:",
    ":R2d6:",
    "«r0»",
    "_r_3_",
    "ember123",
    "mat-input-7",
    "cdk-overlay-2",
    "css-1x2y3z",
    "radix-:r4:-trigger",
    "headlessui-menu-button-3",
    "input-4821",
    "btn-9f8e7d6c",
    "a3f9c2",
    "x7k9q",
    "field_a1b2c3",
    "123e4567-e89b-12d3-a456-426614174000",
    "ctl00_MainContent_Login",
    // The sample apps' ids: a name and six random letters or digits, new on every load.
    "btn-k3x9qa",
    "btn-qpnfx0",
    "btn-hmrx25",
    "sort-dmohgv",
    "select-vrgisk",
    "line-qponqj",
  ])("%s looks generated", (id) => {
    expect(isGeneratedId(id)).toBe(true);
  });

  it.each([
    "login-email",
    "email",
    "cartTotal",
    "searchInput",
    "place-order",
    "address_line_2",
    "step2",
    "order-summary",
    "productGrid",
    "h1",
    "main",
    "SKU",
    "line-items",
    "wizard-step",
    "quantity",
    "checkout-total",
    "skip-link",
    "add-line-button",
    "supplier-listbox",
    "supplier-option-0",
    "product-list",
    "cart-empty",
    "country",
  ])("%s does not", (id) => {
    expect(isGeneratedId(id)).toBe(false);
  });
});
