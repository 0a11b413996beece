import { site } from "@ignitest/contracts";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { CloseButton } from "~/components/ui/close-button";
import { hasSessionFlag, setSessionFlag } from "~/lib/session-flag";
import { config } from "~/site/config";

/** SPEC section 9: the footer popup appears 10000 ms after load. */
export const CHAT_POPUP_DELAY_MS = 10_000;
/** Once closed, the popup stays closed for the browser session. */
export const CHAT_POPUP_CLOSED_KEY = "chat-popup-closed";

/**
 * The footer's chat popup (SPEC sections 2 and 4; its content is ours): a
 * small non-modal card at the bottom left pointing to the ways of reaching
 * the team. It never takes focus, so it does not interrupt anyone reading or
 * typing. It never overlaps the demo prompt (bottom-right): from the sm
 * breakpoint both are capped at half the viewport; on phones both span the
 * width, so this one waits while <html data-demo-prompt> says the prompt is open.
 */
export function ChatPopup() {
  const [open, setOpen] = useState(false);
  const titleId = useId();

  useEffect(() => {
    if (hasSessionFlag(CHAT_POPUP_CLOSED_KEY)) return;
    const timer = window.setTimeout(() => setOpen(true), CHAT_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!open) return null;

  const close = () => {
    setSessionFlag(CHAT_POPUP_CLOSED_KEY);
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
      className="fixed inset-auto bottom-4 left-4 z-40 m-0 w-[min(20rem,calc(50vw-1.5rem))] rounded-xl bg-white p-4 text-slate-900 shadow-xl ring-1 ring-slate-200 max-sm:right-4 max-sm:w-auto max-sm:[html[data-demo-prompt]_&]:hidden"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="font-bold leading-snug">
          Questions about {site.name}?
        </h2>
        <CloseButton
          label="Close questions popup"
          onClick={close}
          className="-mt-1 -mr-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        />
      </div>
      <p className="mt-1 text-sm text-slate-600">Talk to our team, or find the answer yourself.</p>
      <ul className="mt-3 space-y-1.5 text-sm font-medium">
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
