/** Not before this long after mount, so the demo prompt is never part of prerendered HTML. */
export const DEMO_PROMPT_DELAY_MS = 3000;
/** docs/product/blocks.md#chat-popup: the footer's chat popup appears 10000 ms after load. */
export const CHAT_POPUP_DELAY_MS = 10_000;
