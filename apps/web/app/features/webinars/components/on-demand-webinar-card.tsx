import { Link } from "react-router";
import { fillTemplate } from "~/lib/fill-template";
import { labels } from "../../../../../../content/pages/webinars";
import { formatSessionDay } from "../format-session-date";
import { speakers } from "../speakers";
import { recordingRequestPath } from "../webinar-requests";
import type { Webinar } from "../webinars";

const followUpLabel = { article: labels.followUpArticle, video: labels.followUpVideo } as const;

/**
 * A past session: when it ran, what it covered, who presented, its recording
 * on request (the site hosts none) and where its topic continues on the site.
 */
export function OnDemandWebinarCard({ webinar }: { webinar: Webinar }) {
  const names = webinar.speakers.map((id) => speakers[id].name).join(" and ");
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-sm font-semibold text-slate-600">
        {labels.recorded} <time dateTime={webinar.startsAt}>{formatSessionDay(webinar.startsAt)}</time> ·{" "}
        {fillTemplate(labels.minutes, { n: webinar.durationMinutes })}
      </p>
      <h3 className="mt-2 text-lg font-bold leading-snug text-balance">{webinar.title}</h3>
      <p className="mt-1 text-sm text-slate-600">{fillTemplate(labels.presentedBy, { names })}</p>
      <p className="mt-3 leading-relaxed text-slate-700">{webinar.abstract}</p>
      <p className="mt-auto flex flex-wrap gap-x-6 gap-y-2 pt-5">
        <Link
          to={recordingRequestPath(webinar.id)}
          aria-label={fillTemplate(labels.requestRecordingOf, { title: webinar.title })}
          className="link font-semibold"
        >
          {labels.requestRecording}
        </Link>
        {webinar.followUp ? (
          <Link
            to={webinar.followUp.path}
            aria-label={`${followUpLabel[webinar.followUp.kind]}: ${webinar.title}`}
            className="link font-semibold"
          >
            {followUpLabel[webinar.followUp.kind]}
          </Link>
        ) : null}
      </p>
    </li>
  );
}
