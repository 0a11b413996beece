import { slug } from "../support/site";
import { expect, test } from "../support/test";

/** The page shows a count only from this many downloads (apps/web/app/features/downloads/download-count.ts). */
const THRESHOLD = 100;

async function totals(page: import("@playwright/test").Page) {
  const response = await page.request.get("/v1/public/client-downloads/count");
  return (await response.json()) as { total?: number; responseObject?: { total: number } };
}

test.describe("Finder downloads", () => {
  test("a download is recorded; the page shows a count only above the threshold, never 0", async ({ page }) => {
    // The installers live on the download host, not in this repository: answer for it with a small file.
    await page.route("https://downloads.ignitest.example/**", (route) =>
      route.fulfill({
        status: 200,
        headers: { "Content-Type": "application/octet-stream", "Content-Disposition": "attachment" },
        body: "installer",
      }),
    );
    await page.goto(`/${slug}-finder#download`);
    const section = page.locator("section#download");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Download the Finder desktop client");

    await expect(section.getByText(/\b0 downloads\b/)).toHaveCount(0);
    const before = JSON.stringify(await totals(page));

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      section.getByRole("link", { name: /Download for Linux/ }).click(),
    ]);
    expect(download.url()).toMatch(/^https:\/\/downloads\.ignitest\.example\/finder\/[\d.]+\/.+\.AppImage$/);

    // The API counted it (what the page reads), and the page shows a figure only at or above the threshold.
    await expect.poll(async () => JSON.stringify(await totals(page))).not.toBe(before);
    const shown = (await section.getByTestId("downloads-total").textContent()) ?? "";
    if (shown) expect(Number(shown.replace(/\D/g, ""))).toBeGreaterThanOrEqual(THRESHOLD);
  });
});
