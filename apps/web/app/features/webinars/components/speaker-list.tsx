import { labels } from "../../../../../../content/pages/webinars";
import { type SpeakerId, speakers } from "../speakers";

function initials(name: string): string {
  return name
    .split(" ")
    .map((part) => part[0])
    .join("");
}

/** The presenters of a session: initials, name and role. */
export function SpeakerList({ ids }: { ids: readonly SpeakerId[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label={labels.speakers}>
      {ids.map((id) => {
        const speaker = speakers[id];
        return (
          <li key={id} className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-full bg-ink-100 text-sm font-bold text-ink-900"
            >
              {initials(speaker.name)}
            </span>
            <span className="text-sm leading-tight">
              <span className="block font-semibold text-slate-900">{speaker.name}</span>
              <span className="block text-slate-600">{speaker.role}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
