import { useSyncExternalStore } from "react";
import { getServerThemeChoice, getThemeChoice, setTheme, subscribeTheme, type ThemeChoice } from "../theme-store";

const order: ThemeChoice[] = ["system", "light", "dark"];
const labels: Record<ThemeChoice, string> = { system: "System", light: "Light", dark: "Dark" };

/**
 * The header's theme switch: one button that steps through system, light and
 * dark, so the header gains no menu code (issue 14 keeps its JavaScript lean).
 * Its name says the current theme and what a press chooses next.
 */
export function ThemeSwitch({ className }: { className?: string }) {
  const choice = useSyncExternalStore(subscribeTheme, getThemeChoice, getServerThemeChoice);
  const next = order[(order.indexOf(choice) + 1) % order.length] ?? "system";
  return (
    <button
      type="button"
      className={className}
      data-theme-choice={choice}
      aria-label={`Theme: ${labels[choice]}. Switch to ${labels[next]}`}
      title={`Theme: ${labels[choice]}`}
      onClick={() => setTheme(next)}
    >
      <ThemeIcon choice={choice} />
    </button>
  );
}

function ThemeIcon({ choice }: { choice: ThemeChoice }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="size-5"
    >
      {choice === "dark" ? (
        <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />
      ) : choice === "light" ? (
        <>
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </>
      ) : (
        <>
          <rect x="3" y="4" width="18" height="12" rx="2" />
          <path d="M8 20h8M12 16v4" />
        </>
      )}
    </svg>
  );
}
