/**
 * The Platform demo's shell (docs/platform-demo.md): the banner, acting as a
 * user, "Reset demo data", the navigation between areas and back to the
 * playground's test editor, and the area of this address, whose module loads
 * only here. The route module draws the heading and the banner; this chunk mounts in the browser, where IndexedDB is.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { demoWords } from "../../../../../../content/pages/platform-demo";
import { type AreaProps, areaOf, demoAreas } from "../areas";
import { useDemoData } from "../hooks/use-demo-data";
import { indexedDbDemoStore } from "../state/demo-store";
import { ActAs } from "./act-as";
import { MemoryNotice } from "./demo-banner";
import { DemoNav } from "./demo-nav";
import { Overview } from "./overview";
import { ResetDemoData } from "./reset-demo-data";

const areaScreens = new Map(demoAreas.map((area) => [area.slug, lazy(area.load)]));

function Loading() {
  return (
    <p role="status" className="rounded-xl border border-slate-200 bg-slate-50 p-6 text-slate-700">
      {demoWords.loadingData}
    </p>
  );
}

export function PlatformDemo({ path }: { path: string }) {
  const store = useMemo(() => indexedDbDemoStore(), []);
  const demo = useDemoData(store);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const area = areaOf(path);
  const Screen: React.ComponentType<AreaProps> | undefined = area ? areaScreens.get(area.slug) : undefined;
  const ready = mounted && demo.persistence !== "loading";

  return (
    <>
      {demo.persistence === "memory" ? <MemoryNotice /> : null}
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
    </>
  );
}
