/**
 * An API test: its requests to this site's public assets API and the checks on
 * each, editable, with "Add request" (docs/playground.md#runner).
 */
import type { ApiTest, StepResult } from "../model";
import { ApiRequestRow } from "./api-request-row";

const MAX_REQUESTS = 50;

export function ApiTestView({
  test,
  results,
  onChange,
}: {
  test: ApiTest;
  results: StepResult[];
  onChange: (requests: ApiTest["requests"]) => void;
}) {
  return (
    <>
      {test.requests.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No requests yet: add one below.</p>
      ) : null}
      <ol aria-label="Requests" className="mt-3 grid gap-2">
        {test.requests.map((request, index) => (
          <ApiRequestRow
            key={request.id}
            request={request}
            index={index}
            result={results.findLast((candidate) => candidate.stepId === request.id)}
            onChange={(next) => onChange(test.requests.map((old) => (old.id === request.id ? next : old)))}
            onRemove={() => onChange(test.requests.filter((old) => old.id !== request.id))}
          />
        ))}
      </ol>
      <button
        type="button"
        disabled={test.requests.length >= MAX_REQUESTS}
        onClick={() =>
          onChange([
            ...test.requests,
            {
              id: `r-${crypto.randomUUID().slice(0, 8)}`,
              method: "GET",
              path: "/v1/public/",
              body: "",
              checks: [{ kind: "status", equals: 200 }],
            },
          ])
        }
        className="btn btn-secondary mt-3 px-3 py-1 text-sm"
      >
        Add request
      </button>
    </>
  );
}
