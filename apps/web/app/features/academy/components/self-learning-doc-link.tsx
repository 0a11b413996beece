/**
 * The "Self-Learning Doc" download (docs/product/pages-and-routes.md#self-learning-doc), or the catalogue's
 * missing-document message (docs/product/flows.md#when-something-fails) when there is no archive.
 */
export function SelfLearningDocLink({ href }: { href: string | undefined }) {
  if (!href) return <p className="text-sm font-medium text-slate-700">No download link available</p>;
  return (
    <a href={href} download className="btn btn-secondary gap-2">
      <DownloadIcon />
      Self-Learning Doc
      <span className="text-sm font-normal text-slate-600">(ZIP)</span>
    </a>
  );
}

function DownloadIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none">
      <path
        d="M10 3v9m0 0-3.5-3.5M10 12l3.5-3.5M4 14v2h12v-2"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
