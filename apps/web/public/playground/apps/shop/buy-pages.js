// Gearbox's cart, checkout and confirmation pages (docs/playground.md#sample-apps).

import { clearErrorsOnEdit, element, formatMoney, randomId, setFieldError } from "../common/dom.js";
import { base, cartTotals, productById, readCart, renderHeader, shippingText, store, writeCart } from "./cart-state.js";

export function initCart() {
  const empty = document.getElementById("cart-empty");
  const content = document.getElementById("cart-content");
  const body = document.querySelector("#cart-table tbody");

  const renderTotals = () => {
    const cart = readCart();
    const { subtotal, shipping, total } = cartTotals(cart);
    document.querySelector('[data-testid="cart-subtotal"]').textContent = formatMoney(subtotal);
    document.getElementById("cart-shipping").textContent = shippingText(shipping);
    document.querySelector('[data-testid="cart-total"]').textContent = formatMoney(total);
    for (const row of body.rows) {
      const line = cart.find((item) => item.id === row.dataset.productId);
      if (line)
        row.querySelector('[data-testid="line-total"]').textContent = formatMoney(
          productById(line.id).price * line.quantity,
        );
    }
    renderHeader();
  };

  const row = (line) => {
    const product = productById(line.id);
    const quantity = element("input", {
      type: "number",
      id: randomId("qty"),
      min: "1",
      max: "10",
      step: "1",
      value: String(line.quantity),
      inputmode: "numeric",
      "aria-label": `Quantity, ${product.name}`,
    });
    quantity.addEventListener("input", () => {
      const count = Number(quantity.value);
      if (!Number.isInteger(count) || count < 1 || count > 10) return;
      writeCart(readCart().map((item) => (item.id === line.id ? { ...item, quantity: count } : item)));
      renderTotals();
    });
    quantity.addEventListener("change", () => {
      const current = readCart().find((item) => item.id === line.id);
      if (current) quantity.value = String(current.quantity);
    });
    const remove = element(
      "button",
      { type: "button", class: "link-button" },
      "Remove",
      element("span", { class: "visually-hidden", text: ` ${product.name}` }),
    );
    remove.addEventListener("click", () => {
      writeCart(readCart().filter((item) => item.id !== line.id));
      render();
      document.querySelector("#cart-table button, #cart-empty a")?.focus();
    });
    return element(
      "tr",
      { "data-product-id": product.id },
      element("td", {}, element("a", { href: `${base}/product.html?id=${product.id}`, text: product.name })),
      element("td", { class: "num", text: formatMoney(product.price) }),
      element("td", {}, quantity),
      element("td", { class: "num", "data-testid": "line-total" }),
      element("td", {}, remove),
    );
  };

  const render = () => {
    const cart = readCart();
    empty.hidden = cart.length > 0;
    content.hidden = cart.length === 0;
    body.replaceChildren(...cart.map(row));
    renderTotals();
  };
  render();
}

const checks = {
  "full-name": (value) => (value ? null : "Enter your full name"),
  address: (value) => (value ? null : "Enter your address"),
  postcode: (value) =>
    !value
      ? "Enter a postcode"
      : /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(value)
        ? null
        : "Enter a valid postcode",
  country: (value) => (value ? null : "Select a country"),
  "card-number": (value) => {
    const digits = value.replace(/[\s-]/g, "");
    if (!digits) return "Enter a card number";
    return /^\d{13,19}$/.test(digits) && luhn(digits) ? null : "Enter a valid card number";
  },
  terms: (_value, field) => (field.checked ? null : "You must accept the terms and conditions"),
};

function luhn(digits) {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function initCheckout() {
  const cart = readCart();
  document.getElementById("checkout-empty").hidden = cart.length > 0;
  document.getElementById("checkout-content").hidden = cart.length === 0;
  if (cart.length === 0) return;
  const { shipping, total } = cartTotals(cart);
  document
    .getElementById("checkout-lines")
    .replaceChildren(
      ...cart.map((line) =>
        element(
          "li",
          {},
          element("span", { text: `${line.quantity} × ${productById(line.id).name}` }),
          element("span", { text: formatMoney(productById(line.id).price * line.quantity) }),
        ),
      ),
    );
  document.getElementById("checkout-shipping").textContent = shippingText(shipping);
  document.querySelector('[data-testid="checkout-total"]').textContent = formatMoney(total);

  const form = document.getElementById("checkout-form");
  const summary = document.getElementById("error-summary");
  clearErrorsOnEdit(form);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const problems = [];
    for (const [id, check] of Object.entries(checks)) {
      const field = document.getElementById(id);
      const message = check(field.value.trim(), field);
      setFieldError(field, message);
      if (message) problems.push({ id, message });
    }
    if (problems.length > 0) {
      summary.querySelector("ul").replaceChildren(
        ...problems.map(({ id, message }) => {
          const link = element("a", { href: `#${id}`, text: message });
          link.addEventListener("click", (click) => {
            click.preventDefault();
            document.getElementById(id).focus();
          });
          return element("li", {}, link);
        }),
      );
      summary.hidden = false;
      summary.focus();
      return;
    }
    summary.hidden = true;
    const number = `GB-${String(Math.floor(100000 + Math.random() * 900000))}`;
    store.set("lastOrder", {
      number,
      total,
      name: document.getElementById("full-name").value.trim(),
      items: cart.reduce((sum, line) => sum + line.quantity, 0),
    });
    writeCart([]);
    location.assign(`${base}/confirmation.html`);
  });
}

export function initConfirmation() {
  const root = document.getElementById("confirmation");
  const order = store.get("lastOrder", null);
  if (!order) {
    root.append(
      element("h1", { text: "No recent order" }),
      element("p", { text: "Orders you place in this tab appear here." }),
      element("a", { class: "button primary", href: `${base}/products.html`, text: "Browse products" }),
    );
    return;
  }
  const mark = element("div", { class: "check-mark", "aria-hidden": "true" });
  mark.innerHTML =
    '<svg viewBox="0 0 56 56" fill="none" stroke="currentColor" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" focusable="false"><circle cx="28" cy="28" r="25"/><path d="M17 29l7 7 15-16"/></svg>';
  root.append(
    mark,
    element("h1", { text: "Thank you for your order" }),
    element("p", { text: `${order.name}, we have received your order and sent a confirmation by email.` }),
    element(
      "dl",
      {},
      element("dt", { text: "Order number" }),
      element("dd", {}, element("strong", { "data-testid": "order-number", text: order.number })),
      element("dt", { text: "Items" }),
      element("dd", { text: String(order.items) }),
      element("dt", { text: "Total" }),
      element("dd", { id: "order-total", text: formatMoney(order.total) }),
    ),
    element(
      "p",
      {},
      element("a", { class: "button primary", href: `${base}/products.html`, text: "Continue shopping" }),
    ),
  );
}
