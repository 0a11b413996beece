/** Visible links to the feeds (the <link rel="alternate"> tags are for feed readers). */
export function FeedLinks() {
  return (
    <p className="flex shrink-0 items-center gap-3 text-sm text-slate-700">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 fill-brand-700">
        <path d="M2 2a12 12 0 0 1 12 12h-2.2A9.8 9.8 0 0 0 2 4.2zm0 4.4A7.6 7.6 0 0 1 9.6 14H7.4A5.4 5.4 0 0 0 2 8.6zM3.6 11a1.6 1.6 0 1 1 0 3.2 1.6 1.6 0 0 1 0-3.2" />
      </svg>
      <span>Subscribe:</span>
      <a className="link font-semibold" href="/blogs/rss.xml">
        RSS
      </a>
      <a className="link font-semibold" href="/blogs/atom.xml">
        Atom
      </a>
      <a className="link font-semibold" href="/blogs/feed.json">
        JSON Feed
      </a>
    </p>
  );
}
