// Gearbox's sign-in, product list and product pages (docs/playground.md#sample-apps).

import { clearErrorsOnEdit, element, formatMoney, randomId, setFieldError } from "../common/dom.js";
import { base, productById, readCart, renderHeader, store, thumb, writeCart } from "./cart-state.js";
import { products } from "./catalogue.js";
import { productGallery } from "./gallery.js";

export function initSignIn() {
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
export function initProducts() {
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

export function initProduct() {
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
      productGallery(product),
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
