import { Link } from "react-router";
import { catalogueHref } from "../utils/asset-links";

type Crumb = { label: string; href?: string };

/** Assets › NLPs › Mouse actions: where a catalogue page sits, the last crumb being the page itself. */
export function AssetsBreadcrumb({ trail }: { trail: readonly Crumb[] }) {
  const crumbs: Crumb[] = [{ label: "Assets", href: catalogueHref }, ...trail];
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.label}|${crumb.href ?? ""}`} className="flex items-center gap-2">
              {index > 0 ? <span aria-hidden="true">›</span> : null}
              {crumb.href && !last ? (
                <Link to={crumb.href} className="link">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined} className="font-medium text-slate-800">
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
