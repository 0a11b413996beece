/**
 * Per-tab, per-session flags in sessionStorage (the demo prompt, the web
 * banner and the chat popup remember being seen or closed). Storage can be
 * blocked (privacy modes); then a flag simply reads as unset.
 */
export function hasSessionFlag(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

export function setSessionFlag(key: string): void {
  try {
    window.sessionStorage.setItem(key, "true");
  } catch {
    // Blocked storage: the flag lasts only as long as the component's state.
  }
}
