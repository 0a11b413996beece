import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createMemoryIntegrationStore } from "../store";
import { snippetProblems } from "../test/pipeline-checks";
import { tools } from "../tools";
import { IntegrationsScreen } from "./integrations-screen";

function renderScreen() {
  const store = createMemoryIntegrationStore();
  const fetch = vi.fn();
  vi.stubGlobal("fetch", fetch);
  const user = userEvent.setup();
  render(<IntegrationsScreen store={store} />);
  return { store, fetch, user };
}

describe("IntegrationsScreen (docs/platform-integrations.md)", () => {
  it("lists every integration the docs describe, none connected yet", async () => {
    renderScreen();
    const list = screen.getByRole("list", { name: "Integrations" });
    const cards = within(list).getAllByRole("listitem");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(tools.map((tool) => tool.name));
    expect(within(list).getAllByText("Not connected")).toHaveLength(tools.length);
    expect(screen.getByRole("button", { name: "Connect Jenkins" })).toBeVisible();
  });

  it("ties a clear message to each field that is wrong, and says what Test Connection would check without a request", async () => {
    const { user, fetch } = renderScreen();
    await user.click(screen.getByRole("button", { name: "Connect Jira" }));
    expect(screen.getByRole("heading", { name: "Jira integration" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Test Connection" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please correct the highlighted fields.");
    expect(screen.getByLabelText("Jira site URL")).toHaveAccessibleDescription(/Enter the Jira site URL\./);
    expect(screen.getByLabelText("API token")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("API token")).toHaveAccessibleDescription(/Enter the API token\./);
    expect(screen.getByLabelText("Project key")).toHaveAccessibleDescription(/Enter the project key\./);
    expect(screen.getByLabelText("Jira site URL")).toHaveFocus();

    await user.type(screen.getByLabelText("Jira site URL"), "jira.northwind.example");
    await user.type(screen.getByLabelText("API token"), "secret-token");
    await user.type(screen.getByLabelText("Project key"), "nws");
    await user.click(screen.getByRole("button", { name: "Test Connection" }));
    expect(screen.getByLabelText("Jira site URL")).toHaveAccessibleDescription(
      /Enter the Jira site URL as a full address that starts with https:\/\/, like https:\/\/jira\.northwind\.example\./,
    );
    expect(screen.getByLabelText("Project key")).toHaveAccessibleDescription(/like NWS\./);

    await user.clear(screen.getByLabelText("Jira site URL"));
    await user.type(screen.getByLabelText("Jira site URL"), "https://jira.northwind.example/");
    await user.clear(screen.getByLabelText("Project key"));
    await user.type(screen.getByLabelText("Project key"), "NWS");
    await user.type(screen.getByLabelText(/Account email/), "mei.lin@northwind.example");
    await user.click(screen.getByRole("button", { name: "Test Connection" }));
    const result = screen.getByRole("region", { name: "What the connection test would check" });
    expect(result).toHaveTextContent(
      "would sign in with GET https://jira.northwind.example/rest/api/3/myself as mei.lin@northwind.example with the API token",
    );
    expect(result).toHaveTextContent("issues of type Bug in the project NWS");
    expect(result).toHaveTextContent("This demo does not leave the browser: nothing was sent");
    expect(result).not.toHaveTextContent("secret-token");
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Jira integration" })).toBeVisible();
  });

  it("saves in the store, shows Connected, and brings focus back to the card", async () => {
    const { user, store } = renderScreen();
    await user.click(screen.getByRole("button", { name: "Connect Slack" }));
    await user.type(screen.getByLabelText("Channel name"), "northwind-qa");
    await user.type(screen.getByLabelText("Webhook URL"), "https://hooks.example.com/x");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByLabelText("Channel name")).toHaveAccessibleDescription(/starts with #, like #northwind-qa\./);
    expect(screen.getByLabelText("Webhook URL")).toHaveAccessibleDescription(/https:\/\/hooks\.slack\.com\/services\//);
    expect(screen.getByRole("group", { name: "Events" })).toHaveTextContent("Choose at least one event to post.");

    await user.clear(screen.getByLabelText("Channel name"));
    await user.type(screen.getByLabelText("Channel name"), "#northwind-qa");
    await user.clear(screen.getByLabelText("Webhook URL"));
    await user.type(screen.getByLabelText("Webhook URL"), "https://hooks.slack.com/services/T000/B000/XXXXXXXX");
    await user.click(screen.getByRole("checkbox", { name: "Suite run failed" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved. The Slack card shows Connected.")).toBeVisible();
    expect((await store.list()).map((entry) => entry.values)).toEqual([
      {
        channel: "#northwind-qa",
        webhookUrl: "https://hooks.slack.com/services/T000/B000/XXXXXXXX",
        events: ["Suite run failed"],
        suites: "All suites",
        mention: "",
      },
    ]);

    await user.click(screen.getByRole("button", { name: "Back to integrations" }));
    const configure = screen.getByRole("button", { name: "Configure Slack" });
    expect(configure).toHaveFocus();
    expect(within(screen.getByTestId("integration-slack")).getByText("Connected")).toBeVisible();
  });

  it("builds the Jenkinsfile from the saved fields, parses it, and copies it with a visible confirmation", async () => {
    const { user } = renderScreen();
    await user.click(screen.getByRole("button", { name: "Connect Jenkins" }));
    expect(screen.getByText("Save the settings to get a Jenkins pipeline snippet built from them.")).toBeVisible();
    await user.type(screen.getByLabelText("Token name"), "jenkins-northwind-deploy");
    await user.type(screen.getByLabelText("Run as"), "Mei Lin");
    await user.selectOptions(screen.getByLabelText("Suites"), "Smoke");
    await user.selectOptions(screen.getByLabelText("Suite to run"), "Nightly Regression (SUI1003)");
    await user.type(screen.getByLabelText("Run configuration"), 'Staging "Chrome"');
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByLabelText("Suite to run")).toHaveAccessibleDescription(
      /The token may not start Nightly Regression: choose it under Suites, or All suites\./,
    );
    expect(screen.getByLabelText("Run configuration")).toHaveAccessibleDescription(/quotes, \$ and backslashes/);

    await user.selectOptions(screen.getByLabelText("Suite to run"), "Smoke (SUI1001)");
    await user.clear(screen.getByLabelText("Run configuration"));
    await user.type(screen.getByLabelText("Run configuration"), "Staging · Chrome");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const snippet = (await screen.findByTestId("pipeline-snippet")).textContent ?? "";
    expect(snippet).toContain("/api/v1/suites/SUI1001/runs");
    expect(snippet).toContain("IGNITEST_URL = 'https://app.ignitest.example'");
    expect(snippetProblems("jenkins", snippet)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Copy the Jenkinsfile snippet" }));
    expect(await screen.findByText("Copied to the clipboard.")).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(snippet);
  });

  it("asks for the tunnel's name only when Use tunnel is on", async () => {
    const { user } = renderScreen();
    await user.click(screen.getByRole("button", { name: "Connect Cloud browser provider" }));
    await user.type(screen.getByLabelText("Username"), "northwind-qa");
    await user.type(screen.getByLabelText("Access key"), "abcdefghij0123456789");
    await user.selectOptions(screen.getByLabelText("Region"), "EU");
    await user.type(screen.getByLabelText("Max sessions"), "400");
    await user.click(screen.getByRole("checkbox", { name: "Use tunnel" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByLabelText("Max sessions")).toHaveAccessibleDescription(/Enter a whole number from 1 to 50\./);
    expect(screen.getByLabelText(/Tunnel name/)).toHaveAccessibleDescription(
      /Enter the tunnel name, or switch Use tunnel off\./,
    );
  });
});
