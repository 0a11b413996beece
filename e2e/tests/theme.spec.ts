import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/test";

/** The dark theme's page surface (theme-dark.css --color-surface) and the light one. */
const darkSurface = "rgb(11, 17, 32)";
const lightSurface = "rgb(255, 255, 255)";
const shots = process.env.SHOTS_DIR ?? "test-results/shots";

async function surface(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
}

/** The colour of one pixel of a PNG, decoded by the browser itself (a canvas in a blank page). */
async function pixel(page: Page, png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(
      async ({ base64, x, y }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext("2d");
        if (!context) throw new Error("no 2d context");
        context.drawImage(image, 0, 0);
        const [r = 0, g = 0, b = 0] = context.getImageData(x, y, 1, 1).data;
        return [r, g, b] as [number, number, number];
      },
      { base64: png.toString("base64"), x, y },
    );
  } finally {
    await blank.close();
  }
}

test.describe("theme", () => {
  test.use({ colorScheme: "light" });

  test("the header's switch chooses dark, and the choice survives a reload and a navigation", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-mounted", "true");
    expect(await surface(page)).toBe(lightSurface);
    const header = page.getByRole("banner");
    await header.getByRole("button", { name: /^Theme: System/ }).click();
    await header.getByRole("button", { name: /^Theme: Light/ }).click();
    await expect(header.getByRole("button", { name: /^Theme: Dark/ })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await surface(page)).toBe(darkSurface);

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-mounted", "true");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(header.getByRole("button", { name: /^Theme: Dark/ })).toBeVisible();

    // A client-side navigation keeps it too (the document is not reloaded).
    await header.getByRole("link", { name: "Pricing", exact: true }).first().click();
    await expect(page).toHaveURL(/-pricing$/);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await surface(page)).toBe(darkSurface);

    // One more press follows the system again (light here) and forgets the choice.
    await header.getByRole("button", { name: /^Theme: Dark/ }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
  });

  test("the first paint is already dark: a screenshot taken before any bundle has run", async ({ page }) => {
    // A returning visitor who chose dark, on a system set to light.
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Hold every script file: only the inline scripts in the markup can run.
    await page.route(/\.js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/documentation", { waitUntil: "commit" });
    await expect(page.locator("h1")).toBeVisible();
    const png = await page.screenshot();
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}/first-paint-dark.png` });
    expect(await page.locator("html").getAttribute("data-mounted")).toBeNull();
    expect(await page.locator("html").getAttribute("data-theme")).toBe("dark");
    // Below the banner, left of the content: the page's surface.
    expect(await pixel(page, png, 8, 890)).toEqual([11, 17, 32]);
    release();
    await expect(page.locator("html")).toHaveAttribute("data-mounted", "true");
  });

  test("with no choice made the site follows a dark system setting from the first paint", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/docs/configuration/jenkins-integration");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.locator("html")).toHaveAttribute("data-mounted", "true");
    await expect(page.getByRole("banner").getByRole("button", { name: /^Theme: System/ })).toBeVisible();
    // Code blocks take Shiki's dark theme.
    const code = page.locator("pre.shiki").first();
    expect(await code.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(10, 12, 16)");
  });
});
