/**
 * The Platform demo's shell (docs/platform-demo.md): the banner, acting as a
 * user, "Reset demo data", the navigation between areas and back to the
 * playground's test editor, and the area of this address, whose module loads
 * only here. The data mounts in the browser, where IndexedDB is.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { type AreaProps, areaOf, demoAreas } from "../areas";
import { useDemoData } from "../hooks/use-demo-data";
import { indexedDbDemoStore } from "../state/demo-store";
import { ActAs } from "./act-as";
import { DemoBanner } from "./demo-banner";
import { DemoNav } from "./demo-nav";
import { Overview } from "./overview";
import { ResetDemoData } from "./reset-demo-data";

const areaScreens = new Map(demoAreas.map((area) => [area.slug, lazy(area.load)]));

function Loading() {
  return (
    <p role="status" className="rounded-xl border border-slate-200 bg-slate-50 p-6 text-slate-700">
      Loading the demo data…
    </p>
  );
}

export function PlatformDemo({ path, eyebrow, h1, lead }: { path: string; eyebrow: string; h1: string; lead: string }) {
  const store = useMemo(() => indexedDbDemoStore(), []);
  const demo = useDemoData(store);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const area = areaOf(path);
  const Screen: React.ComponentType<AreaProps> | undefined = area ? areaScreens.get(area.slug) : undefined;
  const ready = mounted && demo.persistence !== "loading";

  return (
    <div className="container-page py-6 sm:py-8">
      <p className="text-sm font-semibold tracking-wider text-accent-text uppercase">{eyebrow}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{h1}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{lead}</p>
      <DemoBanner company={demo.data.company.name} persistence={demo.persistence} />
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <ActAs demo={demo} disabled={!ready} />
        <ResetDemoData onReset={demo.reset} disabled={!ready} />
      </div>
      <DemoNav path={path} />
      <div className="mt-5 min-h-[60vh]">
        {!ready ? (
          <Loading />
        ) : Screen ? (
          <Suspense fallback={<Loading />}>
            <Screen demo={demo} />
          </Suspense>
        ) : (
          <Overview data={demo.data} />
        )}
      </div>
    </div>
  );
}
