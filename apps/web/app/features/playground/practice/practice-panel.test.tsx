import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import PlaygroundApp from "../components/playground-app";
import { memoryStore } from "../state/project-store";
import { sampleProject } from "../state/sample-project";
import { practiceTwo } from "../test/practice-fixtures";
import PracticePanel from "./practice-panel";

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("the practice task in the playground (docs/product/academy-practice.md)", () => {
  it("says what is missing from the selected test, and records nothing", () => {
    const project = sampleProject();
    render(<PracticePanel number={2} project={project} test={project.tests[2]} onStart={() => {}} />);
    expect(screen.getByRole("heading", { name: "Practice Test 2: Sign in and verify the order total" })).toBeVisible();
    const found = screen.getByRole("list", { name: "What the checker found" });
    expect(within(found).getByText("No step enters demo@gearbox.test into the Email field")).toBeVisible();
    expect(within(found).getByText("The test has not run green yet")).toBeVisible();
    expect(within(found).getByText("A step verifies the order total")).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent(/^\d of 7 done\.$/);
    expect(window.localStorage.getItem("academy-practice")).toBeNull();
  });

  it("says so when every requirement is met, and records the pass in the academy progress", async () => {
    const project = practiceTwo();
    render(<PracticePanel number={2} project={project} test={project.tests[0]} onStart={() => {}} />);
    expect(screen.getByRole("status")).toHaveTextContent(
      "All done: Practice Test 2 is passed and recorded in your academy progress.",
    );
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem("academy-practice") ?? "{}")).toHaveProperty("2"),
    );
  });

  it("opens from ?practice=6, keeps it in the address, and starts an API test to edit", async () => {
    window.history.replaceState(null, "", "/playground?practice=6");
    render(<PlaygroundApp store={memoryStore()} />);
    await userEvent.click(await screen.findByRole("button", { name: "Start a test for this task" }));
    expect(window.location.search).toBe("?practice=6");
    expect(screen.getByLabelText("Test")).toHaveDisplayValue("New API test (API)");
    expect(screen.getByText("No check of how long the answer takes")).toBeVisible();

    await userEvent.click(screen.getByRole("button", { name: "Add request" }));
    const request = screen.getByRole("listitem", { name: "Request 1" });
    await userEvent.selectOptions(within(request).getByLabelText("Method"), "POST");
    await userEvent.type(within(request).getByLabelText("Path"), "nlp-details/search");
    await userEvent.type(within(request).getByLabelText("Body (JSON)"), '{{"key":"verify title"}');
    await userEvent.click(within(request).getByRole("button", { name: "Check the time" }));
    expect(screen.getByText("A request searches the NLPs")).toBeVisible();
    expect(screen.getByText("A check of the time taken")).toBeVisible();
    expect(screen.getByText("No check of a field of the first result (responseObject.0.…)")).toBeVisible();
  });
});
