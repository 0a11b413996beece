import { lazy, Suspense, useEffect } from "react";
import { pageCopy } from "~/page-copy/pages.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/playground";

/**
 * The playground's screen and engine load on this route only (docs/playground.md). In the browser the
 * chunk is asked for as soon as this module runs, so it downloads while the page hydrates instead of
 * after (docs/performance.md#the-playground); the prerender (no document) never asks.
 */
const loadApp = () => import("~/features/playground/components/playground-app");
const appChunk = typeof document === "undefined" ? null : loadApp();
const PlaygroundApp = lazy(() => appChunk ?? loadApp());

export async function loader() {
  const page = pageCopy("/playground");
  if (!page) throw new Error("content/pages has no copy for /playground");
  return { page };
}

export function meta({ loaderData: { page } }: Route.MetaArgs) {
  return pageMeta({ title: page.title, description: page.description, path: page.path });
}

/** Whether this document was loaded as the playground (not reached by a client-side navigation). */
function isOwnDocument(): boolean {
  const [entry] = performance.getEntriesByType("navigation");
  return !entry || new URL(entry.name).pathname === window.location.pathname;
}

function Loading() {
  return (
    <p role="status" className="rounded-xl border border-slate-200 bg-slate-50 p-6 text-slate-700">
      Loading the playground…
    </p>
  );
}

export default function Playground({ loaderData: { page } }: Route.ComponentProps) {
  // The app is prerendered with the sample project, its frame included, so the sample app loads with the
  // document instead of after the app's chunk; React hydrates it when the chunk arrives, and the project
  // stored in this browser replaces the sample (docs/performance.md#the-playground).
  // The playground needs its own document: a page keeps the Content-Security-Policy it was loaded with,
  // and only this page's may frame the sample apps and show captured pictures (site/own-document.ts).
  // Arriving by a client-side link all the same, it loads the page itself, and renders no frame before
  // (the old page's policy would block it, and say so in the console). Hydration is on its own document.
  const ownDocument = typeof document === "undefined" || isOwnDocument();
  useEffect(() => {
    if (!ownDocument) window.location.reload();
  }, [ownDocument]);
  return (
    <div className="container-page py-6 sm:py-8">
      <p className="text-sm font-semibold tracking-wider text-accent-text uppercase">{page.eyebrow}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{page.h1}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{page.lead}</p>
      <p className="mt-3 inline-block rounded-md border border-ink-100 bg-ink-50 px-3 py-1.5 text-sm text-slate-900">
        <strong>Demo mode.</strong> Your project is kept in this browser only; nothing leaves it.{" "}
        <a href="/playground/platform" className="font-medium text-link underline underline-offset-4">
          See the rest of the Platform in demo mode
        </a>
      </p>
      {/* A screen's height kept for the app, so the footer does not jump (CLS). The app's own words are not
          the page's: the site search skips them. */}
      <div className="mt-5 min-h-screen" data-pagefind-ignore="all">
        {ownDocument ? (
          <Suspense fallback={<Loading />}>
            <PlaygroundApp />
          </Suspense>
        ) : (
          <Loading />
        )}
      </div>
    </div>
  );
}
