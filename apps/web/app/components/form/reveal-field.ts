/**
 * Focuses a form field and scrolls so that it, its label and the form's error
 * summary (role="alert") sit below the sticky header. Chromium and Firefox
 * honour `scroll-padding-top` when focus scrolls a field into view; WebKit does
 * not, and left the summary and the label under the header (issue 19), so the
 * scroll is done here, explicitly, in every engine. Call it once the summary
 * is in the page (useValidatedForm does, in a layout effect).
 */
export function revealField(field: HTMLElement): void {
  field.focus({ preventScroll: true });
  const box = scrollingBox(field);
  if (box) {
    revealInBox(box, field);
    return;
  }
  const root = document.documentElement;
  const offset = Number.parseFloat(getComputedStyle(root).scrollPaddingTop) || 0;
  const label =
    field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement
      ? field.labels?.[0]
      : undefined;
  const summary = field.closest("form")?.querySelector<HTMLElement>('[role="alert"]') ?? null;
  const fieldBox = field.getBoundingClientRect();
  const top = label ? Math.min(label.getBoundingClientRect().top, fieldBox.top) : fieldBox.top;
  const summaryTop = summary?.getBoundingClientRect().top;
  // The summary too, when it fits on screen together with the field.
  const wanted =
    summaryTop !== undefined && fieldBox.bottom - summaryTop < window.innerHeight - offset ? summaryTop : top;
  if (wanted < offset || fieldBox.bottom > window.innerHeight) {
    window.scrollTo({ top: window.scrollY + wanted - offset, behavior: "instant" });
  }
}

/** The nearest ancestor that scrolls on its own (a dialog's body), where the page's header offset does not apply. */
function scrollingBox(field: HTMLElement): HTMLElement | null {
  for (let node = field.parentElement; node && node !== document.body; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if ((overflow === "auto" || overflow === "scroll") && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

/** Scrolls a box so that the field and its label are inside it, as focus() would have. */
function revealInBox(box: HTMLElement, field: HTMLElement): void {
  const label =
    field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement
      ? field.labels?.[0]
      : undefined;
  const boxRect = box.getBoundingClientRect();
  const fieldBox = field.getBoundingClientRect();
  const top = label ? Math.min(label.getBoundingClientRect().top, fieldBox.top) : fieldBox.top;
  if (top < boxRect.top || fieldBox.bottom > boxRect.bottom) box.scrollTop += top - boxRect.top;
}
