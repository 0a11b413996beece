import { lazy, Suspense, useEffect, useState } from "react";
import { CHAT_POPUP_DELAY_MS, DEMO_PROMPT_DELAY_MS } from "~/lib/prompt-timing";

// The prompts' code and rules (lib/prompts.ts, with the route table) are only
// needed once a timer is due, seconds after load: fetched then, not with the
// root (issue 14, docs/decisions/092).
const DemoPrompt = lazy(() => import("~/components/blocks/demo-prompt").then((m) => ({ default: m.DemoPrompt })));
const ChatPopup = lazy(() => import("~/shell/footer/chat-popup").then((m) => ({ default: m.ChatPopup })));

/**
 * The demo prompt and the footer's chat popup, timed from the app's mount.
 * Each one's module is imported when its delay has passed and mounts already
 * due (delay 0), so it shows at the same moment as when it was in the root.
 */
export function TimedPrompts() {
  const [demoDue, setDemoDue] = useState(false);
  const [chatDue, setChatDue] = useState(false);
  useEffect(() => {
    const demo = window.setTimeout(() => setDemoDue(true), DEMO_PROMPT_DELAY_MS);
    const chat = window.setTimeout(() => setChatDue(true), CHAT_POPUP_DELAY_MS);
    return () => {
      window.clearTimeout(demo);
      window.clearTimeout(chat);
    };
  }, []);
  return (
    <Suspense fallback={null}>
      {demoDue ? <DemoPrompt delayMs={0} /> : null}
      {chatDue ? <ChatPopup delayMs={0} /> : null}
    </Suspense>
  );
}
