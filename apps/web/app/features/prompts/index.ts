// The prompts feature's public entry: the demo prompt and the chat popup, each shown once a timer is due.
export { TimedPrompts } from "./components/timed-prompts";
