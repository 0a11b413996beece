import { site } from "@ignitest/contracts";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { CloseButton } from "~/components/ui/close-button";
import { hasSessionFlag, setSessionFlag } from "~/lib/session-flag";
import { promptsBelongOn } from "../eligibility";
import { CHAT_POPUP_DELAY_MS } from "../prompt-timing";
import { usePromptSpot } from "../prompts";

export { CHAT_POPUP_DELAY_MS };
/** Once closed, the popup stays closed for the browser session. */
export const CHAT_POPUP_CLOSED_KEY = "chat-popup-closed";

/** The chip's size in px (its box is fixed, so the free spot is found before it renders). */
export const CHAT_CHIP = { width: 240, height: 44 };

/**
 * The footer's chat popup (docs/product/blocks.md#chat-popup; its content is
 * ours): due 10 s after load, a small non-modal chip pointing to the team
 * ("Talk to us"), in the free spot nearest the bottom-left corner
 * (features/prompts/placement.ts), only on the pages where the prompts belong
 * (features/prompts/eligibility.ts, docs/decisions/063). It never takes focus;
 * once closed it stays closed for the session.
 */
export function ChatPopup({ delayMs = CHAT_POPUP_DELAY_MS }: { delayMs?: number }) {
  const { pathname } = useLocation();
  const belongs = promptsBelongOn(pathname);
  const [due, setDue] = useState(false);
  const titleId = useId();
  const self = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (hasSessionFlag(CHAT_POPUP_CLOSED_KEY)) return;
    // Mounted already due (timed-prompts.tsx): due at once.
    if (delayMs <= 0) {
      setDue(true);
      return;
    }
    const timer = window.setTimeout(() => setDue(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);

  const spot = usePromptSpot(due && belongs, "left", CHAT_CHIP, self);
  if (!due || !belongs || !spot) return null;

  const close = () => {
    setSessionFlag(CHAT_POPUP_CLOSED_KEY);
    setDue(false);
  };

  return (
    <dialog
      ref={self}
      open
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === "Escape") close();
      }}
      data-prompt="chat"
      style={{ left: spot.left, top: spot.top, width: CHAT_CHIP.width, height: CHAT_CHIP.height }}
      className="fixed inset-auto z-40 m-0 flex items-center gap-1 rounded-full bg-white py-0 pr-1 pl-1 text-slate-900 shadow-xl ring-1 ring-slate-200"
    >
      <h2 id={titleId} className="sr-only">
        Questions about {site.name}?
      </h2>
      <Link
        to="/contactus"
        className="flex-1 rounded-full px-3 py-2 text-center text-sm font-semibold whitespace-nowrap hover:bg-slate-100"
      >
        Questions? <span className="text-brand-700">Talk to us</span>
      </Link>
      <CloseButton
        label="Close questions popup"
        onClick={close}
        className="rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      />
    </dialog>
  );
}
