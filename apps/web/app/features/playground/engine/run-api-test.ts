/**
 * Runs an API test: each request to this site's public assets API (paths under
 * /v1/public/), with its checks on status, a JSON field by dotted path
 * (`content.0.name`) and time taken; one StepResult per request, a failed
 * request skipping the rest (docs/playground.md#runner).
 */
import type { ApiTest, Run, StepResult } from "../model";

type ApiRequest = ApiTest["requests"][number];
type ApiCheck = ApiRequest["checks"][number];

export interface RunApiTestOptions {
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /** Where the assets API is; empty (the default) means this site's origin. */
  baseUrl?: string;
  onStep?: (result: StepResult) => void;
}

const ORIGIN_PROBE = "http://playground.invalid";

/** The path, if it stays under /v1/public/ once resolved ("/v1/public/../x" does not). */
function publicPath(path: string): string | undefined {
  const url = new URL(path, ORIGIN_PROBE);
  return url.origin === ORIGIN_PROBE && url.pathname.startsWith("/v1/public/")
    ? `${url.pathname}${url.search}`
    : undefined;
}

/** Reads `content.0.name` from parsed JSON; undefined when a step of the path is missing. */
export function readJsonPath(json: unknown, path: string): unknown {
  let value: unknown = json;
  for (const key of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const shown = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

interface Response {
  status: number;
  body: string;
  ms: number;
}

function check(c: ApiCheck, response: Response): { reason: string; expected: string; actual: string } | undefined {
  switch (c.kind) {
    case "status":
      if (response.status === c.equals) return undefined;
      return {
        reason: `The status is ${response.status}, not ${c.equals}.`,
        expected: `${c.equals}`,
        actual: `${response.status}`,
      };
    case "timeUnder":
      if (response.ms < c.ms) return undefined;
      return {
        reason: `The response took ${response.ms} ms, not under ${c.ms} ms.`,
        expected: `under ${c.ms} ms`,
        actual: `${response.ms} ms`,
      };
    case "jsonField": {
      let json: unknown;
      try {
        json = JSON.parse(response.body);
      } catch {
        return {
          reason: "The response is not JSON.",
          expected: `${c.path} = "${c.equals}"`,
          actual: response.body.slice(0, 80),
        };
      }
      const value = readJsonPath(json, c.path);
      if (value === undefined) {
        return { reason: `The response has no field ${c.path}.`, expected: `"${c.equals}"`, actual: "no such field" };
      }
      if (shown(value) === c.equals) return undefined;
      return {
        reason: `The field ${c.path} is not as expected.`,
        expected: `"${c.equals}"`,
        actual: `"${shown(value)}"`,
      };
    }
  }
}

export async function runApiTest(test: ApiTest, options: RunApiTestOptions = {}): Promise<Run> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const startedAt = new Date();
  const started = performance.now();
  const steps: StepResult[] = [];
  let failedEarlier = false;
  let stopped = false;
  const emit = (result: StepResult) => {
    steps.push(result);
    options.onStep?.(result);
  };

  for (const request of test.requests) {
    const base = { stepId: request.id, title: `${request.method} ${request.path}`, durationMs: 0 };
    stopped ||= options.signal?.aborted ?? false;
    if (stopped) {
      emit({ ...base, status: "skipped", reason: "The run was stopped." });
      continue;
    }
    if (failedEarlier) {
      emit({ ...base, status: "skipped", reason: "An earlier step failed." });
      continue;
    }
    const path = publicPath(request.path);
    if (!path) {
      emit({ ...base, status: "skipped", reason: "path: write a path of the public assets API, under /v1/public/" });
      continue;
    }
    const begin = performance.now();
    let response: Response;
    try {
      const answer = await doFetch(`${options.baseUrl ?? ""}${path}`, {
        method: request.method,
        headers: request.method === "POST" ? { "content-type": "application/json" } : undefined,
        body: request.method === "POST" ? request.body || "{}" : undefined,
        signal: options.signal,
      });
      const body = await answer.text();
      response = { status: answer.status, body, ms: Math.round(performance.now() - begin) };
    } catch (error) {
      const durationMs = Math.round(performance.now() - begin);
      if (options.signal?.aborted) {
        stopped = true;
        emit({ ...base, durationMs, status: "skipped", reason: "The run was stopped." });
      } else {
        failedEarlier = true;
        const why = error instanceof Error ? error.message : String(error);
        emit({ ...base, durationMs, status: "failed", reason: `The request failed: ${why}` });
      }
      continue;
    }
    const failures = request.checks.flatMap((c) => check(c, response) ?? []);
    if (failures.length === 0) {
      emit({ ...base, durationMs: response.ms, status: "passed" });
    } else {
      failedEarlier = true;
      const first = failures[0] as NonNullable<ReturnType<typeof check>>;
      emit({
        ...base,
        durationMs: response.ms,
        status: "failed",
        reason: failures.map((f) => f.reason).join(" "),
        expected: first.expected,
        actual: first.actual,
      });
    }
  }

  return {
    id: crypto.randomUUID(),
    testId: test.id,
    testName: test.name,
    viewport: "desktop",
    bugInjected: false,
    startedAt: startedAt.toISOString(),
    durationMs: Math.round(performance.now() - started),
    status: stopped ? "stopped" : steps.some((s) => s.status === "failed") ? "failed" : "passed",
    steps,
  };
}
