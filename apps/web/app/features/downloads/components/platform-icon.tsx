import type { ClientPlatform } from "@ignitest/contracts";

/** Simple, recognizable system marks (drawn here, not vendor logos). Decorative: the card's heading names the system. */
export function PlatformIcon({ platform }: { platform: ClientPlatform }) {
  return (
    <span className="grid size-12 place-items-center rounded-xl bg-ink-50 text-ink-800">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 fill-current">
        {platform === "windows" ? (
          <path d="M3 5.5 10.5 4.4v7.1H3zm0 13L10.5 19.6v-7H3zm8.5 1.3L21 21v-8.4h-9.5zm0-15.6v7.3H21V3z" />
        ) : platform === "mac" ? (
          <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.1-1.2 2.9-2.4.9-1.3 1.3-2.7 1.3-2.7s-2.4-1-2.4-3.9zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z" />
        ) : (
          <path d="M12 2c-2.2 0-3.4 1.9-3.4 4.4 0 1.3.3 2.1-.6 3.5-1 1.5-2.6 3.6-2.6 6 0 .9.2 1.6.6 2.2-.9.4-2 .9-2 1.9S5.2 21.5 7 21.8c1.4.2 2.3-.5 3-.9.6.1 1.3.1 2 .1s1.4 0 2-.1c.7.4 1.6 1.1 3 .9 1.8-.3 3-.8 3-1.8s-1.1-1.5-2-1.9c.4-.6.6-1.3.6-2.2 0-2.4-1.6-4.5-2.6-6-.9-1.4-.6-2.2-.6-3.5C15.4 3.9 14.2 2 12 2zm-1.5 4a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8zm3 0a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8zM12 8.6c.8 0 1.9.5 1.9.9 0 .5-1.1 1.1-1.9 1.1s-1.9-.6-1.9-1.1c0-.4 1.1-.9 1.9-.9z" />
        )}
      </svg>
    </span>
  );
}
