import { render } from "@testing-library/react";
import { HttpResponse } from "msw";
import { createRoutesStub, useLocation } from "react-router";
import type { PageCopy } from "~/page-copy/page-copy";
import { pageCopy } from "~/page-copy/pages.server";
import { setupMswServer } from "../../../../test/msw-server";

/** Test helpers for the account screens: real copy, a router, and msw for the accounts service. */

export function copyOf(path: string): PageCopy {
  const page = pageCopy(path);
  if (!page) throw new Error(`no copy for ${path}`);
  return page;
}

/** One msw server per test file, failing on any request the test did not expect (apps/web/test/msw-server.ts). */
export const setUpAccountsServer = setupMswServer;

/** An accounts error body, as the API sends it (ApiError plus code). */
export function apiError(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({ statusCode: status, error: "Error", message, code, ...extra }, { status });
}

/** Where a screen navigated to: every other path renders this, showing its path and state. */
function Destination() {
  const location = useLocation();
  return (
    <p data-testid="destination" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </p>
  );
}

/**
 * Renders `Screen` at `path` (the entry may carry a query and navigation
 * state); any navigation away shows a "destination" marker with the new path.
 */
export function renderAt(
  path: string,
  Screen: React.ComponentType,
  { url = path, state }: { url?: string; state?: unknown } = {},
) {
  const target = new URL(url, "https://site.invalid");
  const Stub = createRoutesStub([
    { path, Component: Screen },
    { path: "*", Component: Destination },
  ]);
  return render(<Stub initialEntries={[{ pathname: target.pathname, search: target.search, state }]} />);
}
