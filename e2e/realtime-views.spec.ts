/**
 * Real time in every open view (docs/product.md "Events and real time"): a colleague keeps one page
 * open per step (week, month, My Bookings, the dashboard) while the team admin changes things
 * through the API; each view shows the change without a reload, the bell counts the notification,
 * and the admin's new name reaches the blocks already on screen. Each wait is for the changed
 * state, so a view that does not follow fails here (the views are never reloaded or navigated
 * between the change and the check).
 */
import { expect, type Page, test } from "@playwright/test";
import { formatLongDate } from "../src/shared/time.ts";
import { createOffice, dateInTeamZone, joinAsColleague, signUpTeam, teamZoneInstant } from "./fixtures.ts";

const DESKTOP = { width: 1366, height: 1000 };
test.use({ viewport: DESKTOP });

async function expectLive(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: "Live updates: Live" })).toBeAttached();
}

test("week, month, My Bookings, dashboard stats and the bell follow a colleague's changes live, and so does a name change", async ({
  page: ann,
  browser,
}) => {
  await signUpTeam(ann, "Ann Lee");
  const office = await createOffice(ann, "Focus Room");
  const ben = await joinAsColleague(browser, ann, "member", "Ben Okafor", { viewport: DESKTOP });
  const benId = ((await (await ben.page.request.get("/api/user")).json()) as { user: { id: string } }).user.id;
  // Two days ahead, so "now" never closes the hours used here.
  const date = dateInTeamZone(2);
  const book = async (hour: number, userId?: string) => {
    const res = await ann.request.post("/api/bookings", {
      data: {
        officeId: office.id,
        startISO: teamZoneInstant(date, hour),
        endISO: teamZoneInstant(date, hour + 1),
        userId,
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { id: string }).id;
  };

  // Week: Ann books for Ben; his grid shows it as his and his bell counts the confirmation.
  await ben.page.goto(`/week?date=${date}&office=${office.id}`);
  await expect(ben.page.getByRole("heading", { name: "Week View" })).toBeVisible();
  await expectLive(ben.page);
  const bell = ben.page.getByRole("banner").getByRole("link", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications");
  await book(10, benId);
  await expect(ben.page.getByRole("button", { name: /^Focus Room booked by You, 10:00–11:00/ })).toBeVisible();
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");

  // Ann's own booking, then her new name, reach the week's blocks on screen.
  await book(13);
  const annBlock = ben.page.getByRole("button", { name: /^Focus Room booked by Ann Lee, 13:00–14:00/ });
  await expect(annBlock).toBeVisible();
  const renamed = await ann.request.patch("/api/user/profile", { data: { name: "Ann Smith" } });
  expect(renamed.ok(), await renamed.text()).toBe(true);
  await expect(ben.page.getByRole("button", { name: /^Focus Room booked by Ann Smith, 13:00–14:00/ })).toBeVisible();
  await expect(annBlock).toHaveCount(0);

  // Month: the day's count moves from 2 to 3.
  await ben.page.getByRole("navigation", { name: "Calendar view" }).getByRole("link", { name: "Month" }).click();
  await expect(
    ben.page.getByRole("link", { name: new RegExp(`^${formatLongDate(date)}, 2 bookings, 1 by you`) }),
  ).toBeVisible();
  await expectLive(ben.page);
  await book(15);
  await expect(
    ben.page.getByRole("link", { name: new RegExp(`^${formatLongDate(date)}, 3 bookings, 1 by you`) }),
  ).toBeVisible();

  // My Bookings: a second booking made for Ben joins his upcoming list.
  await ben.page.goto("/bookings/history");
  const upcoming = ben.page.getByRole("list", { name: "Upcoming bookings" });
  await expect(upcoming.getByRole("listitem")).toHaveCount(1);
  await expectLive(ben.page);
  const second = await book(17, benId);
  await expect(upcoming.getByRole("listitem")).toHaveCount(2);

  // Dashboard: the team's total drops when Ann cancels one.
  await ben.page.goto("/dashboard");
  const stats = ben.page.getByRole("region", { name: "Quick stats" });
  await expect(stats).toContainText(/Total bookings\s*4/);
  await expectLive(ben.page);
  const cancelled = await ann.request.delete(`/api/bookings/${second}`);
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  await expect(stats).toContainText(/Total bookings\s*3/);
  await ben.context.close();
});
