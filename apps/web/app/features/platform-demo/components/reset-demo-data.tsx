/** "Reset demo data": after a confirmation, the seed replaces everything the visitor changed. */
import { useState } from "react";
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
        Reset demo data
      </button>
      <p role="status" className="text-xs text-slate-600">
        {done ? "The demo data is back to its start." : ""}
      </p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Reset demo data?"
        description="Every change you made in the demo (users, roles, the licence) is replaced by the demo company's starting data."
        confirmLabel="Reset demo data"
        onConfirm={() => {
          onReset();
          setDone(true);
        }}
      />
    </div>
  );
}
