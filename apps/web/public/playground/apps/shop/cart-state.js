// Gearbox's state and what every page shares: the session store, the cart and its totals (with the
// injected bug), the header (docs/playground.md#sample-apps).

import { element, formatMoney } from "../common/dom.js";
import { sessionState } from "../common/session-state.js";
import { icons, products } from "./catalogue.js";

const prefix = "playground.shop.";
export const base = "/playground/apps/shop";

export const { store, applyQueryFlags } = sessionState(prefix);

export const productById = (id) => products.find((product) => product.id === id);

export function thumb(category) {
  const box = element("div", { class: "thumb", "aria-hidden": "true" });
  box.innerHTML = `<svg viewBox="0 0 64 64" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" focusable="false">${icons[category] ?? ""}</svg>`;
  return box;
}

// Cart: [{ id, quantity }].
export const readCart = () => store.get("cart", []).filter((line) => productById(line.id));
export const writeCart = (cart) => store.set("cart", cart);

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

export const shippingText = (shipping) => (shipping === 0 ? "Free" : formatMoney(shipping));

export function renderHeader() {
  const count = readCart().reduce((sum, line) => sum + line.quantity, 0);
  for (const badge of document.querySelectorAll('[data-testid="cart-count"]')) badge.textContent = String(count);
  const user = store.get("user", null);
  for (const node of document.querySelectorAll("[data-signed-in]")) node.hidden = !user;
  for (const node of document.querySelectorAll("[data-signed-out]")) node.hidden = Boolean(user);
  const name = document.querySelector('[data-testid="signed-in-user"]');
  if (name) name.textContent = user ?? "";
}

export function bindSignOut() {
  document.querySelector("button[data-signed-in]")?.addEventListener("click", () => {
    store.remove("user");
    location.assign(`${base}/index.html`);
  });
}
