import { type ComponentType, useEffect, useState } from "react";
import { CHAT_POPUP_DELAY_MS, DEMO_PROMPT_DELAY_MS } from "../prompt-timing";

type Prompt = ComponentType<{ delayMs?: number }>;

/**
 * The demo prompt and the footer's chat popup, timed from the app's mount.
 * Their code and rules (../prompts.ts, with the route table) are only needed
 * once a timer is due, seconds after load, so each module is imported then,
 * not with the root (issue 14, docs/decisions/092), and mounts already due
 * (delay 0): it shows at the same moment as when it was in the root. A plain
 * import() and state rather than React.lazy: Suspense reveals content on a
 * timer, which a paused clock (the e2e's fake clock) would hold back.
 */
export function TimedPrompts() {
  const [demo, setDemo] = useState<Prompt | null>(null);
  const [chat, setChat] = useState<Prompt | null>(null);
  useEffect(() => {
    let live = true;
    const demoTimer = window.setTimeout(() => {
      void import("./demo-prompt").then((module) => live && setDemo(() => module.DemoPrompt));
    }, DEMO_PROMPT_DELAY_MS);
    const chatTimer = window.setTimeout(() => {
      void import("./chat-popup").then((module) => live && setChat(() => module.ChatPopup));
    }, CHAT_POPUP_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(demoTimer);
      window.clearTimeout(chatTimer);
    };
  }, []);
  const DemoPrompt = demo;
  const ChatPopup = chat;
  return (
    <>
      {DemoPrompt ? <DemoPrompt delayMs={0} /> : null}
      {ChatPopup ? <ChatPopup delayMs={0} /> : null}
    </>
  );
}
