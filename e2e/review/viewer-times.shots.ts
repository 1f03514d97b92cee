/**
 * Screenshots of "times show both" for a person to look at (not a test): a New York team's booking
 * seen from a browser in Tokyo, in My Bookings and on the home page, at 1366 and 390 px, light and dark.
 *   REVIEW_SHOTS=/tmp/shots-zones npx playwright test e2e/review/viewer-times.shots.ts
 */
import { expect, test } from "@playwright/test";
import { bookThroughApi, createOffice, signUpTeam, tomorrowInTeamZone } from "../fixtures.ts";
import { shotsDir } from "./shots.ts";

test.use({ timezoneId: "Asia/Tokyo" });

test("screenshots of a booking's times in the team's zone and the viewer's", async ({ page }) => {
  const dir = shotsDir();
  await signUpTeam(page);
  expect((await page.request.patch("/api/user/complete-onboarding")).ok()).toBe(true);
  const focus = await createOffice(page, "Focus Room");
  await bookThroughApi(page, focus.id, tomorrowInTeamZone(), 9);
  await bookThroughApi(page, focus.id, tomorrowInTeamZone(), 14);
  for (const scheme of ["light", "dark"] as const) {
    await page.request.patch("/api/user/preferences", { data: { theme: scheme } });
    await page.goto("/dashboard");
    await page.evaluate((t) => localStorage.setItem("theme", t), scheme);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const [name, path] of [
        ["my-bookings", "/bookings/history"],
        ["home", "/dashboard"],
      ] as const) {
        await page.goto(path);
        await expect(page.getByTestId("viewer-times").first()).toBeVisible();
        await page.screenshot({ path: `${dir}/zones-${name}-${width}-${scheme}.png` });
      }
    }
  }
});
