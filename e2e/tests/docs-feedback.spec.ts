import { axeViolations } from "../support/axe";
import { expect, test } from "../support/test";

const docsPage = "/docs/configuration/jenkins-integration";

test.describe("docs feedback", () => {
  test("answering Yes with a comment stores it through the API and thanks the reader", async ({ page }) => {
    await page.goto(docsPage);
    await expect(page.locator("html")).toHaveAttribute("data-mounted", "true");
    const widget = page.getByRole("region", { name: "Was this helpful?" });
    const yes = widget.getByRole("button", { name: "Yes" });
    await expect(yes).toHaveAttribute("aria-pressed", "false");
    await yes.click();
    await expect(yes).toHaveAttribute("aria-pressed", "true");

    const comment = `The withCredentials example saved me an hour (${Date.now()}).`;
    await widget.getByLabel("What helped you? (optional)").fill(comment);
    const stored = page.waitForResponse(
      (response) => response.url().endsWith("/v1/public/docs-feedback") && response.request().method() === "POST",
    );
    await widget.getByRole("button", { name: "Send feedback" }).click();

    const response = await stored;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({ path: docsPage, helpful: true, comment });
    expect(await response.json()).toEqual({ status: "Success", id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await expect(widget.getByRole("status")).toHaveText("Thank you for your feedback. It helps us improve this page.");
    await expect(widget.getByRole("button", { name: "Yes" })).toHaveCount(0);

    expect(await axeViolations(page, "all", "section")).toEqual([]);
  });

  test("the API refuses feedback for a page that is not a docs page, and a comment over 1000 characters", async ({
    request,
  }) => {
    const notDocs = await request.post("/v1/public/docs-feedback", {
      data: { path: "/blogs/flaky-tests-causes-and-fixes", helpful: true },
    });
    expect(notDocs.status()).toBe(400);
    const tooLong = await request.post("/v1/public/docs-feedback", {
      data: { path: docsPage, helpful: false, comment: "x".repeat(1001) },
    });
    expect(tooLong.status()).toBe(400);
    expect((await tooLong.json()).message).toBe("comment: Keep the comment under 1000 characters");
  });
});

test.describe("docs for readers and tools", () => {
  test("every docs page links its Markdown copy, which answers text/markdown with the title and canonical URL", async ({
    page,
    request,
  }) => {
    await page.goto(docsPage);
    const link = page.getByRole("link", { name: "View as Markdown" });
    await expect(link).toHaveAttribute("href", `${docsPage}.md`);

    const copy = await request.get(`${docsPage}.md`);
    expect(copy.status()).toBe(200);
    expect(copy.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
    const text = await copy.text();
    expect(text).toMatch(/^# Jenkins integration\n/);
    expect(text).toContain(`Canonical URL: https://`);
    expect(text).toContain(`${docsPage}\n`);
    expect(text).toContain("withCredentials");
    expect(text).not.toContain("<html");
  });

  test("/llms.txt describes the site and lists the docs pages' Markdown copies", async ({ request }) => {
    const response = await request.get("/llms.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    expect(text).toMatch(/^# Ignitest\n\n> /);
    expect(text).toContain("## Documentation: Configuration");
    expect(text).toMatch(
      /^- \[Jenkins integration\]\(https?:\/\/[^)]+\/docs\/configuration\/jenkins-integration\.md\): /m,
    );
    expect(text).toContain("## Release notes");
    const docsLinks = text.match(/^- \[[^\]]+\]\([^)]+\/docs\/[^)]+\.md\)/gm) ?? [];
    expect(docsLinks.length).toBeGreaterThanOrEqual(70);
  });
});
