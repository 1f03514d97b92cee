/**
 * Screenshots of the quick actions for a person to look at (not a test): the floating button and
 * the open command palette, empty and filtered, at 1366 and 390 px, light and dark.
 *   REVIEW_SHOTS=/tmp/shots-palette npx playwright test e2e/review/palette.shots.ts
 */
import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { createOffice, signUpTeam } from "../fixtures.ts";

const SIZES = [
  ["1366", { width: 1366, height: 900 }],
  ["390", { width: 390, height: 844 }],
] as const;

test("screenshots of the quick actions at 1366 and 390 px, light and dark", async ({ browser }) => {
  test.setTimeout(180_000);
  const dir = process.env.REVIEW_SHOTS ?? "test-results/review-shots";
  mkdirSync(dir, { recursive: true });
  const context = await browser.newContext({ viewport: SIZES[0][1] });
  const page = await context.newPage();
  await signUpTeam(page, "Ann Lee");
  for (const name of ["Focus Room", "Atrium", "Board Room", "Phone Booth"]) await createOffice(page, name, 4);
  const palette = page.getByRole("dialog", { name: "Quick actions" });
  for (const theme of ["light", "dark"] as const) {
    await page.request.patch("/api/user/preferences", { data: { theme } });
    await page.goto("/dashboard");
    await page.evaluate((t) => localStorage.setItem("theme", t), theme);
    for (const [name, size] of SIZES) {
      await page.setViewportSize(size);
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${dir}/button-${name}-${theme}.png` });
      await page.getByRole("button", { name: "Quick actions" }).click();
      await expect(palette.getByRole("option", { name: "Atrium" })).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${dir}/palette-${name}-${theme}.png` });
      await page.keyboard.type("room");
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${dir}/palette-filtered-${name}-${theme}.png` });
      await page.keyboard.type("zzzz");
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${dir}/palette-empty-${name}-${theme}.png` });
      await page.keyboard.press("Escape");
      await page.keyboard.press("Shift+?");
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${dir}/help-${name}-${theme}.png` });
      await page.keyboard.press("Escape");
    }
  }
  await context.close();
});
