/** "Reset demo data": after a confirmation, the seed replaces everything the visitor changed. */
import { useState } from "react";
import { demoWords } from "../../../../../../content/pages/platform-demo";
import { ConfirmDialog } from "./confirm-dialog";

export function ResetDemoData({ onReset, disabled }: { onReset: () => void; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <button
        type="button"
        className="btn btn-secondary px-4 py-2 text-sm"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {demoWords.reset.button}
      </button>
      <p role="status" className="text-xs text-slate-600">
        {done ? demoWords.reset.done : ""}
      </p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={demoWords.reset.title}
        description={demoWords.reset.description}
        confirmLabel={demoWords.reset.confirm}
        onConfirm={() => {
          onReset();
          setDone(true);
        }}
      />
    </div>
  );
}
