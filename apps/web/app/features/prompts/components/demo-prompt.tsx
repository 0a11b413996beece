import { site } from "@ignitest/contracts";
import { useCallback, useEffect, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { CloseButton } from "~/components/ui/close-button";
import { hasSessionFlag, setSessionFlag } from "~/lib/session-flag";
import { DEMO_PROMPT_DELAY_MS } from "../prompt-timing";
import {
  claimPromptSlot,
  isQuietPath,
  releasePromptSlot,
  usePromptSlotHolder,
  useRoomForPhoneBar,
  useWhenZoneClear,
} from "../prompts";

export { DEMO_PROMPT_DELAY_MS, isQuietPath };

/** docs/product/blocks.md#demo-prompt: the prompt shows once per browser session. */
export const DEMO_PROMPT_SHOWN_KEY = "demo-prompt-shown";

type Stage = "waiting" | "armed" | "visible" | "done";

/** The visitor is reading past the first screen (or the page has no more than about one). */
function pastFirstScreen(): boolean {
  const { scrollY, innerHeight } = window;
  return scrollY > innerHeight / 2 || document.documentElement.scrollHeight <= innerHeight * 1.5;
}

/**
 * The floating demo-request prompt (docs/product/blocks.md#demo-prompt): non-modal, never
 * takes focus, once per session. It waits until the visitor reads past the
 * first screen, until the chat popup is not showing, and until its place holds
 * no button or form field (features/prompts/prompts.ts); on phones it is a slim bar at the
 * bottom. Never on form, account or thank-you pages.
 */
export function DemoPrompt({ delayMs = DEMO_PROMPT_DELAY_MS }: { delayMs?: number }) {
  const { pathname } = useLocation();
  const quiet = isQuietPath(pathname);
  const [stage, setStage] = useState<Stage>("waiting");
  const holder = usePromptSlotHolder();
  const labelId = useId();

  useEffect(() => {
    if (stage !== "waiting" || quiet) return;
    if (hasSessionFlag(DEMO_PROMPT_SHOWN_KEY)) {
      setStage("done");
      return;
    }
    // Mounted already due (timed-prompts.tsx): armed at once, no timer to wait for.
    if (delayMs <= 0) {
      setStage("armed");
      return;
    }
    const timer = window.setTimeout(() => setStage("armed"), delayMs);
    return () => window.clearTimeout(timer);
  }, [stage, quiet, delayMs]);

  const show = useCallback(() => {
    if (!pastFirstScreen() || !claimPromptSlot("demo")) return;
    setSessionFlag(DEMO_PROMPT_SHOWN_KEY);
    setStage("visible");
  }, []);
  // Armed and the chat popup not showing: show once the place is clear.
  useWhenZoneClear(stage === "armed" && !quiet && holder !== "chat", "right", show);

  // Reaching a quiet page while the prompt is open settles it.
  useEffect(() => {
    if (quiet && stage === "visible") setStage("done");
  }, [quiet, stage]);

  const visible = stage === "visible" && !quiet;
  useEffect(() => {
    if (!visible) releasePromptSlot("demo");
  }, [visible]);
  useRoomForPhoneBar(visible);

  if (!visible) return null;

  const close = () => setStage("done");

  return (
    <dialog
      open
      aria-labelledby={labelId}
      data-prompt="demo"
      onKeyDown={(event) => {
        if (event.key === "Escape") close();
      }}
      className="fixed inset-auto right-4 bottom-4 z-40 m-0 w-80 rounded-xl bg-ink-900 p-5 text-white shadow-2xl ring-1 ring-white/10 max-sm:inset-x-0 max-sm:bottom-0 max-sm:flex max-sm:h-16 max-sm:w-auto max-sm:items-center max-sm:gap-2 max-sm:rounded-none max-sm:px-3 max-sm:py-0 [&_:focus-visible]:outline-white"
    >
      <div className="flex items-start gap-3 max-sm:min-w-0 max-sm:flex-1 max-sm:items-center">
        <p id={labelId} className="flex-1 text-sm leading-6 text-ink-50 max-sm:leading-5">
          <span className="max-sm:sr-only">See {site.name} run your own test cases in a 30-minute demo.</span>
          <span aria-hidden="true" className="sm:hidden">
            A 30-minute demo on your own tests
          </span>
        </p>
        <CloseButton
          label="Close demo prompt"
          onClick={close}
          className="-mt-1 -mr-2 text-ink-100 hover:bg-white/10 hover:text-white max-sm:order-last max-sm:m-0"
        />
      </div>
      <Link
        to="/schedule-demo"
        onClick={close}
        className="btn btn-on-dark mt-4 w-full text-sm max-sm:order-2 max-sm:mt-0 max-sm:w-auto max-sm:shrink-0 max-sm:px-3 max-sm:py-1.5"
      >
        Schedule a Demo
      </Link>
    </dialog>
  );
}
