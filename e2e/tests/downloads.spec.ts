import { slug } from "../support/site";
import { expect, test } from "../support/test";

test.describe("Finder downloads", () => {
  test("a download is recorded and the shown count goes up by one", async ({ page }) => {
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

    const total = section.getByTestId("downloads-total");
    await expect(total).toHaveText(/^[\d,]+ downloads?$/);
    const before = Number((await total.textContent())?.replace(/\D/g, ""));
    const linux = section.getByTestId("downloads-linux");
    await expect(linux).toHaveText(/^[\d,]+ downloads?$/);
    const linuxBefore = Number((await linux.textContent())?.replace(/\D/g, ""));

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      section.getByRole("link", { name: /Download for Linux/ }).click(),
    ]);
    expect(download.url()).toMatch(/^https:\/\/downloads\.ignitest\.example\/finder\/[\d.]+\/.+\.AppImage$/);

    await expect(total).toHaveText(
      `${(before + 1).toLocaleString("en-US")} ${before + 1 === 1 ? "download" : "downloads"}`,
    );
    await expect(linux).toHaveText(new RegExp(`^${(linuxBefore + 1).toLocaleString("en-US")} downloads?$`));
  });
});
