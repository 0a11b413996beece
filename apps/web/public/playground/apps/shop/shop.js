// Gearbox, the playground's sample shop (docs/playground.md#sample-apps).
// One module for every page: it reads the page from <body data-page>. State
// lives in sessionStorage under "playground.shop."; ?reset=1 clears it, ?bug=1
// injects the one wrong behaviour (cartTotals), ?bug=0 removes it.

import { initProduct, initProducts, initSignIn } from "./browse-pages.js";
import { initCart, initCheckout, initConfirmation } from "./buy-pages.js";
import { applyQueryFlags, bindSignOut, renderHeader } from "./cart-state.js";

export { products } from "./catalogue.js";
export { cartTotals } from "./cart-state.js";

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
