/** The test cases' tools (New Script, Import, Export Module) and the reasons a tool is disabled (manual-test-cases.md). */
import type { Verdict } from "../../access";
import type { Permissions } from "./scripts-panel";

const toolButton = "btn px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-60";

export function CasesToolbar({
  newScript,
  may,
  onOpen,
}: {
  /** New Script's verdict here: on the root module it is disabled with the root's reason. */
  newScript: { verdict: Verdict; reasonId: string | undefined };
  may: Permissions;
  onOpen: (dialog: "case" | "import" | "export") => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={`${toolButton} btn-primary`}
        disabled={!newScript.verdict.allowed}
        aria-describedby={newScript.reasonId}
        onClick={() => onOpen("case")}
      >
        + New Script
      </button>
      <button
        type="button"
        className={`${toolButton} btn-secondary`}
        disabled={!may.create.allowed}
        aria-describedby={may.create.allowed ? undefined : "reason-create"}
        onClick={() => onOpen("import")}
      >
        Import
      </button>
      <button type="button" className={`${toolButton} btn-secondary`} onClick={() => onOpen("export")}>
        Export Module
      </button>
    </div>
  );
}

function Reason({ id, verdict }: { id: string; verdict: Verdict }) {
  return verdict.allowed ? null : (
    <p id={id} className="text-sm text-slate-700">
      {verdict.reason}
    </p>
  );
}

/** Each reason once, under the tools: the buttons and the table's rows point at them by id. */
export function CaseReasons({ may, rootReason }: { may: Permissions; rootReason: string | undefined }) {
  return (
    <div className="mt-2 space-y-1">
      <Reason id="reason-create" verdict={may.create} />
      <Reason id="reason-edit" verdict={may.edit} />
      <Reason id="reason-delete" verdict={may.remove} />
      {rootReason ? (
        <p id="reason-root" className="text-sm text-slate-700">
          {rootReason}
        </p>
      ) : null}
    </div>
  );
}
