/**
 * The scripted cursor and click ripple, drawn over the page (pointer events pass
 * through). Positions are set through the CSSOM, which the site's CSP allows
 * (docs/decisions/030-security-headers.md); reduced motion jumps instead of gliding.
 */
const CURSOR_ID = "playground-script-cursor";
let last = { x: 24, y: 24 };

function cursor(): HTMLElement {
  let el = document.getElementById(CURSOR_ID);
  if (!el) {
    el = document.createElement("div");
    el.id = CURSOR_ID;
    el.setAttribute("aria-hidden", "true");
    el.className =
      "pointer-events-none fixed top-0 left-0 z-[100] h-5 w-5 rounded-full border-2 border-white bg-brand-600/90 shadow-lg";
    el.dataset.playgroundCursor = "";
    document.body.append(el);
  }
  return el;
}

function place(el: HTMLElement, point: { x: number; y: number }) {
  el.style.transform = `translate(${point.x - 10}px, ${point.y - 10}px)`;
}

export async function moveCursor(to: { x: number; y: number }, ms = 350): Promise<void> {
  const el = cursor();
  const from = last;
  last = to;
  if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches || ms <= 0) {
    place(el, to);
    return;
  }
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const frame = (now: number) => {
      const t = Math.min(1, (now - start) / ms);
      const ease = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
      place(el, { x: from.x + (to.x - from.x) * ease, y: from.y + (to.y - from.y) * ease });
      if (t < 1) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
}

export function ripple(at: { x: number; y: number }) {
  const el = document.createElement("div");
  el.setAttribute("aria-hidden", "true");
  el.dataset.playgroundRipple = "";
  el.className =
    "pointer-events-none fixed top-0 left-0 z-[99] h-10 w-10 rounded-full border-4 border-brand-500 opacity-80 transition-all duration-500";
  el.style.transform = `translate(${at.x - 20}px, ${at.y - 20}px) scale(0.4)`;
  document.body.append(el);
  requestAnimationFrame(() => {
    el.style.transform = `translate(${at.x - 20}px, ${at.y - 20}px) scale(1.4)`;
    el.style.opacity = "0";
  });
  setTimeout(() => el.remove(), 600);
}

export function removeOverlay() {
  document.getElementById(CURSOR_ID)?.remove();
}
