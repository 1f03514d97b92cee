/**
 * Screenshots of the quick actions for a person to look at (not a test): the floating button and
 * the open command palette, empty and filtered, at 1366 and 390 px, light and dark.
 *   REVIEW_SHOTS=/tmp/shots-palette npx playwright test e2e/review/palette.shots.ts
 */
import { expect, test } from "@playwright/test";
import { createOffice, signUpTeam } from "../fixtures.ts";
import { SIZES, shotsDir } from "./shots.ts";

test("screenshots of the quick actions at 1366 and 390 px, light and dark", async ({ browser }) => {
  test.setTimeout(180_000);
  const dir = shotsDir();
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
