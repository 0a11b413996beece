import * as catalogue from "../support/assets-data";
import { slug } from "../support/site";
import { expect, test } from "../support/test";

// Chromium logs every failed request to the console; these tests cause them on purpose.
test.use({ allowConsoleErrors: [/status of (503|404)/] });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(catalogue.quietPopups);
});

test.describe("catalogue failures (docs/product/flows.md#when-something-fails)", () => {
  test("with the assets service failing, every section shows No Relvent Data Found and no message", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ ...catalogue.faultCookie, url: baseURL ?? "" }]);
    await page.goto(`/${slug}-assets`);
    // The web-site call failed too, so the sections keep their own headings.
    for (const name of ["Most Used Assets", "NLPs", "Step Groups", "Elements"]) {
      const section = page.getByRole("region", { name, exact: true });
      await expect(section.getByText("No Relvent Data Found")).toBeVisible();
      await expect(section.getByRole("article")).toHaveCount(0);
    }
    await expect(page.getByRole("status").filter({ hasText: /Loading/ })).toHaveCount(0);
    await expect(page.getByText("Over 700 predefined NLPs", { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/Live count/)).toHaveCount(0);
    await expect(page.getByText(/error|failed|unavailable/i)).toHaveCount(0);
  });

  test("the query pages show the empty state when their call fails", async ({ page, context, baseURL }) => {
    await context.addCookies([{ ...catalogue.faultCookie, url: baseURL ?? "" }]);
    for (const path of ["/nlp's-list?id=mouse-and-click-actions&title=x", "/nlp-description?id=click-on-element"]) {
      await page.goto(path);
      await expect(page.getByText("No Relvent Data Found")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    }
  });

  test("a missing or unknown id shows the empty state", async ({ page }) => {
    for (const path of ["/elements-list", "/stepgroup-list?id=no-such-card", "/nlp-description?id=no-such-nlp"]) {
      await page.goto(path);
      await expect(page.getByText("No Relvent Data Found")).toBeVisible();
    }
  });

  test("a failing NLP search keeps the previous list", async ({ page, context, baseURL, request }) => {
    const expected = await catalogue.searchNlps(request, "click");
    await page.goto("/nlp's?key=all");
    await expect(page.getByRole("tabpanel").getByRole("article").first()).toBeVisible();
    const box = page.getByRole("searchbox", { name: "Search NLPs" });
    await box.fill("click");
    const first = page.getByRole("tabpanel").getByRole("article").first().getByRole("link");
    await expect(first).toHaveText(expected[0]?.nlpName ?? "");

    await context.addCookies([{ ...catalogue.faultCookie, url: baseURL ?? "" }]);
    const failed = page.waitForResponse((r) => r.url().includes("/nlp-details/search") && r.status() === 503);
    await box.fill("click on");
    await failed;
    await expect(page).toHaveURL(/q=click\+on$/);
    await expect(first).toHaveText(expected[0]?.nlpName ?? "");
    await expect(page.getByText("No Relvent Data Found")).toHaveCount(0);
    await expect(page.getByText(`for “click”`)).toBeVisible();
  });
});
