import { lazy, Suspense, useEffect, useState } from "react";
import { data } from "react-router";
import { DemoBanner, loadPlatformDemo } from "~/features/platform-demo";
import { pageCopy } from "~/page-copy/pages.server";
import { pageMeta } from "~/site/seo";
import { demoWords } from "../../../../../content/pages/platform-demo";
import type { Route } from "./+types/platform-demo";

/**
 * One module for the Platform demo's addresses (routes.ts): the overview and one address per area
 * (docs/platform-demo.md). The page is the heading and the banner; the shell, its data and each area
 * load in the browser, the shell's chunk asked for as soon as this module runs (as /playground's is).
 */
const shellChunk = typeof document === "undefined" ? null : loadPlatformDemo();
const Shell = lazy(() => (shellChunk ?? loadPlatformDemo()).then((module) => ({ default: module.PlatformDemo })));

export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const page = pageCopy(path);
  if (!page) throw data(`No copy for ${path}`, { status: 404 });
  return { page };
}

export function meta({ loaderData: { page } }: Route.MetaArgs) {
  return pageMeta({ title: page.title, description: page.description, path: page.path });
}

function Loading() {
  return (
    <p role="status" className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-6 text-slate-700">
      {demoWords.loading}
    </p>
  );
}

export default function PlatformDemoPage({ loaderData: { page } }: Route.ComponentProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <div className="container-page py-6 sm:py-8">
      <p className="text-sm font-semibold tracking-wider text-accent-text uppercase">{page.eyebrow}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{page.h1}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{page.lead}</p>
      <DemoBanner />
      {/* A screen's height kept for the demo, so the footer does not jump when the lazy chunk mounts (CLS). */}
      <div className="min-h-screen">
        {mounted ? (
          <Suspense fallback={<Loading />}>
            <Shell path={page.path} />
          </Suspense>
        ) : (
          <Loading />
        )}
      </div>
    </div>
  );
}
