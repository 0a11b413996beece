import { site } from "@ignitest/contracts";
import { useEffect, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { CloseButton } from "~/components/ui/close-button";
import { hasSessionFlag, setSessionFlag } from "~/lib/session-flag";

/** Shown this long after mount, so it is never part of prerendered HTML. */
export const DEMO_PROMPT_DELAY_MS = 3000;
/** SPEC section 4: the prompt shows once per browser session. */
export const DEMO_PROMPT_SHOWN_KEY = "demo-prompt-shown";

/** Pages that already are the demo request, or that follow a form: no prompt there. */
export function isQuietPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return path === "/schedule-demo" || path.startsWith("/thank-you");
}

type Stage = "waiting" | "visible" | "done";

/**
 * The floating demo-request prompt (SPEC sections 1 and 4), bottom-right. It
 * is non-modal and never takes focus. From the sm breakpoint its width is
 * capped at half the viewport so it never meets the footer's chat popup at
 * the bottom left; on phones it spans the width and the chat popup waits.
 */
export function DemoPrompt() {
  const { pathname } = useLocation();
  const quiet = isQuietPath(pathname);
  const [stage, setStage] = useState<Stage>("waiting");
  const labelId = useId();

  useEffect(() => {
    if (stage !== "waiting" || quiet) return;
    if (hasSessionFlag(DEMO_PROMPT_SHOWN_KEY)) {
      setStage("done");
      return;
    }
    const timer = window.setTimeout(() => {
      setSessionFlag(DEMO_PROMPT_SHOWN_KEY);
      setStage("visible");
    }, DEMO_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [stage, quiet]);

  // Reaching the demo form or a thank-you page while the prompt is open settles it.
  useEffect(() => {
    if (quiet && stage === "visible") setStage("done");
  }, [quiet, stage]);

  const visible = stage === "visible" && !quiet;

  // Tells the footer's chat popup to wait on phones, where both would span the width.
  useEffect(() => {
    if (!visible) return;
    document.documentElement.dataset.demoPrompt = "open";
    return () => {
      delete document.documentElement.dataset.demoPrompt;
    };
  }, [visible]);

  if (!visible) return null;

  const close = () => setStage("done");

  return (
    <dialog
      open
      aria-labelledby={labelId}
      onKeyDown={(event) => {
        if (event.key === "Escape") close();
      }}
      className="fixed inset-auto right-4 bottom-4 z-40 m-0 w-[min(20rem,calc(50vw-1.5rem))] rounded-xl bg-ink-900 p-5 text-white shadow-2xl ring-1 ring-white/10 max-sm:left-4 max-sm:w-auto [&_:focus-visible]:outline-white"
    >
      <div className="flex items-start gap-3">
        <p id={labelId} className="flex-1 text-sm leading-6 text-ink-50">
          See {site.name} run your own test cases in a 30-minute demo.
        </p>
        <CloseButton
          label="Close demo prompt"
          onClick={close}
          className="-mt-1 -mr-2 text-ink-100 hover:bg-white/10 hover:text-white"
        />
      </div>
      <Link to="/schedule-demo" onClick={close} className="btn btn-on-dark mt-4 w-full text-sm">
        Schedule a Demo
      </Link>
    </dialog>
  );
}
