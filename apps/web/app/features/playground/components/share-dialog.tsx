/** "Share": a link to /playground#t=<encoded test> that opens the same test (docs/playground.md#export-and-share). */
import { useId, useState } from "react";
import { encodeShare } from "../engine/share";
import type { PlaygroundTest, Project } from "../model";
import { CopyButton, PlaygroundDialog } from "./playground-dialog";

export function shareLink(test: PlaygroundTest, project: Project, origin = window.location.origin): string {
  return `${origin}/playground#t=${encodeShare(test, project.elements)}`;
}

export function ShareDialog({
  open,
  onOpenChange,
  test,
  project,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  test: PlaygroundTest;
  project: Project;
}) {
  const id = useId();
  const [message, setMessage] = useState("");
  const link = open ? shareLink(test, project) : "";
  return (
    <PlaygroundDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share"
      description="Anyone who opens this link gets a copy of the test in their own playground. The test travels in the link itself."
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Link to "{test.name}"
      </label>
      <input
        id={id}
        readOnly
        value={link}
        onFocus={(event) => event.target.select()}
        className="mt-1 w-full rounded-md border border-slate-300 bg-surface px-2 py-1.5 font-mono text-xs text-slate-900"
      />
      <div className="mt-2 flex items-center gap-2">
        <CopyButton text={link} label="Copy link" onDone={setMessage} />
        <p role="status" className="text-sm text-green-700">
          {message}
        </p>
      </div>
    </PlaygroundDialog>
  );
}
