/**
 * Screenshots of the translated screens in each language for a person to look at (not a test):
 * the dashboard, the week view, My Bookings, team management, the team's settings, the e-mail builder
 * and /preferences at 1366 and 390 px, light and dark, in English, German, French and Spanish.
 *   REVIEW_SHOTS=/tmp/language-shots npx playwright test e2e/review/languages.shots.ts
 */
import { expect, test } from "@playwright/test";
import { LANGUAGES } from "../../src/shared/i18n.ts";
import { bookThroughApi, createOffice, signUpTeam, tomorrowInTeamZone } from "../fixtures.ts";
import { SIZES, shotsDir } from "./shots.ts";

test("screenshots of the translated screens in every language at 1366 and 390 px, light and dark", async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const dir = shotsDir();
  const context = await browser.newContext({ viewport: SIZES[0][1] });
  const page = await context.newPage();
  await signUpTeam(page, "Ann Lee");
  await page.request.patch("/api/user/complete-onboarding");
  const office = await createOffice(page, "Focus Room");
  const date = tomorrowInTeamZone();
  await bookThroughApi(page, office.id, date, 9);
  for (const language of LANGUAGES) {
    for (const theme of ["light", "dark"] as const) {
      await page.request.patch("/api/user/preferences", { data: { theme, language } });
      for (const [name, size] of SIZES) {
        await page.setViewportSize(size);
        for (const path of [
          "/dashboard",
          `/week?date=${date}`,
          "/bookings/history",
          "/team/manage",
          "/settings?tab=team",
          "/email-builder",
          "/preferences",
        ]) {
          await page.goto(path);
          await expect(page.locator("html")).toHaveAttribute("lang", language);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await page.waitForTimeout(400);
          const file = path
            .slice(1)
            .replace(/[/?=]/g, "-")
            .replace(/-date-.*/, "");
          await page.screenshot({ path: `${dir}/${file}-${language}-${name}-${theme}.png`, fullPage: true });
        }
      }
    }
  }
  await context.close();
});
