import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Pagefind, PagefindResultData } from "../pagefind";
import { SearchButton } from "./search-button";

/** A small stand-in for the built index: Pagefind itself only exists after `npm run build`. */
const pages: PagefindResultData[] = [
  {
    url: "/docs/configuration/jenkins-integration/",
    excerpt: "Trigger a suite from a <mark>Jenkins</mark> pipeline &amp; read the results &lt;here&gt;.",
    meta: { title: "Jenkins integration", section: "Docs" },
  },
  {
    url: "/blogs/ci-pipelines-with-jenkins/",
    excerpt: "Why teams run regression suites from <mark>Jenkins</mark> every night.",
    meta: { title: "CI pipelines with Jenkins", section: "Blog" },
  },
  {
    url: "/video-tutorial/execution/jenkins/",
    excerpt: "A short video on the <mark>Jenkins</mark> plugin.",
    meta: { title: "Run suites from Jenkins", section: "Tutorial" },
  },
];

const pagefind = vi.hoisted(() => ({ search: vi.fn() }));
vi.mock("../pagefind", () => ({
  loadPagefind: async (): Promise<Pagefind> => ({
    options: async () => undefined,
    init: async () => undefined,
    search: pagefind.search,
  }),
}));

beforeEach(() => {
  pagefind.search.mockImplementation(async (term: string) => ({
    results: pages
      .filter((page) => `${page.meta.title} ${page.excerpt}`.toLowerCase().includes(term.toLowerCase()))
      .map((page, index) => ({ id: `r${index}`, data: async () => page })),
  }));
});

function PageProbe() {
  const { pathname, search } = useLocation();
  return <p>Now at {`${pathname}${search}`}</p>;
}

/** The header's button and the page it sits on, as root.tsx lays them out. */
function PageWithSearch() {
  return (
    <>
      <SearchButton className="" />
      <main id="main-content" tabIndex={-1}>
        <PageProbe />
      </main>
    </>
  );
}

function renderHeader() {
  const Stub = createRoutesStub([{ path: "*", Component: PageWithSearch }]);
  return render(<Stub initialEntries={["/documentation"]} />);
}

async function openWithShortcut(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard("{Control>}k{/Control}");
  return screen.findByRole("dialog", { name: "Search the site" });
}

describe("site search dialog", () => {
  it("opens with Ctrl-K and with Cmd-K, focused on the search field", async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await openWithShortcut(user);
    expect(screen.getByRole("combobox", { name: "Search the site" })).toHaveFocus();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.keyboard("{Meta>}k{/Meta}");
    expect(await screen.findByRole("dialog", { name: "Search the site" })).toBeVisible();
  });

  it("lists results with title, section and highlighted excerpt, and never renders excerpt markup as HTML", async () => {
    const user = userEvent.setup();
    renderHeader();
    await openWithShortcut(user);
    await user.type(screen.getByRole("combobox"), "jenkins");

    // Results for a prefix ("j", "jen") can show first while the typing goes on: wait for the whole word's.
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("3 results for “jenkins”"));
    const listbox = screen.getByRole("listbox", { name: "Search results" });
    const options = within(listbox).getAllByRole("option");
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveTextContent("Jenkins integration");
    expect(options[0]).toHaveTextContent("Docs");
    expect(options[0]).toHaveTextContent("Trigger a suite from a Jenkins pipeline & read the results <here>.");
    expect(options[0]?.querySelector("mark")).toHaveTextContent("Jenkins");
    expect(options[0]?.querySelector("here")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("3 results for “jenkins”");
  });

  it("moves through the results with the arrow keys, wrapping at both ends", async () => {
    const user = userEvent.setup();
    renderHeader();
    await openWithShortcut(user);
    const field = screen.getByRole("combobox");
    await user.type(field, "jenkins");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("3 results for “jenkins”"));
    const options = screen.getAllByRole("option");

    const selected = () => options.findIndex((option) => option.getAttribute("aria-selected") === "true");
    expect(selected()).toBe(0);
    expect(field).toHaveAttribute("aria-expanded", "true");
    expect(field).toHaveAttribute("aria-activedescendant", options[0]?.id);

    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(selected()).toBe(2);
    expect(field).toHaveAttribute("aria-activedescendant", options[2]?.id);
    await user.keyboard("{ArrowDown}");
    expect(selected()).toBe(0);
    await user.keyboard("{ArrowUp}");
    expect(selected()).toBe(2);
    expect(field).toHaveFocus();
  });

  it("opens the active result with Enter, without the trailing slash, and closes", async () => {
    const user = userEvent.setup();
    renderHeader();
    await openWithShortcut(user);
    await user.type(screen.getByRole("combobox"), "jenkins");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("3 results for “jenkins”"));
    await user.keyboard("{ArrowDown}{Enter}");

    expect(await screen.findByText("Now at /blogs/ci-pipelines-with-jenkins")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(document.getElementById("main-content")).toHaveFocus();
  });

  it("opens a result on click", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Search" }));
    await user.type(await screen.findByRole("combobox"), "plugin");
    await user.click(await screen.findByRole("option", { name: /Run suites from Jenkins/ }));
    expect(await screen.findByText("Now at /video-tutorial/execution/jenkins")).toBeInTheDocument();
  });

  it("says when nothing matches, and Enter then opens the search page", async () => {
    const user = userEvent.setup();
    renderHeader();
    await openWithShortcut(user);
    await user.type(screen.getByRole("combobox"), "kubernetes");

    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("No results for “kubernetes”"));
    expect(screen.getByText(/Check the spelling or try a broader word/)).toBeVisible();
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.getByRole("combobox")).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Now at /search?q=kubernetes")).toBeInTheDocument();
  });

  it("closes with Escape and gives focus back to the Search button", async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole("button", { name: "Search" });
    await user.click(button);
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it("says so when the index cannot be loaded", async () => {
    const user = userEvent.setup();
    pagefind.search.mockRejectedValue(new Error("offline"));
    renderHeader();
    await openWithShortcut(user);
    await user.type(screen.getByRole("combobox"), "jenkins");
    expect(
      await screen.findByText("Search is not available right now. Check your connection and try again."),
    ).toBeVisible();
  });
});
