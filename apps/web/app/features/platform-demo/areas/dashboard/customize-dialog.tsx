/**
 * Customize Dashboard (customize-dashboard.md): show or hide each of the six widgets, Save as project
 * default (a Project Admin's, disabled with the reason for others), Save Layout, Reset to Default, Cancel.
 */
import { useState } from "react";
import type { Verdict } from "../../access";
import { DemoDialog } from "../../components/demo-dialog";
import { type WidgetId, widgetIds, widgetNames } from "./model";

export function CustomizeDialog({
  open,
  onOpenChange,
  hidden,
  setDefault,
  onSave,
  onReset,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hidden: readonly WidgetId[];
  setDefault: Verdict;
  onSave: (hidden: WidgetId[], asDefault: boolean) => void;
  onReset: () => void;
}) {
  return (
    <DemoDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Customize Dashboard"
      description="Choose the widgets your dashboard shows. Your layout is yours; a Project Admin sets the project default."
    >
      <CustomizeForm
        key={hidden.join(",")}
        hidden={hidden}
        setDefault={setDefault}
        onSave={onSave}
        onReset={onReset}
        onCancel={() => onOpenChange(false)}
      />
    </DemoDialog>
  );
}

function CustomizeForm({
  hidden,
  setDefault,
  onSave,
  onReset,
  onCancel,
}: {
  hidden: readonly WidgetId[];
  setDefault: Verdict;
  onSave: (hidden: WidgetId[], asDefault: boolean) => void;
  onReset: () => void;
  onCancel: () => void;
}) {
  const [shown, setShown] = useState<ReadonlySet<WidgetId>>(
    () => new Set(widgetIds.filter((id) => !hidden.includes(id))),
  );
  const [asDefault, setAsDefault] = useState(false);
  const toggle = (id: WidgetId) =>
    setShown((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(
          widgetIds.filter((id) => !shown.has(id)),
          asDefault && setDefault.allowed,
        );
      }}
      className="space-y-4"
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Widgets</legend>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {widgetIds.map((id) => (
            <li key={id}>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={shown.has(id)}
                  onChange={() => toggle(id)}
                />
                {widgetNames[id]}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div>
        <label className="flex items-center gap-2 text-sm text-slate-800 has-[:disabled]:opacity-70">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={asDefault}
            disabled={!setDefault.allowed}
            aria-describedby={setDefault.allowed ? undefined : "set-default-reason"}
            onChange={(event) => setAsDefault(event.target.checked)}
          />
          Save as project default
        </label>
        {!setDefault.allowed ? (
          <p id="set-default-reason" className="mt-1 text-sm text-slate-700">
            {setDefault.reason}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-secondary px-4 py-2 text-sm" onClick={onReset}>
          Reset to Default
        </button>
        <button type="button" className="btn btn-secondary px-4 py-2 text-sm" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary px-4 py-2 text-sm">
          Save Layout
        </button>
      </div>
    </form>
  );
}
