import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { DemoData } from "../../model";
import { demoSeed } from "../../state/seed";
import ProjectsArea from "./projects-area";

function Harness({ start }: { start: DemoData }) {
  const [data, setData] = useState(start);
  return <ProjectsArea demo={{ data, persistence: "saved", update: setData, reset: () => setData(demoSeed()) }} />;
}

describe("the Create Project wizard", () => {
  it("refuses a taken name, with the message on its field", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness start={demoSeed()} />);
    await user.click(screen.getByRole("button", { name: "Create Project" }));
    const dialog = screen.getByRole("dialog", { name: "Create Project" });
    expect(within(dialog).getByRole("listitem", { current: "step" })).toHaveTextContent("Details");

    // Pasted rather than typed: each keystroke re-renders the area, which is slow in jsdom.
    await user.click(within(dialog).getByLabelText("Name"));
    await user.paste("northwind shop app");
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    const name = within(dialog).getByLabelText("Name");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription(expect.stringContaining("A project with this name already exists"));
  });

  it("asks for a mobile project's platforms, then creates the project with its members", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness start={demoSeed()} />);
    await user.click(screen.getByRole("button", { name: "Create Project" }));
    const dialog = screen.getByRole("dialog", { name: "Create Project" });
    await user.click(within(dialog).getByLabelText("Name"));
    await user.paste("Northwind Kiosk");
    await user.keyboard("{Enter}");
    expect(within(dialog).getByRole("listitem", { current: "step" })).toHaveTextContent("Type");
    await user.click(within(dialog).getByLabelText(/^Mobile/));
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(within(dialog).getByLabelText("Android")).toHaveAccessibleDescription(
      expect.stringContaining("Select Android, iOS or both"),
    );
    await user.click(within(dialog).getByLabelText("iOS"));
    await user.click(within(dialog).getByRole("button", { name: "Next" }));

    await user.click(within(dialog).getByLabelText(/^Mei Lin/));
    await user.selectOptions(within(dialog).getByLabelText("Project role of Mei Lin"), "Viewer");
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(dialog).toHaveTextContent("PRJ1005");
    expect(dialog).toHaveTextContent("Grace Okafor (Project Admin), Mei Lin (Viewer)");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));

    expect(screen.queryByRole("dialog")).toBeNull();
    const row = screen.getByRole("row", { name: /Northwind Kiosk/ });
    expect(row).toHaveTextContent("Mobile (iOS)");
    expect(row).toHaveTextContent("Active");
    expect(screen.getByRole("status")).toHaveTextContent("Northwind Kiosk (PRJ1005) was created.");
  });

  it("opens by itself as the welcome when the company has no active project", () => {
    const seed = demoSeed();
    render(
      <Harness
        start={{ ...seed, projects: seed.projects.map((project) => ({ ...project, status: "Archived" as const })) }}
      />,
    );
    expect(
      screen.getByRole("dialog", { name: "Welcome to Ignitest, Grace: create your first project" }),
    ).toBeInTheDocument();
  });
});

describe("the Edit dialog", () => {
  it("puts each message on its field and focuses the first, then saves", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness start={demoSeed()} />);
    await user.click(screen.getByRole("button", { name: "Edit Northwind Shop App" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Northwind Shop App" });
    await user.click(within(dialog).getByLabelText("Android"));
    await user.click(within(dialog).getByLabelText("iOS"));
    await user.selectOptions(within(dialog).getByLabelText("Project role of Aisha Rahman"), "Test Engineer");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    const android = within(dialog).getByLabelText("Android");
    expect(android).toHaveAccessibleDescription(expect.stringContaining("Select Android, iOS or both"));
    expect(android).toHaveFocus();
    expect(within(dialog).getByLabelText(/^Aisha Rahman/)).toHaveAccessibleDescription(
      expect.stringContaining("A project must keep at least one Project Admin"),
    );

    await user.click(within(dialog).getByLabelText("iOS"));
    await user.selectOptions(within(dialog).getByLabelText("Project role of Aisha Rahman"), "Project Admin");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("row", { name: /Northwind Shop App/ })).toHaveTextContent("Mobile (iOS)");
    expect(screen.getByRole("status")).toHaveTextContent("Northwind Shop App was saved.");
  });
});

describe("archiving, restoring and deleting", () => {
  it("archives after a confirmation, and deletes an archived project only once its name is typed", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness start={demoSeed()} />);
    expect(screen.getByRole("button", { name: "Delete Northwind Public API" })).toHaveAccessibleDescription(
      "Only an archived project can be deleted: archive it first.",
    );
    await user.click(screen.getByRole("button", { name: "Archive Northwind Public API" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Archive Northwind Public API?" })).getByRole("button", {
        name: "Archive Project",
      }),
    );
    expect(screen.queryByRole("row", { name: /Northwind Public API/ })).toBeNull();

    await user.click(screen.getByRole("radio", { name: "Archived (1)" }));
    expect(screen.getByRole("button", { name: "Edit Northwind Public API" })).toHaveAccessibleDescription(
      "An archived project is read-only: restore it to edit it.",
    );
    await user.click(screen.getByRole("button", { name: "Delete Northwind Public API" }));
    const dialog = screen.getByRole("dialog", { name: "Delete Northwind Public API?" });
    await user.click(within(dialog).getByLabelText("Type Northwind Public API to confirm"));
    await user.paste("Northwind API");
    await user.click(within(dialog).getByRole("button", { name: "Delete Project" }));
    expect(within(dialog).getByLabelText("Type Northwind Public API to confirm")).toHaveAccessibleDescription(
      expect.stringContaining("Type the project's name exactly: Northwind Public API"),
    );
    await user.clear(within(dialog).getByLabelText("Type Northwind Public API to confirm"));
    await user.paste("Northwind Public API");
    await user.click(within(dialog).getByRole("button", { name: "Delete Project" }));
    expect(screen.getByText("No archived project.")).toBeInTheDocument();
  });

  it("shows a Test Engineer the actions disabled, with the reason", () => {
    render(<Harness start={{ ...demoSeed(), actingUserId: "u-4" }} />);
    const create = screen.getByRole("button", { name: "Create Project" });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(
      "Creating projects needs the Super Admin or Admin license role; Tom Becker is a Test Engineer.",
    );
    expect(screen.getByRole("button", { name: "Archive Northwind Web Regression" })).toHaveAccessibleDescription(
      "Archiving and restoring projects needs the Super Admin or Admin license role; Tom Becker is a Test Engineer.",
    );
  });
});
