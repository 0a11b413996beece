/**
 * A browser session's frame, small, while it runs (docs/platform-demo.md#execution): the sample app
 * at the run's window size, scaled down, with the script and its last step under it. The frame is
 * named after its lane, so it keeps its own state in the sample apps (docs/playground.md).
 */

import type { WindowSize } from "./model";
import type { LaneState } from "./run-suite";

const sizes: Record<WindowSize, { box: string; frame: string }> = {
  desktop: { box: "h-[200px] w-[320px]", frame: "h-[800px] w-[1280px] scale-25" },
  phone: { box: "h-[334px] w-[188px]", frame: "h-[667px] w-[375px] scale-50" },
};

export function LiveView({
  lane,
  windowSize,
  state,
  frameRef,
}: {
  lane: number;
  windowSize: WindowSize;
  state: LaneState | undefined;
  frameRef: (frame: HTMLIFrameElement | null) => void;
}) {
  const size = sizes[windowSize];
  const step = state?.lastStep;
  return (
    <figure className="min-w-0" data-testid="live-view">
      <div className={`relative overflow-hidden rounded-md border border-slate-300 bg-white ${size.box}`}>
        <iframe
          ref={frameRef}
          name={`lane-${lane}`}
          title={`Session ${lane}: live view of the sample app`}
          src="about:blank"
          className={`absolute top-0 left-0 origin-top-left border-0 bg-white ${size.frame}`}
        />
      </div>
      <figcaption className="mt-1 max-w-[320px] text-sm text-slate-800">
        <span className="font-semibold text-slate-900">Session {lane}</span>
        {state ? (
          <>
            {" · "}
            {state.scriptName}
            {state.attempt > 1 ? ` (rerun ${state.attempt - 1})` : ""}: {state.status}
            {step ? (
              <span className="block truncate text-slate-700">
                Last step, {step.status}: {step.title}
              </span>
            ) : null}
          </>
        ) : (
          " · starting"
        )}
      </figcaption>
    </figure>
  );
}
