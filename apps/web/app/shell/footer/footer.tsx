import { site, withBrand } from "@ignitest/contracts";
import { lazy, Suspense, useCallback, useState } from "react";
import { Link } from "react-router";
import { PendingDialog } from "~/components/ui/pending-dialog";
import { fillTemplate } from "~/lib/fill-template";
import { config } from "~/site/config";
import { footer as words } from "../../../../../content/pages/site-chrome";
import { type LegalDocId, legalDocuments } from "./legal-texts";
import { OfficeBlock } from "./office-block";

type FooterLink = { label: string; to: string } | { label: string; href: string };
type FooterColumn = { title: string; links: readonly FooterLink[] };

/** The legal dialog's code (Radix Dialog and Tabs) loads when it is first opened (or the pointer or focus reaches a legal link). */
const loadLegalDialog = () => import("./legal-dialog");
const LegalDialog = lazy(() => loadLegalDialog().then((module) => ({ default: module.LegalDialog })));
const preloadLegalDialog = () => {
  // A failed preload is retried by React.lazy on open, where the error boundary shows it.
  loadLegalDialog().catch(() => undefined);
};

/** Every internal path here is a route of route-table.ts (footer.test.tsx checks it). */
export const footerColumns: readonly FooterColumn[] = words.columns.map((column) => ({
  title: column.title,
  links: column.links.map((link) => {
    const label = fillTemplate(link.label, { name: site.name });
    return "to" in link ? { label, to: withBrand(link.to) } : { label, href: config.SUPPORT_URL };
  }),
}));

const linkClass = "hover:text-white hover:underline underline-offset-4";

/** The year the site was built (plugins/build-year.ts), the same in prerendered HTML and in the browser. */
declare const __BUILD_YEAR__: number;

function CopyrightYear() {
  return <span>{__BUILD_YEAR__}</span>;
}

/** The site footer (docs/product/pages-and-routes.md#footer): link columns, the office block, the legal links and the chat popup. */
export function Footer() {
  const [legalOpen, setLegalOpen] = useState(false);
  const [legalTab, setLegalTab] = useState<LegalDocId>("terms");
  // Mounted from the first opening on, so closing animates and returns focus.
  const [legalOpened, setLegalOpened] = useState(false);

  const closeLegal = useCallback(() => setLegalOpen(false), []);
  const openLegal = (tab: LegalDocId) => {
    setLegalTab(tab);
    setLegalOpen(true);
    setLegalOpened(true);
  };

  return (
    <footer className="bg-ink-900 text-slate-300 [&_:focus-visible]:outline-white">
      <div className="container-page py-14">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,4fr)]">
          <div>
            <Link to="/" className="text-2xl font-bold tracking-tight text-white">
              {site.name}
            </Link>
            <p className="mt-3 max-w-xs text-sm leading-6">{words.tagline}</p>
          </div>
          <nav aria-label={words.navLabel} className="grid grid-cols-2 gap-8 md:grid-cols-4">
            {footerColumns.map((column) => (
              <div key={column.title}>
                <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{column.title}</h2>
                <ul className="mt-4 space-y-2.5 text-sm">
                  {column.links.map((link) => (
                    <li key={link.label}>
                      {"to" in link ? (
                        <Link to={link.to} className={linkClass}>
                          {link.label}
                        </Link>
                      ) : (
                        <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                          {link.label}
                          <span className="sr-only">{words.newTab}</span>
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-12 border-t border-white/15 pt-10">
          <OfficeBlock />
        </div>
        <div className="mt-10 flex flex-col gap-4 border-t border-white/15 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <CopyrightYear /> {fillTemplate(words.copyrightHolder, { name: site.name })}
          </p>
          <ul aria-label={words.legalLabel} className="flex flex-wrap gap-x-6 gap-y-2">
            {legalDocuments.map((doc) => (
              <li key={doc.id}>
                <button
                  type="button"
                  aria-haspopup="dialog"
                  // Fetch the dialog's code as the pointer or focus arrives, so it opens at once.
                  onPointerEnter={preloadLegalDialog}
                  onFocus={preloadLegalDialog}
                  onClick={() => openLegal(doc.id)}
                  className={`${linkClass} cursor-pointer`}
                >
                  {doc.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {legalOpened ? (
        <Suspense fallback={legalOpen ? <PendingDialog onCancel={closeLegal} /> : null}>
          <LegalDialog open={legalOpen} onOpenChange={setLegalOpen} tab={legalTab} onTabChange={setLegalTab} />
        </Suspense>
      ) : null}
    </footer>
  );
}
