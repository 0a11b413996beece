/**
 * The Defects area (issue 28 item 7; content/docs/defects; docs/platform-demo.md#defects): the board,
 * a defect's detail (?defect=DEF301) and a run's result (?run=EXE2041&script=SCR1012&step=5), where a
 * failed step logs a defect. What the acting user may not do is disabled with the reason.
 */
import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import { actingUser } from "../../access";
import type { AreaProps } from "../../areas";
import { DemoDialog } from "../../components/demo-dialog";
import type { Run, ScriptRun, StepRun } from "../../runs/runs-model";
import { mayDefects } from "./access";
import { allFilter, type BoardFilter } from "./board-filters";
import { DefectDetail } from "./defect-detail";
import { DefectsBoard, statusReasonId } from "./defects-board";
import { stepsToReproduce, suggestedSummary } from "./evidence";
import { LogDefectForm } from "./log-defect-form";
import { type Defect, type DefectFields, type DefectStatus, needsComment, nextDefectId } from "./model";
import { RunDetail } from "./run-detail";
import { logReasonId } from "./script-result";
import { StatusCommentForm } from "./status-comment-form";

type LogFrom = { run: Run; script: ScriptRun; step: StepRun } | { run: null };

export default function DefectsArea({ demo: { data, update } }: AreaProps) {
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<BoardFilter>(allFilter);
  const [logFrom, setLogFrom] = useState<LogFrom | null>(null);
  const [moving, setMoving] = useState<{ defect: Defect; to: DefectStatus } | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [message, setMessage] = useState("");
  const log = mayDefects(data, "defects.log");
  const status = mayDefects(data, "defects.status");
  const comment = mayDefects(data, "defects.comment");
  const members = data.users.filter((user) => user.status === "Active");
  const clearFocus = useCallback(() => setFocusId(null), []);

  const move = (defect: Defect, to: DefectStatus, comment?: string) => {
    const byId = actingUser(data).id;
    const at = new Date().toISOString();
    update((current) => ({
      ...current,
      defects: current.defects.map((candidate) =>
        candidate.id === defect.id
          ? {
              ...candidate,
              status: to,
              history: [
                ...candidate.history,
                { at, byId, from: candidate.status, to, ...(comment ? { comment } : {}) },
              ],
            }
          : candidate,
      ),
    }));
    setFocusId(defect.id);
    setMessage(`${defect.id} moved from ${defect.status} to ${to}.`);
  };

  const addComment = (defect: Defect, text: string) => {
    const entry = { at: new Date().toISOString(), byId: actingUser(data).id, text };
    update((current) => ({
      ...current,
      defects: current.defects.map((candidate) =>
        candidate.id === defect.id ? { ...candidate, comments: [...candidate.comments, entry] } : candidate,
      ),
    }));
    setMessage(`Your comment was added to ${defect.id}.`);
  };

  const requestMove = (defect: Defect, to: DefectStatus) => {
    if (needsComment(defect.status, to)) setMoving({ defect, to });
    else move(defect, to);
  };

  const logDefect = (fields: DefectFields) => {
    const from = logFrom?.run ? logFrom : null;
    const id = nextDefectId(data.defects);
    const defect: Defect = {
      id,
      projectId: from ? from.run.projectId : fields.projectId,
      summary: fields.summary,
      description: fields.description,
      severity: fields.severity,
      priority: fields.priority,
      status: "New",
      ...(fields.assigneeId === "unassigned" ? {} : { assigneeId: fields.assigneeId }),
      ...(from ? { module: from.script.module } : {}),
      source: from ? (from.run.source === "Quick Run" ? "Quick Run" : "Suite run") : "Manual entry",
      ...(from ? { step: { runId: from.run.id, scriptId: from.script.scriptId, stepIndex: from.step.index } } : {}),
      history: [{ at: new Date().toISOString(), byId: actingUser(data).id, to: "New" }],
      comments: [],
    };
    update((current) => ({ ...current, defects: [...current.defects, defect] }));
    setMessage(`${id} was logged with the status New.`);
    setLogFrom(null);
  };

  const runId = params.get("run");
  const defectId = params.get("defect");
  const run = runId ? data.runs.find((candidate) => candidate.id === runId) : undefined;
  const defect = defectId ? data.defects.find((candidate) => candidate.id === defectId) : undefined;
  const fromStep = logFrom?.run ? logFrom : null;
  const fixedProject = fromStep ? data.projects.find((project) => project.id === fromStep.run.projectId) : undefined;

  let view: React.ReactNode;
  if (run) {
    const step = Number(params.get("step"));
    view = (
      <RunDetail
        key={run.id}
        data={data}
        run={run}
        targetScript={params.get("script")}
        targetStep={Number.isInteger(step) && step > 0 ? step : null}
        log={log}
        onLog={(failedRun, script, failed) => setLogFrom({ run: failedRun, script, step: failed })}
      />
    );
  } else if (defect) {
    view = (
      <DefectDetail
        key={defect.id}
        data={data}
        defect={defect}
        status={status}
        reasonId={statusReasonId}
        onMove={requestMove}
        comment={comment}
        onComment={(text) => addComment(defect, text)}
      />
    );
  } else {
    view = (
      <DefectsBoard
        data={data}
        filter={filter}
        onFilter={setFilter}
        status={status}
        focusId={focusId}
        onFocused={clearFocus}
        onMove={requestMove}
      />
    );
  }

  const missing = (runId && !run) || (defectId && !defect);
  return (
    <section aria-labelledby="defects-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="defects-heading" className={run || defect ? "sr-only" : "text-xl font-semibold text-slate-900"}>
            Defects
          </h2>
          {run || defect ? null : (
            <p className="text-sm text-slate-700">
              Every defect of the company's projects, by status. Move one with Move to; open it from its ID.
            </p>
          )}
        </div>
        {run || defect ? null : (
          <button
            type="button"
            className="btn btn-primary px-4 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-60"
            disabled={!log.allowed}
            aria-describedby={log.allowed ? undefined : logReasonId}
            onClick={() => setLogFrom({ run: null })}
          >
            New Defect
          </button>
        )}
      </div>
      {!log.allowed || !status.allowed ? (
        <div className="mt-3 space-y-1 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {!log.allowed ? <p id={logReasonId}>{log.reason}</p> : null}
          {!status.allowed ? <p id={statusReasonId}>{status.reason}</p> : null}
        </div>
      ) : null}
      <p role="status" className="mt-3 min-h-5 text-sm font-medium text-slate-900">
        {message}
      </p>
      {missing ? (
        <p className="mb-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {runId && !run
            ? `The run ${runId} is not in the demo data.`
            : `The defect ${defectId} is not in the demo data.`}
        </p>
      ) : null}
      <div className="mt-2">{view}</div>
      <DemoDialog
        open={logFrom !== null}
        onOpenChange={(open) => (open ? undefined : setLogFrom(null))}
        title="Log Defect"
        description={
          fromStep
            ? `From ${fromStep.run.id}, ${fromStep.script.scriptId} ${fromStep.script.name}, step ${fromStep.step.index}: the steps to reproduce and the run are filled in.`
            : "A defect logged by hand: fill in every field."
        }
      >
        <LogDefectForm
          key={fromStep ? `${fromStep.run.id}-${fromStep.script.scriptId}-${fromStep.step.index}` : "by-hand"}
          projects={data.projects}
          members={members}
          fixedProject={fixedProject}
          summary={fromStep ? suggestedSummary(fromStep.script, fromStep.step) : ""}
          description={fromStep ? stepsToReproduce(fromStep.run, fromStep.script, fromStep.step) : ""}
          onSubmit={logDefect}
          onCancel={() => setLogFrom(null)}
        />
      </DemoDialog>
      <DemoDialog
        open={moving !== null}
        onOpenChange={(open) => (open ? undefined : setMoving(null))}
        title={moving ? `Move ${moving.defect.id} to ${moving.to}` : "Move"}
        description={
          moving && needsComment(moving.defect.status, moving.to)
            ? "A comment is required, so the history explains why."
            : "Add a comment for the history."
        }
      >
        {moving ? (
          <StatusCommentForm
            from={moving.defect.status}
            to={moving.to}
            onSubmit={(comment) => {
              move(moving.defect, moving.to, comment);
              setMoving(null);
            }}
            onCancel={() => setMoving(null)}
          />
        ) : null}
      </DemoDialog>
    </section>
  );
}
