import { site } from "@ignitest/contracts";
import { useCallback, useEffect, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { CloseButton } from "~/components/ui/close-button";
import { hasSessionFlag, setSessionFlag } from "~/lib/session-flag";
import { config } from "~/site/config";
import { CHAT_POPUP_DELAY_MS } from "../prompt-timing";
import {
  claimPromptSlot,
  isQuietPath,
  releasePromptSlot,
  usePromptSlotHolder,
  useRoomForPhoneBar,
  useWhenZoneClear,
} from "../prompts";

export { CHAT_POPUP_DELAY_MS };
/** Once closed, the popup stays closed for the browser session. */
export const CHAT_POPUP_CLOSED_KEY = "chat-popup-closed";

/**
 * The footer's chat popup (docs/product/blocks.md#chat-popup; its content is ours): a
 * small non-modal card at the bottom left pointing to the ways of reaching
 * the team; on phones a slim bar at the bottom. It never takes focus. Due
 * 10 s after load, it then also waits (features/prompts/prompts.ts) while the demo prompt
 * is showing and while its place holds a button or form field, and never
 * appears on form, account or thank-you pages.
 */
export function ChatPopup({ delayMs = CHAT_POPUP_DELAY_MS }: { delayMs?: number }) {
  const { pathname } = useLocation();
  const quiet = isQuietPath(pathname);
  const [due, setDue] = useState(false);
  const [open, setOpen] = useState(false);
  const holder = usePromptSlotHolder();
  const titleId = useId();

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

  const show = useCallback(() => {
    if (claimPromptSlot("chat")) setOpen(true);
  }, []);
  useWhenZoneClear(due && !open && !quiet && holder !== "demo", "left", show);

  const visible = open && !quiet;
  useEffect(() => {
    if (!visible) releasePromptSlot("chat");
  }, [visible]);
  useRoomForPhoneBar(visible);

  if (!visible) return null;

  const close = () => {
    setSessionFlag(CHAT_POPUP_CLOSED_KEY);
    setDue(false);
    setOpen(false);
  };

  const links = [
    { label: "Schedule a demo", to: "/schedule-demo" },
    { label: "Contact us", to: "/contactus" },
    { label: "Documentation", to: "/documentation" },
  ];

  return (
    <dialog
      open
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === "Escape") close();
      }}
      data-prompt="chat"
      className="fixed inset-auto bottom-4 left-4 z-40 m-0 w-80 rounded-xl bg-white p-4 text-slate-900 shadow-xl ring-1 ring-slate-200 max-sm:inset-x-0 max-sm:bottom-0 max-sm:flex max-sm:h-16 max-sm:w-auto max-sm:items-center max-sm:gap-3 max-sm:rounded-none max-sm:px-3 max-sm:py-0"
    >
      <div className="flex items-start justify-between gap-2 max-sm:flex-1 max-sm:items-center">
        <h2 id={titleId} className="font-bold leading-snug max-sm:flex-1 max-sm:text-sm">
          Questions about {site.name}?
        </h2>
        <Link to="/contactus" className="btn btn-primary shrink-0 px-3 py-1.5 text-sm sm:hidden">
          Talk to us
        </Link>
        <CloseButton
          label="Close questions popup"
          onClick={close}
          className="-mt-1 -mr-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        />
      </div>
      <p className="mt-1 text-sm text-slate-600 max-sm:hidden">Talk to our team, or find the answer yourself.</p>
      <ul className="mt-3 space-y-1.5 text-sm font-medium max-sm:hidden">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="link">
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <a href={config.SUPPORT_URL} target="_blank" rel="noopener noreferrer" className="link">
            Support<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </dialog>
  );
}
