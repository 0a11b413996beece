import { spawnSync } from "node:child_process";
import { jenkinsfileProblems } from "../../apps/web/app/lib/jenkinsfile-check.ts";
import { expectNoAxeViolations } from "../support/axe";
import { openArea } from "../support/platform-demo";
import { expect, test } from "../support/test";

/**
 * The Platform demo against `npm start` (docs/platform-demo.md): one short journey per area over
 * the demo company's data in IndexedDB (each test starts with a fresh browser context, so with the seed).
 * The shell, the people and the connections here; the areas of the work (projects, test cases,
 * defects, dashboard and analytics) in platform-demo-work.spec.ts.
 */
test("Users: an invalid e-mail is refused with its message, then the invited user is in the table", async ({
  page,
}) => {
  await openArea(page, "/playground/platform/users", "User Management");
  await expect(page.getByTestId("seat-counter")).toHaveText("7 of 100 seats used");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Invite User" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite User" });
  await dialog.getByLabel("Name").fill("Ana Costa");
  await dialog.getByLabel("Email").fill("ana.costa@");
  await dialog.getByLabel("Role").selectOption({ label: "Test Engineer" });
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(dialog.getByLabel("Email")).toHaveAccessibleDescription(/Enter an e-mail address like name@example.com/);
  await expect(dialog.getByLabel("Email")).toBeFocused();

  await dialog.getByLabel("Email").fill("ana.costa@northwind.example");
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row", { name: /Ana Costa/ });
  await expect(row).toContainText("ana.costa@northwind.example");
  await expect(row).toContainText("Test Engineer");
  await expect(row).toContainText("Invited");
  await expect(page.getByTestId("seat-counter")).toHaveText("8 of 100 seats used");
});

test("Roles: acting as a Test Engineer, Create Role and Invite User are disabled with the reason", async ({ page }) => {
  await openArea(page, "/playground/platform/roles", "Roles");
  await expect(page.getByRole("button", { name: "Create Role" })).toBeEnabled();
  await expectNoAxeViolations(page);

  await page.getByLabel("Act as").selectOption({ label: "Tom Becker (Test Engineer)" });
  const create = page.getByRole("button", { name: "Create Role" });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription(
    "Creating and editing roles needs the Super Admin or Admin license role; Tom Becker is a Test Engineer.",
  );

  await page.getByRole("navigation", { name: "Platform demo" }).getByRole("link", { name: "Users" }).click();
  const invite = page.getByRole("button", { name: "Invite User" });
  await expect(invite).toBeDisabled();
  await expect(invite).toHaveAccessibleDescription(
    "Managing users needs the Super Admin or Admin license role; Tom Becker is a Test Engineer.",
  );
});

test("Licences: switched to expired, the licence page says so and My Products would open it", async ({ page }) => {
  await openArea(page, "/playground/platform/licences", "Your licence");
  const state = page.getByTestId("licence-state");
  await expect(state).toContainText("Licence status: Active");
  await expect(page.getByRole("row", { name: /^Users/ })).toContainText("100 users");
  await expectNoAxeViolations(page);

  await page.getByRole("radio", { name: "Expired" }).check();
  await expect(state).toContainText("Licence status: Expired");
  await expect(state).toContainText("My Products opens this licence page instead of the projects");
  await page.getByRole("radio", { name: "Near expiry" }).check();
  await expect(state).toContainText("Licence status: Near expiry");
  await expect(state).toContainText("My Products opens the project page");
});

test("Reset demo data: a change is kept across a reload, and the reset brings the seed back", async ({ page }) => {
  await openArea(page, "/playground/platform/users", "User Management");
  const row = page.getByRole("row", { name: /Mei Lin/ });
  await row.getByRole("button", { name: "Deactivate Mei Lin" }).click();
  await page
    .getByRole("dialog", { name: "Deactivate Mei Lin?" })
    .getByRole("button", { name: "Deactivate User" })
    .click();
  await expect(row).toContainText("Inactive");

  await page.reload();
  await expect(page.getByRole("row", { name: /Mei Lin/ })).toContainText("Inactive", { timeout: 15_000 });

  await page.getByRole("button", { name: "Reset demo data" }).click();
  await page.getByRole("dialog", { name: "Reset demo data?" }).getByRole("button", { name: "Reset demo data" }).click();
  await expect(page.getByRole("row", { name: /Mei Lin/ })).toContainText("Active");
  await expect(page.getByTestId("seat-counter")).toHaveText("7 of 100 seats used");
});

/** `bash -n`'s complaints about a shell script: none when it parses. */
function bashProblems(script: string): string[] {
  const check = spawnSync("bash", ["-n"], { input: script, encoding: "utf8" });
  return check.status === 0 ? [] : [check.stderr];
}

test("Integrations: Jenkins configured, its pipeline snippet copied, and the copy is a Jenkinsfile that parses", async ({
  page,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await openArea(page, "/playground/platform/integrations", "Jenkins");
  await page.getByRole("button", { name: "Connect Jenkins" }).click();
  await page.getByLabel("Token name").fill("jenkins-northwind-deploy");
  await page.getByLabel("Run as").fill("Mei Lin");
  await page.getByLabel("Suites").selectOption("Smoke");
  await page.getByLabel("Suite to run").selectOption("Nightly Regression (SUI1003)");
  await page.getByLabel("Run configuration").fill("Staging · Chrome");
  await page.getByRole("button", { name: "Save" }).click();
  // The token may start the Smoke suite only: the form says so on the field, and nothing is saved.
  await expect(page.getByLabel("Suite to run")).toHaveAccessibleDescription(
    /The token may not start Nightly Regression/,
  );

  await page.getByLabel("Suite to run").selectOption("Smoke (SUI1001)");
  await page.getByRole("button", { name: "Save" }).click();
  const snippet = page.getByTestId("pipeline-snippet");
  await expect(snippet).toContainText("/api/v1/suites/SUI1001/runs");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Copy the Jenkinsfile snippet" }).click();
  await expect(page.getByText("Copied to the clipboard.")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await snippet.textContent());
  expect(jenkinsfileProblems(copied, bashProblems)).toEqual([]);

  // Kept with the demo company's data: still connected after a reload.
  await openArea(page, "/playground/platform/integrations", "Jenkins");
  await expect(page.getByTestId("integration-jenkins")).toContainText("Connected");
});

test("@mobile on a phone, the demo's areas fit and a user is invited from the dialog", async ({ page }) => {
  await openArea(page, "/playground/platform/users", "User Management");
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);

  await page.getByRole("button", { name: "Invite User" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite User" });
  await dialog.getByLabel("Name").fill("Ana Costa");
  await dialog.getByLabel("Email").fill("ana.costa@northwind.example");
  await dialog.getByLabel("Role").selectOption({ label: "Viewer" });
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(page.getByRole("row", { name: /Ana Costa/ })).toContainText("Invited");

  for (const area of ["Roles", "Licences"]) {
    await page.getByRole("navigation", { name: "Platform demo" }).getByRole("link", { name: area }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      area === "Roles" ? "Roles and permissions" : area,
    );
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    expect(await fits()).toBe(true);
  }
});
