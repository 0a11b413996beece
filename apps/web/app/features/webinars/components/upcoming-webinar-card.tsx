import { Link } from "react-router";
import { fillTemplate } from "~/lib/fill-template";
import { labels } from "../../../../../../content/pages/webinars";
import { formatSessionDate } from "../format-session-date";
import { registrationPath } from "../webinar-requests";
import type { Webinar } from "../webinars";
import { SpeakerList } from "./speaker-list";

/** A live session to register for: when, what it covers, what attendees take away and who presents. */
export function UpcomingWebinarCard({ webinar }: { webinar: Webinar }) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold text-brand-800">
        <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs uppercase tracking-wide">{labels.live}</span>
        <time dateTime={webinar.startsAt}>{formatSessionDate(webinar.startsAt)}</time>
        <span className="text-slate-600">{fillTemplate(labels.minutes, { n: webinar.durationMinutes })}</span>
      </p>
      <h3 className="mt-3 text-xl font-bold leading-snug text-balance">{webinar.title}</h3>
      <p className="mt-3 leading-relaxed text-slate-700">{webinar.abstract}</p>
      <p className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-600">{labels.learnHeading}</p>
      <ul className="mt-2 grid gap-2">
        {webinar.learn.map((point) => (
          <li key={point} className="flex gap-2 text-slate-800">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 fill-brand-700">
              <path d="M8 13.2 4.8 10l-1.1 1.1L8 15.4l8.3-8.3-1.1-1.1z" />
            </svg>
            <span>{point}</span>
          </li>
        ))}
      </ul>
      {/* mt-auto keeps speakers and the button level across cards of one row. */}
      <div className="mt-auto pt-6">
        <div className="border-t border-slate-200 pt-5">
          <SpeakerList ids={webinar.speakers} />
        </div>
        <Link
          to={registrationPath(webinar.id)}
          aria-label={fillTemplate(labels.registerFor, { title: webinar.title })}
          className="btn btn-primary mt-6"
        >
          {labels.register}
        </Link>
      </div>
    </li>
  );
}
