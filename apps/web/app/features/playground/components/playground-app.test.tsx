import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ProjectStore } from "../state/project-store";
import { memoryStore } from "../state/project-store";
import PlaygroundApp from "./playground-app";

const unavailable: ProjectStore = {
  load: () => Promise.reject(new Error("IndexedDB is not available")),
  save: () => Promise.reject(new Error("no")),
  clear: () => Promise.reject(new Error("no")),
};

describe("PlaygroundApp", () => {
  it("opens the sample project and still runs, saying nothing will be kept, when storage is unavailable", async () => {
    render(<PlaygroundApp store={unavailable} />);
    expect(await screen.findByText(/nothing will be kept when you leave/)).toBeInTheDocument();
    const steps = screen.getByRole("list", { name: "Steps" });
    expect(within(steps).getAllByRole("listitem")).toHaveLength(6);
    expect(screen.getByTitle("Sample app: Gearbox shop")).toHaveAttribute("src", "/playground/apps/shop?bug=0");
    await userEvent.click(screen.getByRole("switch", { name: "Inject a bug" }));
    expect(screen.getByTitle("Sample app: Gearbox shop")).toHaveAttribute("src", "/playground/apps/shop?bug=1");
  });

  it("starts an empty project and a new test on the chosen app, and resets to the sample project", async () => {
    render(<PlaygroundApp store={memoryStore()} />);
    await screen.findByRole("list", { name: "Steps" });
    await userEvent.click(screen.getByRole("button", { name: "Start an empty project" }));
    expect(screen.getByText("Make a new test to start.")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Sample app"), "orders");
    expect(screen.getByTitle("Sample app: Meridian Procurement orders")).toBeInTheDocument();
    expect(screen.getByLabelText("Test")).toHaveDisplayValue("New test (orders)");
    await userEvent.click(screen.getByRole("button", { name: "Reset to the sample project" }));
    expect(screen.getByLabelText("Test")).toHaveDisplayValue("Sign in with the demo account (shop)");
    expect(screen.getByText("The sample project is back.")).toBeInTheDocument();
  });
});
