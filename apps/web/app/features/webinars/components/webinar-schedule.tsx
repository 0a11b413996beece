import { labels } from "../../../../../../content/pages/webinars";
import { useCurrentTime } from "../hooks/use-current-time";
import { splitWebinars } from "../split-webinars";
import { webinars } from "../webinars";
import { OnDemandWebinarCard } from "./on-demand-webinar-card";
import { UpcomingWebinarCard } from "./upcoming-webinar-card";

/** Upcoming live sessions and the past ones, split by the current time. */
export function WebinarSchedule({ renderedAt }: { renderedAt: number }) {
  const { upcoming, onDemand } = splitWebinars(webinars, useCurrentTime(renderedAt));
  return (
    <>
      <section id="upcoming" aria-labelledby="upcoming-heading" className="container-page py-14">
        <h2 id="upcoming-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {labels.upcomingHeading}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{labels.upcomingLead}</p>
        {upcoming.length ? (
          <ul className="mt-8 grid gap-6 lg:grid-cols-2">
            {upcoming.map((webinar) => (
              <UpcomingWebinarCard key={webinar.id} webinar={webinar} />
            ))}
          </ul>
        ) : (
          <p className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-6 text-slate-700">{labels.noUpcoming}</p>
        )}
      </section>
      <section id="on-demand" aria-labelledby="on-demand-heading" className="bg-slate-50">
        <div className="container-page py-14">
          <h2 id="on-demand-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {labels.onDemandHeading}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{labels.onDemandLead}</p>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {onDemand.map((webinar) => (
              <OnDemandWebinarCard key={webinar.id} webinar={webinar} />
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
