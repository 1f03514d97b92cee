/**
 * Screenshots of neighbourhoods for a person to look at (not a test): a floor's neighbourhoods under
 * its plan, the dialog that makes one, and the office form's neighbourhood, at 1366 and 390 px,
 * light and dark.
 *   REVIEW_SHOTS=/tmp/shots-zones npx playwright test e2e/review/neighbourhoods.shots.ts
 */
import { expect, test } from "@playwright/test";
import { signUpTeam, tomorrowInTeamZone } from "../fixtures.ts";
import { seedFloorMap } from "../floor-map-seed.ts";
import { SIZES, shotsDir } from "./shots.ts";

test("screenshots of neighbourhoods at 1366 and 390 px, light and dark", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const dir = shotsDir();
  await signUpTeam(page, "Ann Lee");
  await page.request.patch("/api/user/complete-onboarding");
  const { floorId, officeIds } = await seedFloorMap(browser, page, tomorrowInTeamZone());
  await page.request.post("/api/team/groups", { data: { name: "Finance" } });
  const zone = await page.request.post(`/api/floors/${floorId}/neighbourhoods`, {
    data: { name: "Quiet zone", bookingMode: "whole_day", horizonDays: 14 },
  });
  expect(zone.ok(), await zone.text()).toBe(true);
  const quiet = (await zone.json()) as { id: string };
  await page.request.patch(`/api/offices/${officeIds["D-07"]}`, { data: { neighbourhoodId: quiet.id } });
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.request.patch("/api/user/preferences", { data: { theme } });
    for (const [name, size] of SIZES) {
      await page.setViewportSize(size);
      await page.goto(`/team/offices/floors/${floorId}/plan`);
      await expect(page.getByRole("heading", { name: "Neighbourhoods" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${dir}/zones-${name}-${theme}.png`, fullPage: true });
      await page.getByRole("button", { name: "Add neighbourhood" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.screenshot({ path: `${dir}/zone-dialog-${name}-${theme}.png` });
      await page.keyboard.press("Escape");
    }
  }
});
