import { site } from "@ignitest/contracts";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { CloseButton } from "~/components/ui/close-button";
import { hasSessionFlag, setSessionFlag } from "~/lib/session-flag";
import { promptsBelongOn } from "../eligibility";
import { DEMO_PROMPT_DELAY_MS } from "../prompt-timing";
import { usePromptSpot } from "../prompts";

export { DEMO_PROMPT_DELAY_MS, promptsBelongOn };

/** docs/product/blocks.md#demo-prompt: the prompt shows once per browser session. */
export const DEMO_PROMPT_SHOWN_KEY = "demo-prompt-shown";

/** The chip's size in px (its box is fixed, so the free spot is found before it renders). */
export const DEMO_CHIP = { width: 208, height: 44 };

type Stage = "waiting" | "showing" | "done";

/**
 * The floating demo-request prompt (docs/product/blocks.md#demo-prompt): a
 * small non-modal chip, never takes focus, once per session, closable (also
 * with Escape). It sits in the free spot nearest the bottom-right corner
 * (features/prompts/placement.ts) and only on the pages where the prompts
 * belong (features/prompts/eligibility.ts, docs/decisions/063).
 */
export function DemoPrompt({ delayMs = DEMO_PROMPT_DELAY_MS }: { delayMs?: number }) {
  const { pathname } = useLocation();
  const belongs = promptsBelongOn(pathname);
  const [stage, setStage] = useState<Stage>("waiting");
  const labelId = useId();
  const self = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (stage !== "waiting" || !belongs) return;
    if (hasSessionFlag(DEMO_PROMPT_SHOWN_KEY)) {
      setStage("done");
      return;
    }
    // Mounted already due (timed-prompts.tsx): showing at once, no timer to wait for.
    if (delayMs <= 0) {
      setStage("showing");
      return;
    }
    const timer = window.setTimeout(() => setStage("showing"), delayMs);
    return () => window.clearTimeout(timer);
  }, [stage, belongs, delayMs]);

  // Reaching a page where the prompts do not belong while it is open settles it.
  useEffect(() => {
    if (!belongs && stage === "showing") setStage("done");
  }, [belongs, stage]);

  const spot = usePromptSpot(stage === "showing" && belongs, "right", DEMO_CHIP, self);
  const visible = stage === "showing" && belongs && spot !== null;
  useEffect(() => {
    if (visible) setSessionFlag(DEMO_PROMPT_SHOWN_KEY);
  }, [visible]);

  if (!visible) return null;

  const close = () => setStage("done");

  return (
    <dialog
      ref={self}
      open
      aria-labelledby={labelId}
      data-prompt="demo"
      onKeyDown={(event) => {
        if (event.key === "Escape") close();
      }}
      style={{ left: spot.left, top: spot.top, width: DEMO_CHIP.width, height: DEMO_CHIP.height }}
      className="fixed inset-auto z-40 m-0 flex items-center gap-1 rounded-full bg-ink-900 py-0 pr-1 pl-1 text-white shadow-xl ring-1 ring-white/10 [&_:focus-visible]:outline-white"
    >
      <p id={labelId} className="sr-only">
        See {site.name} run your own test cases in a 30-minute demo.
      </p>
      <Link
        to="/schedule-demo"
        onClick={close}
        className="flex-1 rounded-full px-3 py-2 text-center text-sm font-semibold whitespace-nowrap hover:bg-white/10"
      >
        Schedule a Demo
      </Link>
      <CloseButton
        label="Close demo prompt"
        onClick={close}
        className="rounded-full text-ink-100 hover:bg-white/10 hover:text-white"
      />
    </dialog>
  );
}
