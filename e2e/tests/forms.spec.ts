import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { waitForMail } from "../support/form-mail";
import { expect, test } from "../support/test";

/** The default of SALES_INBOX, where the API sends its notifications. */
const salesInbox = "sales@ignitest.example";

/** A date the form accepts: a week from now, as the date input wants it. */
function nextWeek(): string {
  return new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
}

async function fillDemoForm(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Demo request" });
  await form.getByLabel("Full name").fill("Ada Lovelace");
  await form.getByLabel("Work e-mail").fill(email);
  await form.getByLabel("Company").fill("Analytical Engines Ltd");
  await form.getByLabel("Size of your testing team").selectOption("11-50");
  await form.getByRole("checkbox", { name: "Platform" }).check();
  await form.getByRole("checkbox", { name: "Cloud" }).check();
  await form.getByLabel("Preferred date").fill(nextWeek());
  await form.getByLabel("Preferred time").selectOption("afternoon");
  await form.getByLabel(/What would you like to see/).fill("Our SAP order-to-cash regression suite.");
  return form;
}

test.describe("forms", () => {
  test("a demo request solves the captcha in the browser, is stored and mailed, and lands on its thank-you page", async ({
    page,
  }) => {
    const email = `ada+${Date.now()}@analytical.example`;
    await page.goto("/schedule-demo");
    const form = await fillDemoForm(page, email);
    await form.getByRole("button", { name: "Request my demo" }).click();

    await expect(page).toHaveURL(/\/thank-you-for-scheduling-demo$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for scheduling a demo");
    const reference = (await page.getByTestId("submission-reference").textContent())?.trim() ?? "";
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    await expect(page.getByRole("status").filter({ hasText: "Received and saved" })).toContainText(email);

    // The reference is the stored row's id; both mails quote it.
    // The visitor's confirmation repeats nothing they typed (the address is not proven to be theirs).
    const confirmation = await waitForMail(email, reference);
    expect(confirmation).toContain("Products: Platform, Cloud");
    expect(confirmation).not.toContain("Analytical Engines Ltd");
    const notification = await waitForMail(salesInbox, reference);
    expect(notification).toContain(email);
    expect(notification).toContain("Analytical Engines Ltd");
  });

  test("a contact message is stored and mailed, and lands on the contact thank-you page", async ({ page }) => {
    const email = `grace+${Date.now()}@navy.example`;
    await page.goto("/contactus");
    const form = page.getByRole("form", { name: "Contact" });
    await form.getByLabel("Full name").fill("Grace Hopper");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Topic").selectOption("Partnerships");
    await form.getByLabel("Message").fill("We would like to resell Ignitest in Canada.");
    await form.getByRole("button", { name: "Send message" }).click();

    await expect(page).toHaveURL(/\/thank-you-for-contact-us$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for contacting us");
    const reference = (await page.getByTestId("submission-reference").textContent())?.trim() ?? "";
    const confirmation = await waitForMail(email, reference);
    expect(confirmation).toContain("What happens next");
    expect(confirmation).not.toContain("resell Ignitest in Canada");
    const notification = await waitForMail(salesInbox, reference);
    expect(notification).toContain("Topic: Partnerships");
    expect(notification).toContain("We would like to resell Ignitest in Canada.");
  });

  test("invalid input is explained on each field, announced, kept, and passes axe", async ({ page }) => {
    await page.goto("/schedule-demo");
    const form = page.getByRole("form", { name: "Demo request" });
    await form.getByLabel("Full name").fill("Ada Lovelace");
    await form.getByLabel("Work e-mail").fill("ada-at-example");
    await form.getByRole("button", { name: "Request my demo" }).click();

    const summary = form.getByRole("alert");
    await expect(summary).toContainText("Enter a valid e-mail address");
    await expect(summary).toContainText("Choose at least one product");
    const emailField = form.getByLabel("Work e-mail");
    await expect(emailField).toHaveAttribute("aria-invalid", "true");
    await expect(emailField).toHaveAccessibleDescription(/Enter a valid e-mail address/);
    await expect(form.getByLabel("Full name")).toHaveValue("Ada Lovelace");
    await expect(emailField).toHaveValue("ada-at-example");
    await expect(page).toHaveURL(/\/schedule-demo$/);

    await expectNoAxeViolations(page);
  });
});
