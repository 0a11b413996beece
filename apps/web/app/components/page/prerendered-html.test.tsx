import { act, render } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { PrerenderedBodies, PrerenderedHtml } from "./prerendered-html";

const bodies = (path: string) => (path === "/docs/a/b" ? "<h2>From the build</h2><p>Body of b.</p>" : undefined);

afterEach(() => {
  document.body.innerHTML = "";
});

describe("PrerenderedHtml", () => {
  it("renders the HTML it is given (a client navigation fetched it)", () => {
    const { container } = render(<PrerenderedHtml path="/docs/a/c" className="docs-body" html="<p>Body of c.</p>" />);
    expect(container.querySelector(".docs-body")?.innerHTML).toBe("<p>Body of c.</p>");
  });

  it("on the server, reads the body by its path when the loader data has none", () => {
    const html = renderToString(
      <PrerenderedBodies.Provider value={bodies}>
        <PrerenderedHtml path="/docs/a/b" className="docs-body" />
      </PrerenderedBodies.Provider>,
    );
    expect(html).toContain("<h2>From the build</h2><p>Body of b.</p>");
  });

  it("hydrates without the HTML and keeps the markup the page arrived with", async () => {
    const serverHtml = renderToString(
      <PrerenderedBodies.Provider value={bodies}>
        <PrerenderedHtml path="/docs/a/b" className="docs-body" />
      </PrerenderedBodies.Provider>,
    );
    const container = document.createElement("div");
    container.innerHTML = serverHtml;
    document.body.append(container);
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <PrerenderedHtml path="/docs/a/b" className="docs-body" />, {
        onRecoverableError: (error) => recoverable.push(error),
      }),
    );
    expect(recoverable).toEqual([]);
    expect(container.querySelector(".docs-body")?.innerHTML).toBe("<h2>From the build</h2><p>Body of b.</p>");

    // The next page's HTML, once a navigation brings it, replaces the body.
    await act(async () => root.render(<PrerenderedHtml path="/docs/a/c" className="docs-body" html="<p>c</p>" />));
    expect(container.querySelector(".docs-body")?.innerHTML).toBe("<p>c</p>");
    act(() => root.unmount());
  });

  it("fails loudly when there is no HTML anywhere", () => {
    expect(() => renderToString(<PrerenderedHtml path="/docs/none" className="docs-body" />)).toThrow(
      "No HTML for the body of /docs/none",
    );
  });
});
