/**
 * One request of an API test, editable (docs/playground.md#runner): method,
 * path under /v1/public/ (the prefix is fixed, so the path always parses),
 * body, and its checks; its last result beside it.
 */
import { useId } from "react";
import type { ApiTest, StepResult } from "../model";
import { type ApiCheck, ApiCheckRow } from "./api-check-row";
import { StatusBadge } from "./status-badge";

type ApiRequest = ApiTest["requests"][number];

const PREFIX = "/v1/public/";
const field = "rounded-md border border-slate-300 bg-surface px-2 py-1 text-sm text-slate-900";
const NEW_CHECKS: Record<ApiCheck["kind"], ApiCheck> = {
  status: { kind: "status", equals: 200 },
  jsonField: { kind: "jsonField", path: "message", equals: "SUCCESS" },
  timeUnder: { kind: "timeUnder", ms: 2000 },
};

export function ApiRequestRow({
  request,
  index,
  result,
  onChange,
  onRemove,
}: {
  request: ApiRequest;
  index: number;
  result: StepResult | undefined;
  onChange: (request: ApiRequest) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const name = `Request ${index + 1}`;
  const setChecks = (checks: ApiCheck[]) => onChange({ ...request, checks });
  return (
    <li aria-label={name} className="rounded-lg border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={`${id}-method`} className="grid gap-0.5 text-xs text-slate-700">
          Method
          <select
            id={`${id}-method`}
            value={request.method}
            onChange={(event) => onChange({ ...request, method: event.target.value === "POST" ? "POST" : "GET" })}
            className={field}
          >
            <option>GET</option>
            <option>POST</option>
          </select>
        </label>
        <div className="grid min-w-0 flex-1 gap-0.5 text-xs text-slate-700">
          <label htmlFor={`${id}-path`}>Path</label>
          <span className="flex items-center font-mono text-sm">
            <span className="text-slate-600">{PREFIX}</span>
            <input
              id={`${id}-path`}
              value={request.path.slice(PREFIX.length)}
              onChange={(event) => onChange({ ...request, path: `${PREFIX}${event.target.value.replace(/^\/+/, "")}` })}
              placeholder="nlp-details/search"
              className={`${field} min-w-0 flex-1 font-mono`}
            />
          </span>
        </div>
        {result ? <StatusBadge status={result.status} /> : null}
      </div>
      {request.method === "POST" ? (
        <label htmlFor={`${id}-body`} className="mt-2 grid gap-0.5 text-xs text-slate-700">
          Body (JSON)
          <input
            id={`${id}-body`}
            value={request.body}
            onChange={(event) => onChange({ ...request, body: event.target.value })}
            placeholder='{"key":"verify title"}'
            className={`${field} font-mono`}
          />
        </label>
      ) : null}
      <ul aria-label={`Checks of request ${index + 1}`} className="mt-2 grid gap-2">
        {request.checks.map((check, position) => (
          <ApiCheckRow
            // biome-ignore lint/suspicious/noArrayIndexKey: checks have no ids; a removal re-keys the rest, which is fine
            key={`${check.kind}-${position}`}
            check={check}
            label={`Check ${position + 1} of request ${index + 1}`}
            onChange={(next) => setChecks(request.checks.map((old, at) => (at === position ? next : old)))}
            onRemove={() => setChecks(request.checks.filter((_, at) => at !== position))}
          />
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap gap-2">
        {(["status", "jsonField", "timeUnder"] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            disabled={request.checks.length >= 20}
            onClick={() => setChecks([...request.checks, NEW_CHECKS[kind]])}
            className="rounded border border-slate-300 px-2 py-1 text-xs text-slate-800 disabled:opacity-40"
          >
            {kind === "status" ? "Check status" : kind === "jsonField" ? "Check a JSON field" : "Check the time"}
          </button>
        ))}
        <button
          type="button"
          onClick={onRemove}
          className="rounded border border-slate-300 px-2 py-1 text-xs text-slate-800"
        >
          Remove {name.toLowerCase()}
        </button>
      </div>
      {result?.reason ? <p className="mt-1 text-xs text-slate-700">{result.reason}</p> : null}
    </li>
  );
}
