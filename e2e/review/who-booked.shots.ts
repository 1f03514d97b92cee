/**
 * Screenshots of "who booked" for a person to look at (not a test): the team's switch in the
 * booking rules, the Privacy card of Preferences, and a member's day view with a colleague shown as
 * "Someone", at 1366 and 390 px, light and dark.
 *   REVIEW_SHOTS=/tmp/shots-who npx playwright test e2e/review/who-booked.shots.ts
 */
import { expect, test } from "@playwright/test";
import { bookThroughApi, createOffice, joinAsColleague, signUpTeam, tomorrowInTeamZone } from "../fixtures.ts";
import { SIZES, shotsDir } from "./shots.ts";

test("screenshots of who booked at 1366 and 390 px, light and dark", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const dir = shotsDir();
  await signUpTeam(page, "Ann Lee");
  await page.request.patch("/api/user/complete-onboarding");
  const office = await createOffice(page, "Hub", 6, true);
  const date = tomorrowInTeamZone();
  await bookThroughApi(page, office.id, date, 9);
  const ben = await joinAsColleague(browser, page, "member", "Ben Okafor");
  await ben.page.request.patch("/api/user/complete-onboarding");
  await bookThroughApi(ben.page, office.id, date, 11);
  await page.request.patch("/api/team/settings", { data: { showBookerNames: false } });
  for (const theme of ["light", "dark"] as const) {
    for (const who of [page, ben.page]) {
      await who.emulateMedia({ colorScheme: theme });
      await who.request.patch("/api/user/preferences", { data: { theme } });
    }
    for (const [name, size] of SIZES) {
      await page.setViewportSize(size);
      await page.goto("/settings?tab=team");
      const names = page.getByRole("switch", { name: "Show who booked" });
      await expect(names).toBeVisible();
      await names.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/settings-${name}-${theme}.png` });
      await ben.page.setViewportSize(size);
      await ben.page.goto("/preferences");
      await expect(ben.page.getByRole("switch", { name: "Hide my name on my bookings" })).toBeVisible();
      await ben.page.screenshot({ path: `${dir}/preferences-${name}-${theme}.png`, fullPage: true });
      await ben.page.goto(`/day?date=${date}`);
      await expect(ben.page.locator("[data-booking-id]").first()).toBeVisible();
      await ben.page.screenshot({ path: `${dir}/day-${name}-${theme}.png` });
    }
  }
  await ben.context.close();
});
