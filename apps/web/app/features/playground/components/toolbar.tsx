/** The playground's toolbar: sample app, viewport, the bug switch and the run, export, share and reset actions. */
import { DEVICES, type Device } from "../devices";
import type { SampleApp } from "../model";

export type Viewport = "desktop" | "phone";
/** What the Viewport choice shows the app on: a browser viewport, or a device frame (devices.ts). */
export type ScreenChoice = Viewport | Device["id"];

interface ToolbarProps {
  app: SampleApp;
  onApp: (app: SampleApp) => void;
  viewport: ScreenChoice;
  onViewport: (viewport: ScreenChoice) => void;
  bug: boolean;
  onBug: (bug: boolean) => void;
  running: boolean;
  canRun: boolean;
  onRun: () => void;
  onStop: () => void;
  onExport: () => void;
  onShare: () => void;
  onReset: () => void;
  onEmpty: () => void;
}

const field = "flex min-w-0 max-w-full items-center gap-2 text-sm font-medium text-slate-700";
const select = "min-w-0 max-w-full rounded-md border border-slate-300 bg-surface px-2 py-1.5 text-sm text-slate-900";
const button = "btn btn-secondary px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-50";

export function Toolbar(props: ToolbarProps) {
  return (
    <div
      role="toolbar"
      aria-label="Playground"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3"
    >
      <span className={field}>
        <label htmlFor="playground-sample-app">Sample app</label>
        <select
          id="playground-sample-app"
          className={select}
          value={props.app}
          onChange={(event) => props.onApp(event.target.value as SampleApp)}
          data-playground="sample-app"
        >
          <option value="shop">Gearbox shop</option>
          <option value="orders">Meridian orders</option>
        </select>
      </span>
      <span className={field}>
        <label htmlFor="playground-viewport">Viewport</label>
        <select
          id="playground-viewport"
          className={select}
          value={props.viewport}
          onChange={(event) => props.onViewport(event.target.value as ScreenChoice)}
          data-playground="viewport"
        >
          <option value="desktop">Desktop</option>
          <option value="phone">Phone</option>
          {DEVICES.map((device) => (
            <option key={device.id} value={device.id}>
              {device.choice}
            </option>
          ))}
        </select>
      </span>
      <span className={field}>
        <button
          type="button"
          role="switch"
          aria-checked={props.bug}
          aria-labelledby="playground-bug-label"
          onClick={() => props.onBug(!props.bug)}
          data-playground="inject-bug"
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-600 ${props.bug ? "bg-red-600" : "bg-slate-400"}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${props.bug ? "translate-x-5" : "translate-x-0"}`}
          />
        </button>
        <span id="playground-bug-label">Inject a bug</span>
      </span>
      <span className="flex flex-wrap gap-2 sm:ml-auto">
        <button
          type="button"
          className="btn btn-primary px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-50"
          onClick={props.onRun}
          disabled={props.running || !props.canRun}
          data-playground="run-test"
        >
          Run test
        </button>
        <button
          type="button"
          className={button}
          onClick={props.onStop}
          disabled={!props.running}
          data-playground="stop"
        >
          Stop
        </button>
        <button type="button" className={button} onClick={props.onExport} data-playground="export">
          Export
        </button>
        <button type="button" className={button} onClick={props.onShare} data-playground="share">
          Share
        </button>
        <button type="button" className={button} onClick={props.onReset} data-playground="reset">
          Reset to the sample project
        </button>
        <button type="button" className={button} onClick={props.onEmpty} data-playground="empty-project">
          Start an empty project
        </button>
      </span>
    </div>
  );
}
