/** Said on every screen of the Platform demo (issue 28's rule): this is demo mode and nothing leaves the browser. */
import { demoWords } from "../../../../../../content/pages/platform-demo";
export function DemoBanner() {
  return (
    <p
      className="mt-3 rounded-md border border-ink-100 bg-ink-50 px-3 py-2 text-sm text-slate-900"
      data-testid="demo-banner"
    >
      <strong>{demoWords.banner.strong}</strong> {demoWords.banner.text}
    </p>
  );
}

/** Said when IndexedDB refuses the data, as the playground says it (docs/platform-demo.md#data-model-and-store). */
export function MemoryNotice() {
  return (
    <p role="status" className="mt-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {demoWords.memory}
    </p>
  );
}
