import { withBrand } from "@ignitest/contracts";
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Route } from "./+types/content-page";
import ContentPage, { loader } from "./content-page";

/** The stub renders this until the loader has resolved. */
function NoFallback() {
  return null;
}

async function loaderDataFor(template: string) {
  const path = withBrand(template);
  const args = { request: new Request(`http://localhost${path}`), params: {}, context: {} };
  return { path, data: await loader(args as unknown as Route.LoaderArgs) };
}

async function renderPage(template: string) {
  const { path, data } = await loaderDataFor(template);
  const Stub = createRoutesStub([
    { path, Component: ContentPage as unknown as React.ComponentType, loader: () => data, HydrateFallback: NoFallback },
  ]);
  render(<Stub initialEntries={[path]} />);
  await screen.findByRole("heading", { level: 1 });
  return data;
}

describe("content page template", () => {
  it("shows a feature page's illustration in the banner and three sibling features below", async () => {
    const data = await renderPage("/{brand}-platform/visual-testing");
    expect(data.illustration).toEqual({ name: "visual-diff" });
    const banner = screen.getByRole("heading", { level: 1 }).closest("section") as HTMLElement;
    expect(await within(banner).findByRole("img", { name: /Baseline and actual screenshots/ })).toBeInTheDocument();

    const related = screen.getByRole("region", { name: "Related Platform features" });
    const links = within(related).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      withBrand("/{brand}-platform/ui-performance-testing"),
      "/ai-automation-testing-tool",
      withBrand("/{brand}-platform/web-automation-testing"),
    ]);
    expect(related).toHaveTextContent("Learn more →");
    expect(within(banner).getByRole("link", { name: "Try it in your browser" })).toHaveAttribute("href", "/playground");
    expect(screen.getByRole("heading", { level: 2, name: "Are you ready to Explore" })).toBeInTheDocument();
  });

  it("gives a solution page its application's variant and related solutions", async () => {
    const data = await renderPage("/solution/workday-automation-testing");
    expect(data.illustration).toEqual({ name: "enterprise-flow", app: "workday" });
    expect(screen.getByRole("region", { name: "Related solutions" })).toBeInTheDocument();
  });

  it("leaves pages without a picture or siblings as they were", async () => {
    const data = await renderPage("/documentation");
    expect(data.illustration).toBeNull();
    expect(data.related).toBeNull();
    expect(screen.queryByRole("region", { name: /^Related/ })).toBeNull();
  });
});
