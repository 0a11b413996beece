import { themeStorageKey } from "./theme-script";

export type ThemeChoice = "light" | "dark" | "system";

const darkQuery = "(prefers-color-scheme: dark)";
const listeners = new Set<() => void>();

function readChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(themeStorageKey);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return "system";
  }
}

/** The system's colour-scheme query; absent where there is no media support (jsdom in unit tests). */
function systemQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === "function" ? window.matchMedia(darkQuery) : undefined;
}

/** The theme the page shows for a choice: "system" follows the operating system's setting. */
function resolveTheme(choice: ThemeChoice): "light" | "dark" {
  if (choice !== "system") return choice;
  return systemQuery()?.matches ? "dark" : "light";
}

function apply(choice: ThemeChoice): void {
  document.documentElement.dataset.theme = resolveTheme(choice);
}

export function setTheme(choice: ThemeChoice): void {
  try {
    if (choice === "system") window.localStorage.removeItem(themeStorageKey);
    else window.localStorage.setItem(themeStorageKey, choice);
  } catch {
    // Blocked storage: the choice holds for this page only.
  }
  apply(choice);
  for (const listener of listeners) listener();
}

/**
 * useSyncExternalStore's subscribe: another tab's choice (storage event) and,
 * while following the system, the system's own switch repaint this page too.
 */
export function subscribeTheme(listener: () => void): () => void {
  const media = systemQuery();
  const sync = () => {
    apply(readChoice());
    listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", sync);
  media?.addEventListener("change", sync);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", sync);
    media?.removeEventListener("change", sync);
  };
}

export const getThemeChoice = readChoice;
/** The prerendered header knows no choice: it shows "system" until hydration reads storage. */
export const getServerThemeChoice = (): ThemeChoice => "system";
