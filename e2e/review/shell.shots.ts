/**
 * Screenshots of the shell for a person to look at (not a test): the preferences page, breadcrumbs
 * and the top bar's theme toggle at 1366 and 390 px, light and dark; the landing with dark stored.
 *   REVIEW_SHOTS=/tmp/shots-shell npx playwright test e2e/review/shell.shots.ts
 */
import { expect, test } from "@playwright/test";
import { createOffice, signUpTeam } from "../fixtures.ts";
import { SIZES, shotsDir } from "./shots.ts";

test("screenshots of the shell at 1366 and 390 px, light and dark", async ({ browser }) => {
  const dir = shotsDir();
  const context = await browser.newContext({ viewport: SIZES[0][1] });
  const page = await context.newPage();
  await signUpTeam(page, "Ann Lee");
  const office = await createOffice(page, "Focus Room", 4);
  await page.request.patch(`/api/offices/${office.id}`, { data: { isActive: false } });
  for (const theme of ["light", "dark"] as const) {
    await page.request.patch("/api/user/preferences", { data: { theme } });
    await page.goto("/dashboard");
    await page.evaluate((t) => localStorage.setItem("theme", t), theme);
    for (const [name, size] of SIZES) {
      await page.setViewportSize(size);
      for (const [label, path] of [
        ["preferences", "/preferences"],
        ["week", "/week"],
        ["offices", "/team/offices"],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${dir}/${label}-${name}-${theme}.png`, fullPage: true });
      }
    }
  }
  const visitor = await browser.newPage();
  await visitor.addInitScript(() => localStorage.setItem("theme", "dark"));
  await visitor.goto("/");
  await visitor.screenshot({ path: `${dir}/landing-dark-stored.png` });
  await context.close();
});
