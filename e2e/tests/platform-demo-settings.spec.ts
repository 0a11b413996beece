import { expectNoAxeViolations } from "../support/axe";
import { openArea } from "../support/platform-demo";
import { expect, test } from "../support/test";

/**
 * The Platform demo's Configuration area against `npm start` (docs/platform-demo.md#configuration),
 * over the seed (each test starts with a fresh browser context): the time zone that every run time
 * follows, a label offered in the test cases, and the mail server's messages on their fields.
 */
test("Configuration: the time zone moves run times, a new label is offered in a test case, a bad SMTP host is refused", async ({
  page,
}) => {
  await openArea(page, "/playground/platform/settings", "Configuration");
  const status = page.getByTestId("settings-message");

  // Email: a host with a space is refused on its field; Send Test Email says what it would send, and sends nothing.
  const host = page.getByLabel("SMTP host");
  await host.fill("smtp northwind.example");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(host).toHaveAccessibleDescription(/Enter a host name such as smtp\.northwind\.example/);
  await expect(host).toBeFocused();
  await host.fill("smtp.northwind.example");
  // Nothing leaves the browser: no request but for the site's own static files.
  const sent: string[] = [];
  const record = (request: { url: () => string }) => {
    if (!/\.(js|css|woff2?|png|svg|webp|ico)(\?|$)/.test(request.url())) sent.push(request.url());
  };
  page.on("request", record);
  await page.getByRole("button", { name: "Send Test Email" }).click();
  await expect(status).toContainText("to grace.okafor@northwind.example");
  await expect(status).toContainText("nothing was sent");
  page.off("request", record);
  expect(sent).toEqual([]);

  // Time Zone: Asia/Tokyo, and the Dashboard's Recent Executions follow it.
  await page.getByRole("tab", { name: "Time Zone" }).click();
  await expect(page.getByTestId("latest-run-time")).toContainText("Nov 26, 2026, 02:07 UTC");
  await page.getByLabel("Project time zone").selectOption("Asia/Tokyo");
  await page.getByRole("tabpanel").getByRole("button", { name: "Save" }).click();
  await expect(status).toContainText("Northwind Web Regression is now in Asia/Tokyo");
  await expect(page.getByTestId("latest-run-time")).toContainText("Nov 26, 2026, 11:07 GMT+9");
  const nav = page.getByRole("navigation", { name: "Platform demo" });
  await nav.getByRole("link", { name: "Dashboard" }).click();
  const recent = page.getByRole("region", { name: "Recent Executions" });
  await expect(recent.getByRole("listitem").filter({ hasText: "EXE2041" })).toContainText("Nov 26, 2026, 11:07 GMT+9");

  // Labels: a name with capitals and a space is refused on its field; release-24 is then offered in New Script.
  await nav.getByRole("link", { name: "Configuration" }).click();
  await page.getByRole("tab", { name: "Labels" }).click();
  await page.getByRole("button", { name: "Add Label" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Label" });
  await dialog.getByLabel("Name").fill("Release 2.4");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByLabel("Name")).toHaveAccessibleDescription(/Use lowercase letters, digits and hyphens only/);
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Name").fill("release-24");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("labels-table").getByRole("row", { name: /release-24/ })).toBeVisible();

  await nav.getByRole("link", { name: "Test cases" }).click();
  await page.getByRole("button", { name: "+ New Script" }).click();
  const labels = page.getByRole("dialog", { name: "New Script" }).getByRole("group", { name: "Labels" });
  await expect(labels.getByRole("checkbox", { name: "release-24" })).toBeVisible();
});
