// Gearbox, the playground's sample shop (docs/playground.md#sample-apps).
// One module for every page: it reads the page from <body data-page>. State
// lives in sessionStorage under "playground.shop."; ?reset=1 clears it, ?bug=1
// injects the one wrong behaviour (cartTotals), ?bug=0 removes it.

import { clearErrorsOnEdit, element, formatMoney, randomId, setFieldError } from "../common/dom.js";
import { sessionState } from "../common/session-state.js";
import { icons, products } from "./catalogue.js";

export { products };

const prefix = "playground.shop.";
const base = "/playground/apps/shop";

const { store, applyQueryFlags } = sessionState(prefix);

const productById = (id) => products.find((product) => product.id === id);

function thumb(category) {
  const box = element("div", { class: "thumb", "aria-hidden": "true" });
  box.innerHTML = `<svg viewBox="0 0 64 64" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" focusable="false">${icons[category] ?? ""}</svg>`;
  return box;
}

// Cart: [{ id, quantity }].
const readCart = () => store.get("cart", []).filter((line) => productById(line.id));
const writeCart = (cart) => store.set("cart", cart);

/**
 * Subtotal, shipping and total of the cart. The injected bug: the first line's
 * quantity is ignored, so the sums count its price once.
 */
export function cartTotals(cart, bug = store.get("bug", false)) {
  const subtotal = cart.reduce((sum, line, index) => {
    const quantity = bug && index === 0 ? 1 : line.quantity;
    return sum + productById(line.id).price * quantity;
  }, 0);
  const shipping = subtotal === 0 || subtotal >= 100 ? 0 : 4.99;
  return { subtotal, shipping, total: subtotal + shipping };
}

const shippingText = (shipping) => (shipping === 0 ? "Free" : formatMoney(shipping));

function renderHeader() {
  const count = readCart().reduce((sum, line) => sum + line.quantity, 0);
  for (const badge of document.querySelectorAll('[data-testid="cart-count"]')) badge.textContent = String(count);
  const user = store.get("user", null);
  for (const node of document.querySelectorAll("[data-signed-in]")) node.hidden = !user;
  for (const node of document.querySelectorAll("[data-signed-out]")) node.hidden = Boolean(user);
  const name = document.querySelector('[data-testid="signed-in-user"]');
  if (name) name.textContent = user ?? "";
}

function bindSignOut() {
  document.querySelector("button[data-signed-in]")?.addEventListener("click", () => {
    store.remove("user");
    location.assign(`${base}/index.html`);
  });
}

function initSignIn() {
  const form = document.getElementById("sign-in-form");
  const email = document.getElementById("email");
  const password = document.getElementById("password");
  const failure = document.getElementById("sign-in-error");
  clearErrorsOnEdit(form);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    failure.hidden = true;
    const emailValue = email.value.trim();
    const emailError = !emailValue
      ? "Enter your email address"
      : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(emailValue)
        ? null
        : "Enter an email address like name@example.com";
    const passwordError = password.value ? null : "Enter your password";
    setFieldError(email, emailError);
    setFieldError(password, passwordError);
    if (emailError || passwordError) {
      (emailError ? email : password).focus();
      return;
    }
    if (emailValue.toLowerCase() !== "demo@gearbox.test" || password.value !== "Passw0rd!") {
      failure.hidden = false;
      password.value = "";
      password.focus();
      return;
    }
    store.set("user", emailValue.toLowerCase());
    location.assign(`${base}/products.html`);
  });
}

const sorters = {
  featured: () => 0,
  "price-asc": (a, b) => a.price - b.price,
  "price-desc": (a, b) => b.price - a.price,
  name: (a, b) => a.name.localeCompare(b.name),
};

function productCard(product) {
  return element(
    "li",
    { class: "product-card", "data-testid": "product-card" },
    thumb(product.category),
    element(
      "div",
      { class: "body" },
      element("h2", {}, element("a", { href: `${base}/product.html?id=${product.id}`, text: product.name })),
      element("p", { class: "category", text: product.category }),
      element("p", { class: "price", text: formatMoney(product.price) }),
    ),
  );
}

/** Search results arrive after a simulated 700 ms round trip: the page's delayed element. */
function initProducts() {
  const form = document.getElementById("search-form");
  const search = document.getElementById("search");
  const sort = form.elements.namedItem("sort");
  const status = document.getElementById("results-status");
  const results = document.getElementById("results");
  form.querySelector('button[type="submit"]').id = randomId("btn");
  const query = new URLSearchParams(location.search);
  search.value = query.get("q") ?? "";
  if (sorters[query.get("sort")]) sort.value = query.get("sort");
  let timer;
  let found = [];

  const render = () => {
    results.replaceChildren();
    if (found.length === 0) {
      status.textContent = `No products match “${search.value.trim()}”.`;
      return;
    }
    const sorted = [...found].sort(sorters[sort.value] ?? sorters.featured);
    status.textContent = `${sorted.length} ${sorted.length === 1 ? "product" : "products"}`;
    results.append(element("ul", { class: "product-grid", "data-testid": "product-list" }, ...sorted.map(productCard)));
  };

  const run = () => {
    clearTimeout(timer);
    const term = search.value.trim().toLowerCase();
    results.replaceChildren(
      element("p", { class: "loading" }, element("span", { class: "spinner", "aria-hidden": "true" }), "Loading…"),
    );
    status.textContent = "Loading products…";
    timer = setTimeout(() => {
      found = products.filter((product) =>
        [product.name, product.category, product.description].some((text) => text.toLowerCase().includes(term)),
      );
      render();
    }, 700);
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const url = new URL(location.href);
    if (search.value.trim()) url.searchParams.set("q", search.value.trim());
    else url.searchParams.delete("q");
    history.replaceState(null, "", url);
    run();
  });
  sort.addEventListener("change", () => {
    if (results.querySelector("ul")) render();
  });
  run();
}

function initProduct() {
  const root = document.getElementById("product");
  const product = productById(new URLSearchParams(location.search).get("id") ?? "");
  const crumb = document.getElementById("breadcrumb-current");
  if (!product) {
    document.title = "Product not found – Gearbox";
    crumb.textContent = "Not found";
    root.append(
      element("h1", { text: "Product not found" }),
      element("p", { text: "This product does not exist or is no longer sold." }),
      element("a", { href: `${base}/products.html`, text: "Back to products" }),
    );
    return;
  }
  document.title = `${product.name} – Gearbox`;
  crumb.textContent = product.name;
  const quantity = element("input", {
    id: "quantity",
    type: "number",
    min: "1",
    max: "10",
    step: "1",
    value: "1",
    inputmode: "numeric",
    "aria-describedby": "quantity-error",
  });
  const add = element("button", { type: "button", class: "button primary", id: randomId("btn"), text: "Add to cart" });
  root.append(
    element(
      "div",
      { class: "product" },
      thumb(product.category),
      element(
        "div",
        {},
        element("h1", { text: product.name }),
        element("p", { class: "category", text: product.category }),
        element("p", { class: "price", "data-testid": "product-price", text: formatMoney(product.price) }),
        element("p", { class: "stock", text: "In stock" }),
        element("p", { text: product.description }),
        element(
          "div",
          { class: "buy" },
          element("div", { class: "field" }, element("label", { for: "quantity", text: "Quantity" }), quantity),
          add,
          element("p", { class: "field-error buy-error", id: "quantity-error", hidden: true }),
        ),
      ),
    ),
  );

  const dialog = document.getElementById("added-dialog");
  add.addEventListener("click", () => {
    const count = Number(quantity.value);
    if (!Number.isInteger(count) || count < 1 || count > 10) {
      setFieldError(quantity, "Enter a quantity from 1 to 10");
      quantity.focus();
      return;
    }
    setFieldError(quantity, null);
    const cart = readCart();
    const line = cart.find((item) => item.id === product.id);
    if (line) line.quantity = Math.min(10, line.quantity + count);
    else cart.push({ id: product.id, quantity: count });
    writeCart(cart);
    renderHeader();
    document.getElementById("added-text").textContent = `${count} × ${product.name}`;
    dialog.showModal();
  });
  dialog.querySelector("[data-close-dialog]").addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", () => add.focus());
}

function initCart() {
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

function initCheckout() {
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

function initConfirmation() {
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

const pages = {
  "sign-in": initSignIn,
  products: initProducts,
  product: initProduct,
  cart: initCart,
  checkout: initCheckout,
  confirmation: initConfirmation,
};

applyQueryFlags();
renderHeader();
bindSignOut();
pages[document.body.dataset.page]?.();
