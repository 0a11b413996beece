/** An API test: its requests to this site's public assets API and the checks on each (docs/playground.md#runner). */
import type { ApiTest, StepResult } from "../model";
import { StatusBadge } from "./status-badge";

function checkText(check: ApiTest["requests"][number]["checks"][number]): string {
  if (check.kind === "status") return `status is ${check.equals}`;
  if (check.kind === "jsonField") return `${check.path} is "${check.equals}"`;
  return `answers in under ${check.ms} ms`;
}

export function ApiTestView({ test, results }: { test: ApiTest; results: StepResult[] }) {
  return (
    <ol aria-label="Requests" className="mt-3 grid gap-2">
      {test.requests.map((request) => {
        const result = results.findLast((candidate) => candidate.stepId === request.id);
        return (
          <li key={request.id} className="rounded-lg border border-slate-200 p-3 text-sm">
            <p className="flex flex-wrap items-center justify-between gap-2 font-mono text-slate-900">
              <span>
                {request.method} {request.path}
              </span>
              {result ? <StatusBadge status={result.status} /> : null}
            </p>
            {request.body ? <p className="mt-1 font-mono text-xs text-slate-700">Body: {request.body}</p> : null}
            <ul className="mt-1 list-disc pl-5 text-xs text-slate-700">
              {request.checks.map((check) => (
                <li key={checkText(check)}>{checkText(check)}</li>
              ))}
            </ul>
            {result?.reason ? <p className="mt-1 text-xs text-slate-700">{result.reason}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
