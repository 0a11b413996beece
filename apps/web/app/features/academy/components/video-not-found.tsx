import { Link } from "react-router";
import { academyCatalogue, academyVideoPath } from "../catalogue";

/** docs/product/flows.md#when-something-fails: an unknown or missing video slug shows "Video not found". */
export function VideoNotFound() {
  const first = academyCatalogue[0];
  return (
    <section
      aria-labelledby="video-not-found"
      className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center"
    >
      <h2 id="video-not-found" className="text-2xl font-bold text-slate-900">
        Video not found
      </h2>
      <p className="mx-auto mt-3 max-w-md text-slate-700">
        No lesson has this address. Choose a lesson from the menu, or start at the beginning of the course.
      </p>
      {first ? (
        <Link to={academyVideoPath(first.slugPath)} className="btn btn-primary mt-6">
          Start with {first.title}
        </Link>
      ) : null}
    </section>
  );
}
