/**
 * Screenshots of the onboarding tour and widget dashboard for a person to look at (not a
 * test): a tour step open, and a customised dashboard with all five widgets and the Customize
 * dialog, at 1366 and 390 px, light and dark.
 *   REVIEW_SHOTS=/tmp/shots-tour npx playwright test e2e/review/dashboard-tour.shots.ts
 */
import { expect, test } from "@playwright/test";
import { bookThroughApi, createOffice, dateInTeamZone, joinAsColleague, signUpTeam } from "../fixtures.ts";
import { SIZES, shotsDir } from "./shots.ts";

test("screenshots of the tour and the customised dashboard at 1366 and 390 px, light and dark", async ({ browser }) => {
  test.setTimeout(600_000);
  const dir = shotsDir();
  const context = await browser.newContext({ viewport: SIZES[0][1] });
  const page = await context.newPage();
  await signUpTeam(page, "Ann Lee");
  const focus = await createOffice(page, "Focus Room", 1);
  await createOffice(page, "Quiet Corner", 6, true);
  await createOffice(page, "Board Room", 10);
  await bookThroughApi(page, focus.id, dateInTeamZone(1), 10);
  const colleague = await joinAsColleague(browser, page, "member", "Ben Okafor");
  await colleague.context.close();
  await page.request.put("/api/user/dashboard-layout", {
    data: {
      widgets: [
        { type: "quick-stats", enabled: true, size: "large" },
        { type: "office-availability", enabled: true, size: "medium" },
        { type: "notifications", enabled: true, size: "small" },
        { type: "upcoming-bookings", enabled: true, size: "medium" },
        { type: "team-activity", enabled: true, size: "small" },
      ],
    },
  });
  for (const theme of ["light", "dark"] as const) {
    await page.request.patch("/api/user/preferences", { data: { theme } });
    for (const [name, size] of SIZES) {
      await page.setViewportSize(size);
      // The tour: reset so it opens by itself; shoot step 1 and the calendar-views step.
      await page.request.patch("/api/user/reset-onboarding");
      await page.goto("/dashboard");
      await expect(page.locator("[data-tour-step]")).toBeVisible({ timeout: 30_000 });
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${dir}/tour-welcome-${name}-${theme}.png` });
      await page.getByRole("button", { name: "Next" }).click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${dir}/tour-calendar-${name}-${theme}.png` });
      await page.getByRole("button", { name: "Skip Tour" }).click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${dir}/new-to-card-${name}-${theme}.png` });
      await page.request.patch("/api/user/complete-onboarding");
      await page.goto("/dashboard");
      await expect(page.locator("[data-widget]").first()).toBeVisible({ timeout: 30_000 });
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${dir}/dashboard-${name}-${theme}.png`, fullPage: true });
      await page.getByRole("button", { name: "Customize" }).click();
      await expect(page.getByRole("dialog", { name: "Customize dashboard" })).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${dir}/customize-${name}-${theme}.png` });
      await page.keyboard.press("Escape");
    }
  }
});
