import { releaseFeedPaths } from "../paths";

/** Subscribe to new releases in a feed reader. Plain links: feeds are files, not app routes. */
export function FeedLinks() {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-600">Follow releases</h2>
      <ul className="mt-3 flex gap-4 text-sm font-semibold">
        <li>
          <a href={releaseFeedPaths.rss} className="link" type="application/rss+xml">
            RSS feed
          </a>
        </li>
        <li>
          <a href={releaseFeedPaths.atom} className="link" type="application/atom+xml">
            Atom feed
          </a>
        </li>
      </ul>
    </div>
  );
}
