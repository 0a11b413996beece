// Gearbox's product images: a carousel of three views, moved by a swipe (pointer events, as a phone sends
// them for a finger) or by its Previous and Next buttons (docs/playground.md#mobile-devices).
// Marked up as the WAI-ARIA carousel pattern: slides are groups "1 of 3"; the hidden ones are inert.

import { element } from "../common/dom.js";
import { thumb } from "./cart-state.js";

const VIEWS = ["Front", "Side", "Detail"];
/** How far a finger must move sideways, in CSS pixels, for the carousel to turn. */
const SWIPE = 40;

export function productGallery(product) {
  const slides = VIEWS.map((view, index) => {
    const picture = thumb(product.category);
    picture.classList.add(`view-${view.toLowerCase()}`);
    return element(
      "figure",
      { class: "gallery-slide", role: "group", "aria-roledescription": "slide", "aria-label": `${index + 1} of 3` },
      picture,
      element("figcaption", { text: `${product.name}, ${view.toLowerCase()} view` }),
    );
  });
  const track = element("div", { class: "gallery-track" }, ...slides);
  const viewport = element("div", { class: "gallery-viewport", "data-testid": "gallery-viewport" }, track);
  const status = element("p", { class: "gallery-status", id: "gallery-status", "aria-live": "polite" });
  const previous = element("button", { type: "button", class: "button gallery-button", "aria-label": "Previous image", text: "‹" });
  const next = element("button", { type: "button", class: "button gallery-button", "aria-label": "Next image", text: "›" });
  const gallery = element(
    "section",
    { class: "gallery", "aria-roledescription": "carousel", "aria-label": "Product images" },
    viewport,
    element("div", { class: "gallery-controls" }, previous, status, next),
  );

  let current = 0;
  const show = (index) => {
    current = Math.max(0, Math.min(VIEWS.length - 1, index));
    track.style.transform = `translateX(${-100 * current}%)`;
    slides.forEach((slide, at) => {
      slide.inert = at !== current;
      slide.setAttribute("aria-hidden", String(at !== current));
    });
    status.textContent = `Image ${current + 1} of ${VIEWS.length}: ${VIEWS[current]}`;
    previous.disabled = current === 0;
    next.disabled = current === VIEWS.length - 1;
  };
  previous.addEventListener("click", () => show(current - 1));
  next.addEventListener("click", () => show(current + 1));

  // A swipe: the track follows the finger, and turns one image when it moved far enough.
  let start = null;
  viewport.addEventListener("pointerdown", (event) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    start = { x: event.clientX, y: event.clientY, id: event.pointerId };
    track.classList.add("dragging");
  });
  viewport.addEventListener("pointermove", (event) => {
    if (!start || event.pointerId !== start.id) return;
    const dx = event.clientX - start.x;
    track.style.transform = `translateX(calc(${-100 * current}% + ${dx}px))`;
  });
  const end = (event) => {
    if (!start || event.pointerId !== start.id) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    start = null;
    track.classList.remove("dragging");
    if (event.type === "pointerup" && Math.abs(dx) >= SWIPE && Math.abs(dx) > Math.abs(dy)) show(current + (dx < 0 ? 1 : -1));
    else show(current);
  };
  viewport.addEventListener("pointerup", end);
  viewport.addEventListener("pointercancel", end);
  show(0);
  return gallery;
}
