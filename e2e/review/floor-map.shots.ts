/**
 * Screenshots of the floor map for a person to look at (not a test): the plan with its spaces by
 * state, the list, and the booking dialog opened from a desk, at 1366 and 390 px, light and dark.
 *   REVIEW_SHOTS=/tmp/shots-map npx playwright test e2e/review/floor-map.shots.ts
 */
import { expect, test } from "@playwright/test";
import { signUpTeam, teamZoneInstant, tomorrowInTeamZone } from "../fixtures.ts";
import { seedFloorMap } from "../floor-map-seed.ts";
import { SIZES, shotsDir } from "./shots.ts";

test("screenshots of the floor map at 1366 and 390 px, light and dark", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const dir = shotsDir();
  await signUpTeam(page, "Ann Lee");
  await page.request.patch("/api/user/complete-onboarding");
  const date = tomorrowInTeamZone();
  const { officeIds } = await seedFloorMap(browser, page, date);
  await page.request.post("/api/bookings", {
    data: { officeId: officeIds["D-09"], startISO: teamZoneInstant(date, 8), endISO: teamZoneInstant(date, 18) },
  });
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.request.patch("/api/user/preferences", { data: { theme } });
    for (const [name, size] of SIZES) {
      await page.setViewportSize(size);
      await page.goto(`/map?date=${date}`);
      const plan = page.getByRole("group", { name: /^Plan of Harbour/ });
      await expect(plan).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${dir}/map-${name}-${theme}.png`, fullPage: true });
      await plan.getByRole("button", { name: /^D-04/ }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.screenshot({ path: `${dir}/map-dialog-${name}-${theme}.png` });
      await page.keyboard.press("Escape");
      await page.getByRole("tab", { name: "List" }).click();
      await page.screenshot({ path: `${dir}/map-list-${name}-${theme}.png`, fullPage: true });
    }
  }
});
