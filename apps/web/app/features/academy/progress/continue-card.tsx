import { Link } from "react-router";
import { type AcademyVideo, academyCatalogue, academyVideoPath } from "../catalogue";
import type { ProgressBySlug } from "./progress-storage";
import { clockTime } from "./use-lesson-tracking";

/** The lesson to go back to: the one watched last if unfinished, else the next one not yet completed. */
export function lessonToContinue(progress: ProgressBySlug): { video: AcademyVideo; position: number } | undefined {
  const records = Object.values(progress).sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
  const last = records[0];
  if (!last) return undefined;
  const index = academyCatalogue.findIndex((video) => video.slugPath === last.slug);
  if (index < 0) return undefined;
  if (!last.completed) return { video: academyCatalogue[index] as AcademyVideo, position: last.position };
  const next = [...academyCatalogue.slice(index + 1), ...academyCatalogue.slice(0, index)].find(
    (video) => !progress[video.slugPath]?.completed,
  );
  return next ? { video: next, position: progress[next.slugPath]?.position ?? 0 } : undefined;
}

/** "Continue where you left off" on the academy home, once the learner has watched something. */
export function ContinueCard({ progress }: { progress: ProgressBySlug }) {
  const target = lessonToContinue(progress);
  if (!target) return null;
  const { video, position } = target;
  return (
    <section aria-labelledby="continue-learning" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="continue-learning" className="text-xl font-bold text-slate-900">
        Continue where you left off
      </h2>
      <p className="mt-2 text-slate-700">
        {video.group}
        {video.subgroup ? ` › ${video.subgroup}` : ""}: <strong>{video.title}</strong>
        {position >= 2 ? ` (stopped at ${clockTime(position)})` : ""}
      </p>
      <Link to={academyVideoPath(video.slugPath)} className="btn btn-primary mt-4">
        Continue with {video.title}
      </Link>
    </section>
  );
}
