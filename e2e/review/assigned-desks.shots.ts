/**
 * Screenshots of assigned desks for a person to look at (not a test): the office form's "Assigned
 * to", the floor map with the admin's own desk and a colleague's, and the release dialog, at 1366
 * and 390 px, light and dark.
 *   REVIEW_SHOTS=/tmp/shots-desks npx playwright test e2e/review/assigned-desks.shots.ts
 */
import { expect, test } from "@playwright/test";
import { joinAsColleague, signUpTeam, tomorrowInTeamZone } from "../fixtures.ts";
import { seedFloorMap } from "../floor-map-seed.ts";
import { SIZES, shotsDir } from "./shots.ts";

test("screenshots of assigned desks at 1366 and 390 px, light and dark", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const dir = shotsDir();
  const team = await signUpTeam(page, "Ann Lee");
  await page.request.patch("/api/user/complete-onboarding");
  const date = tomorrowInTeamZone();
  const { officeIds } = await seedFloorMap(browser, page, date);
  const dana = await joinAsColleague(browser, page, "member", "Dana Ito");
  const me = (await (await page.request.get("/api/user")).json()) as { user: { id: string } };
  const danaId = ((await (await dana.page.request.get("/api/user")).json()) as { user: { id: string } }).user.id;
  await page.request.patch(`/api/offices/${officeIds["D-07"]}`, { data: { assignedUserId: me.user.id } });
  await page.request.patch(`/api/offices/${officeIds["D-08"]}`, { data: { assignedUserId: danaId } });
  expect(team).toBeTruthy();
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
      await plan.getByRole("button", { name: /^D-07/ }).click();
      await expect(page.getByRole("dialog", { name: "D-07 is your desk" })).toBeVisible();
      await page.screenshot({ path: `${dir}/release-${name}-${theme}.png` });
      await page.keyboard.press("Escape");
      await page.goto("/team/offices");
      await page.getByRole("button", { name: "Edit D-08" }).click();
      await expect(page.getByLabel("Assigned to")).toBeVisible();
      await page.screenshot({ path: `${dir}/form-${name}-${theme}.png` });
    }
  }
  await dana.context.close();
});
