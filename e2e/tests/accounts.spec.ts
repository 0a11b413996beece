import { activateFromOutbox, newAccount, signIn, signUpThroughUi } from "../support/account";
import { axeViolations } from "../support/axe";
import { latestMailText, linkFromLatestMail } from "../support/outbox";
import { site, slug } from "../support/site";
import { expect, test } from "../support/test";

/**
 * The account pages against the real server: real ALTCHA proof of work in the
 * browser, real mail read from the server's outbox, no canned answers.
 * The tests of one account run in order; a retry starts with a new account.
 */

// Refused sign-ins and used links answer 4xx, which Chromium logs as a console error.
test.use({ allowConsoleErrors: [/the server responded with a status of 4\d\d/] });

const account = { ...newAccount(), newPassword: "second passphrase for e2e" };

/** The same link with its token changed, as a forged or mangled link would be. */
function tampered(path: string): string {
  const url = new URL(path, "https://site.invalid");
  const token = url.searchParams.get("token") ?? "";
  url.searchParams.set("token", `${token.slice(0, -4)}${token.endsWith("AAAA") ? "BBBB" : "AAAA"}`);
  return `${url.pathname}${url.search}`;
}

test("an empty sign-up form shows field errors and stays", async ({ page }) => {
  await page.goto("/signup");
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Create account" }).click();

  await expect(main.getByRole("alert")).toContainText("Enter your name.");
  await expect(main.getByLabel("Full name")).toBeFocused();
  for (const [label, message] of [
    ["Full name", "Enter your name."],
    ["Company", "Enter your company name."],
    ["Work e-mail", "Enter your e-mail address."],
    ["Phone number", "Enter your phone number."],
    ["Password", "Choose a password."],
  ] as const) {
    const field = main.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(".", "\\.")));
  }
  await expect(page).toHaveURL(/\/signup$/);
  expect(await axeViolations(page)).toEqual([]);
});

test.describe
  .serial("one account from sign-up to a new password", () => {
    let activationLink = "";
    let resetLink = "";

    test("sign up → activation link from the outbox → sign in → profile in the header → sign out", async ({ page }) => {
      test.setTimeout(120_000);
      await signUpThroughUi(page, account);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your inbox");
      await expect(page.getByRole("main")).toContainText(account.email);

      activationLink = await activateFromOutbox(page, account.email);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account is activated");

      await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/signin\?product=/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Sign in to ${site.name} Platform`);
      await signIn(page, account.email, account.password);
      await expect(page).toHaveURL(new RegExp(`/${slug}-products$`));

      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("login-user") ?? "null"));
      expect(Object.keys(stored).sort()).toEqual([
        "access_token",
        "billingCycle",
        "currentLicenseId",
        "expires_in",
        "licenseStatus",
        "name",
        "userName",
        "userStatus",
      ]);
      expect(stored).toMatchObject({ name: account.name, userName: account.email, userStatus: "ACTIVE" });

      const profile = page.getByRole("button", { name: new RegExp(`${account.name}: account menu`) });
      await expect(profile).toHaveText("P");
      await profile.click();
      await expect(page.getByText(account.email)).toBeVisible();
      await page.getByRole("button", { name: "Sign Out" }).click();

      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("link", { name: /^Sign In/ })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem("login-user"))).toBeNull();
    });

    test("signed in, /signin shows who is signed in; the phone changes with the code from the e-mail", async ({
      page,
    }) => {
      await signIn(page, account.email, account.password);
      await expect(page).toHaveURL(new RegExp(`/${slug}-products$`));
      await page.goto("/signin");
      await expect(page).toHaveURL(/\/active-user$/);
      await expect(page.getByRole("main")).toContainText(`You are signed in as ${account.name}`);

      await page.goto("/change-phone-number");
      const since = Date.now();
      await page.getByRole("main").getByLabel("New phone number").fill("+1 415 555 0134");
      await page.getByRole("main").getByRole("button", { name: "Send verification code" }).click();
      await expect(page).toHaveURL(/\/otp-verification$/);
      await expect(page.getByRole("main")).toContainText("+14155550134");

      const code = (await latestMailText(account.email, { contains: /\b\d{6}\b/, since: since - 1000 })).match(
        /\b\d{6}\b/,
      )?.[0];
      const wrong = code === "000000" ? "111111" : "000000";
      const field = page.getByRole("main").getByLabel("Verification code");
      await field.fill(wrong);
      await page.getByRole("main").getByRole("button", { name: "Verify" }).click();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveValue(wrong);

      await field.fill(code ?? "");
      await page.getByRole("main").getByRole("button", { name: "Verify" }).click();
      await expect(page.getByRole("main")).toContainText("Your phone number is now +14155550134.");
    });

    test("forgot password → reset link → the new password works and the old one does not", async ({ page }) => {
      await page.goto(`/signin?product=${site.slug}-Finder`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Sign in to ${site.name} Finder`);
      await page.getByRole("link", { name: "Forgot password?" }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await page.getByRole("main").getByLabel("Work e-mail").fill(account.email);
      await page.getByRole("main").getByRole("button", { name: "Send reset link" }).click();
      await expect(page).toHaveURL(/\/reset-link-sent-success$/);
      await expect(page.getByRole("main")).toContainText(account.email);

      resetLink = await linkFromLatestMail(account.email, /\/change-password\?token=/);
      await page.goto(resetLink);
      // The token leaves the address bar once read.
      await expect(page).toHaveURL(/\/change-password$/);
      const main = page.getByRole("main");
      await expect(main.getByLabel("Account")).toHaveValue(account.email);
      await main.getByLabel("New password", { exact: true }).fill(account.newPassword);
      await main.getByLabel("Confirm new password").fill(`${account.newPassword}!`);
      await main.getByRole("button", { name: "Save new password" }).click();
      await expect(main.getByLabel("Confirm new password")).toHaveAccessibleDescription(/do not match/);
      await main.getByLabel("Confirm new password").fill(account.newPassword);
      await main.getByRole("button", { name: "Save new password" }).click();
      await expect(page).toHaveURL(/\/password-changed-success$/);

      await signIn(page, account.email, account.password);
      await expect(page.getByRole("main").getByRole("alert")).toHaveText("The e-mail or password is incorrect.");
      await expect(page.getByRole("main").getByLabel("Work e-mail")).toHaveValue(account.email);
      await expect(page).toHaveURL(/\/signin/);

      await signIn(page, account.email, account.newPassword);
      await expect(page).toHaveURL(new RegExp(`/${slug}-products$`));
    });

    test("a reused activation link lands on /user-already-activated, a reused reset link on /setpassword-link-expired", async ({
      page,
    }) => {
      await page.goto(activationLink);
      await expect(page).toHaveURL(/\/user-already-activated$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This account is already activated");

      await page.goto(resetLink);
      await expect(page).toHaveURL(/\/setpassword-link-expired$/);
      await page.getByRole("main").getByRole("link", { name: "Send a new link" }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
    });

    test("an expired (here: forged) activation link lands on /activation-link-expired with a resend", async ({
      page,
    }) => {
      // The API has no way to age a link in e2e; a token it does not know gets the same page (LINK_INVALID).
      await page.goto(tampered(activationLink));
      await expect(page).toHaveURL(/\/activation-link-expired$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your activation link has expired");
      await page.getByRole("main").getByLabel("Your e-mail address").fill(account.email);
      await page.getByRole("main").getByRole("button", { name: "Send a new link" }).click();
      await expect(page).toHaveURL(/\/activation-link-sent-successfully$/);
      await expect(page.getByRole("main")).toContainText(account.email);

      await page.goto(tampered(resetLink));
      await expect(page).toHaveURL(/\/setpassword-link-expired$/);
    });
  });
