/**
 * Screenshots of the week view, the month view and My Bookings for a person to look at;
 * not a test. Run with REVIEW_SHOTS naming the folder (see day-view.shots.ts).
 */
import { expect, test } from "@playwright/test";
import { bookThroughApi, createOffice, dateInTeamZone, joinAsColleague, signUpTeam, ZONE } from "../fixtures.ts";
import { shotsDir } from "./shots.ts";

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

test("screenshots of week, month and My Bookings at 1366 and 390 px, light and dark", async ({ browser }) => {
  test.setTimeout(240_000);
  const dir = shotsDir();
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signUpTeam(page, "Ann Lee");
  const focus = await createOffice(page, "Focus Room", 4);
  const desks = await createOffice(page, "Hot Desks", 8, true);
  const colleague = await joinAsColleague(browser, page, "member", "Alexandra Richardson-Smith");
  for (const offset of [1, 2, 3, 4]) {
    const date = dateInTeamZone(offset);
    await bookThroughApi(page, focus.id, date, 10);
    await bookThroughApi(colleague.page, focus.id, date, 14);
    await bookThroughApi(colleague.page, desks.id, date, 11);
    await bookThroughApi(page, desks.id, date, 15);
  }
  const today = dateInTeamZone(0);
  for (const theme of ["light", "dark"]) {
    await page.goto(`/week?date=${today}&office=${focus.id}`);
    // The theme is a preference kept on the server (ADR 0013); the shell applies it over local storage.
    const saved = await page.request.patch("/api/user/preferences", { data: { theme } });
    expect(saved.ok(), await saved.text()).toBe(true);
    for (const [name, size] of [
      ["1366", DESKTOP],
      ["390", PHONE],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto(`/week?date=${today}&office=${focus.id}`);
      await expect(page.getByText(ZONE).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${dir}/week-${name}-${theme}.png`, fullPage: true });
      await page.goto(`/month?date=${today}`);
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${dir}/month-${name}-${theme}.png`, fullPage: true });
      for (const tab of ["Upcoming", "Past"]) {
        await page.goto("/bookings/history");
        await page.getByRole("tab", { name: tab }).click();
        await page.waitForLoadState("networkidle");
        await page.screenshot({ path: `${dir}/history-${tab.toLowerCase()}-${name}-${theme}.png`, fullPage: true });
      }
    }
  }
  await colleague.context.close();
  await context.close();
});
