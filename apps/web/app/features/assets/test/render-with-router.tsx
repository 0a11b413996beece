import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, useLocation } from "react-router";

/** Renders `ui` inside a memory router at `entry`, for components with links or search params. */
export function renderWithRouter(ui: ReactElement, entry = "/") {
  return render(<MemoryRouter initialEntries={[entry]}>{ui}</MemoryRouter>);
}

/** Shows the router's current path and query, so a test can read what the page wrote to the URL. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
