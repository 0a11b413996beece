/**
 * "Export": the test as a Playwright Test file and as the plain-English step
 * script, each to copy or download, and "Import script" (paste a script back;
 * errors by line number) (docs/playground.md#export-and-share).
 */
import { useId, useState } from "react";
import { toPlaywright } from "../engine/playwright-export";
import { parseScript, toScript } from "../engine/step-script";
import type { Project, Step, WebTest } from "../model";
import { CopyButton, download, PlaygroundDialog } from "./playground-dialog";

interface ExportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  test: WebTest;
  project: Project;
  onImport: (steps: Step[]) => void;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "test";

export function ExportDialog({ open, onOpenChange, test, project, onImport }: ExportDialogProps) {
  const id = useId();
  const [message, setMessage] = useState("");
  const [script, setScript] = useState("");
  const [errors, setErrors] = useState<string[]>([]);
  const playwright = toPlaywright(test, project);
  const plain = toScript(test, project);

  const importScript = () => {
    const parsed = parseScript(script, project);
    if (!parsed.ok) {
      setErrors(parsed.errors.map((error) => error.message));
      return;
    }
    setErrors([]);
    onImport(parsed.steps);
    setMessage(`Imported ${parsed.steps.length} steps into "${test.name}".`);
    setScript("");
  };

  return (
    <PlaygroundDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Export"
      description={`"${test.name}" as a Playwright test and as a step script.`}
    >
      <p role="status" className="mb-2 text-sm text-green-700">
        {message}
      </p>
      <h3 className="font-semibold text-slate-900">
        <label htmlFor={`${id}-pw`}>Playwright Test (TypeScript)</label>
      </h3>
      <textarea
        id={`${id}-pw`}
        readOnly
        value={playwright}
        rows={14}
        spellCheck={false}
        className="mt-2 w-full rounded-md bg-slate-100 p-3 font-mono text-xs text-slate-900"
        data-testid="export-playwright"
      />
      <div className="mt-2 flex gap-2">
        <CopyButton text={playwright} label="Copy Playwright code" onDone={setMessage} />
        <button
          type="button"
          className="btn btn-secondary px-3 py-1 text-sm"
          onClick={() => download(`${slug(test.name)}.spec.ts`, playwright, "text/typescript")}
        >
          Download .spec.ts
        </button>
      </div>
      <h3 className="mt-5 font-semibold text-slate-900">
        <label htmlFor={`${id}-script`}>Step script</label>
      </h3>
      <textarea
        id={`${id}-script`}
        readOnly
        value={plain}
        rows={8}
        spellCheck={false}
        className="mt-2 w-full rounded-md bg-slate-100 p-3 font-mono text-xs text-slate-900"
        data-testid="export-script"
      />
      <div className="mt-2 flex gap-2">
        <CopyButton text={plain} label="Copy script" onDone={setMessage} />
        <button
          type="button"
          className="btn btn-secondary px-3 py-1 text-sm"
          onClick={() => download(`${slug(test.name)}.txt`, plain)}
        >
          Download .txt
        </button>
      </div>
      <h3 className="mt-5 font-semibold text-slate-900">Import script</h3>
      <label htmlFor={`${id}-import`} className="mt-2 block text-sm text-slate-700">
        Paste a step script: it replaces the steps of this test.
      </label>
      <textarea
        id={`${id}-import`}
        value={script}
        onChange={(event) => setScript(event.target.value)}
        rows={6}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={errors.length > 0 ? `${id}-errors` : undefined}
        className="mt-1 w-full rounded-md border border-slate-300 bg-surface p-2 font-mono text-xs text-slate-900"
      />
      {errors.length > 0 ? (
        <ul id={`${id}-errors`} role="alert" className="mt-1 list-disc pl-5 text-sm text-red-700">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className="btn btn-primary mt-2 px-3 py-1 text-sm"
        onClick={importScript}
        disabled={!script.trim()}
      >
        Import script
      </button>
    </PlaygroundDialog>
  );
}
