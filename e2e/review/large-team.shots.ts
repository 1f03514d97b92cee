/**
 * Screenshots of a team with more offices than a page: the day view's office pager, the week
 * view's office search, the home page's availability widget and the booking dialog, at 1366 and
 * 390 px, light and dark; not a test. Run with REVIEW_SHOTS naming the folder (see day-view.shots.ts).
 */
import { expect, test } from "@playwright/test";
import { bookThroughApi, dateInTeamZone, joinAsColleague, signUpTeam } from "../fixtures.ts";
import { SIZES, shotsDir } from "./shots.ts";

test("screenshots of a 60-desk team's day and week views, home page and booking dialog", async ({ browser }) => {
  test.setTimeout(240_000);
  const dir = shotsDir();
  const context = await browser.newContext({ viewport: SIZES[0][1] });
  const page = await context.newPage();
  await signUpTeam(page, "Ann Lee");
  const desks: { id: string }[] = [];
  for (let n = 1; n <= 60; n++) {
    const res = await page.request.post("/api/offices", {
      data: { name: `Desk ${String(n).padStart(2, "0")}`, capacity: 1, floor: n <= 20 ? "Mezzanine" : "Ground" },
    });
    desks.push((await res.json()) as { id: string });
  }
  const colleague = await joinAsColleague(browser, page, "member", "Alexandra Richardson-Smith");
  const date = dateInTeamZone(1);
  for (const [index, hour] of [
    [0, 9],
    [1, 13],
    [3, 10],
    [51, 11],
  ]) {
    await bookThroughApi(index % 2 ? colleague.page : page, desks[index].id, date, hour);
  }
  await page.request.put("/api/user/dashboard-layout", {
    data: { widgets: [{ type: "office-availability", enabled: true, size: "medium" }] },
  });
  await page.request.patch("/api/user/complete-onboarding");
  for (const theme of ["light", "dark"]) {
    const saved = await page.request.patch("/api/user/preferences", { data: { theme } });
    expect(saved.ok(), await saved.text()).toBe(true);
    for (const [name, size] of SIZES) {
      await page.setViewportSize(size);
      await page.goto(`/day?date=${date}`);
      await expect(page.getByText("Offices 1–50 of 60")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${dir}/large-day-${name}-${theme}.png` });
      await page.getByLabel("Find an office").fill("mezz");
      await expect(page.getByText("Offices 1–20 of 20")).toBeVisible();
      await page.screenshot({ path: `${dir}/large-day-filtered-${name}-${theme}.png` });
      await page.getByLabel("Find an office").fill("nowhere");
      await expect(page.getByText("No office matches.")).toBeVisible();
      await page.screenshot({ path: `${dir}/large-day-none-${name}-${theme}.png` });
      await page.goto(`/week?date=${date}&office=${desks[1].id}`);
      await expect(page.getByLabel("Find an office")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${dir}/large-week-${name}-${theme}.png` });
      await page.goto("/dashboard");
      await expect(page.getByRole("link", { name: "See all 60 offices in the day view" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${dir}/large-home-${name}-${theme}.png`, fullPage: true });
      if (name === "1366") {
        await page.goto(`/day?date=${date}`);
        await page.getByRole("button", { name: "Book Desk 05 at 14:00", exact: true }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await page.screenshot({ path: `${dir}/large-dialog-${name}-${theme}.png` });
      }
    }
  }
  await colleague.context.close();
  await context.close();
});
