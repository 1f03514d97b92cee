/**
 * Real time across browsers: two people of one team look at the same day; when one books
 * and cancels, the other sees the block appear and go, with the spec's 2-second toasts, without
 * reloading; the one who acted gets no second toast; a third person of another team sees nothing.
 * The shell's status dot says "Live" to screen readers, and the home page's team activity updates.
 */
import { expect, type Page, test } from "@playwright/test";
import {
  bookThroughApi,
  createOffice,
  joinAsColleague,
  signUpTeam,
  teamZoneInstant,
  toast,
  tomorrowInTeamZone,
  ZONE,
} from "./fixtures.ts";

const DESKTOP = { width: 1366, height: 900 };

async function openDayLive(page: Page, date: string) {
  await page.goto(`/day?date=${date}`);
  await expect(page.getByTestId("team-time-zone")).toContainText(ZONE);
  await expect(page.getByRole("status").filter({ hasText: "Live updates: Live" })).toBeAttached();
}

test.use({ viewport: DESKTOP });

test("a colleague's booking and cancellation appear live in the day view with the spec's toasts; another team sees nothing", async ({
  page: ann,
  browser,
}) => {
  const { admin } = await signUpTeam(ann, "Ann Lee");
  const office = await createOffice(ann, "Focus Room");
  const ben = await joinAsColleague(browser, ann, "member", "Ben Okafor", { viewport: DESKTOP });
  const otherContext = await browser.newContext({ viewport: DESKTOP });
  const carla = await otherContext.newPage();
  await signUpTeam(carla, "Carla Diaz");
  await createOffice(carla, "Harbour Room");

  const date = tomorrowInTeamZone();
  await openDayLive(ann, date);
  await openDayLive(ben.page, date);
  await openDayLive(carla, date);

  const res = await ann.request.post("/api/bookings", {
    data: {
      officeId: office.id,
      startISO: teamZoneInstant(date, 10),
      endISO: teamZoneInstant(date, 11),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const booking = (await res.json()) as { id: string };

  // Ben sees Ann's block and the toast, without reloading.
  const block = ben.page.getByRole("button", { name: new RegExp(`^Focus Room booked by ${admin.name} `) });
  await expect(block).toBeVisible();
  await expect(toast(ben.page).getByText("New booking", { exact: true })).toBeVisible();
  await expect(toast(ben.page).getByText("Office Focus Room has a new booking", { exact: true })).toBeVisible();
  // Ann's own view refreshes too, without the colleague's toast.
  await expect(ann.getByRole("button", { name: new RegExp(`^Focus Room booked by ${admin.name} `) })).toBeVisible();
  await expect(toast(ann).getByText("New booking", { exact: true })).toHaveCount(0);

  const cancelled = await ann.request.delete(`/api/bookings/${booking.id}`);
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  await expect(toast(ben.page).getByText("A booking for Focus Room was cancelled", { exact: true })).toBeVisible();
  await expect(toast(ben.page).getByText("Booking cancelled", { exact: true })).toBeVisible();
  await expect(block).toHaveCount(0);

  // Carla's team got neither change: no toast, no block of Ann's office.
  await expect(toast(carla)).toHaveCount(0);
  await expect(carla.getByText("Focus Room")).toHaveCount(0);
  await expect(carla.getByRole("status").filter({ hasText: "Live updates: Live" })).toBeAttached();

  await ben.context.close();
  await otherContext.close();
});

test("the home page's team activity shows a colleague's booking as it happens", async ({ page: ann, browser }) => {
  await signUpTeam(ann, "Ann Lee");
  const office = await createOffice(ann, "Focus Room");
  const ben = await joinAsColleague(browser, ann, "member", "Ben Okafor", { viewport: DESKTOP });
  // Team activity is not in the default layout (spec: quick stats and upcoming bookings): Ben adds it.
  const layout = await ben.page.request.put("/api/user/dashboard-layout", {
    data: { widgets: [{ type: "team-activity", enabled: true, size: "large" }] },
  });
  expect(layout.ok()).toBe(true);
  expect((await ben.page.request.patch("/api/user/complete-onboarding")).ok()).toBe(true);
  await ben.page.goto("/dashboard");
  const activity = ben.page.getByRole("list", { name: "Recent team activity" });
  await expect(activity).toContainText("Ben Okafor joined the team");
  await expect(ben.page.getByRole("status").filter({ hasText: "Live updates: Live" })).toBeAttached();

  await bookThroughApi(ann, office.id, tomorrowInTeamZone(), 11);
  await expect(activity.getByRole("listitem").first()).toContainText("Ann Lee booked Focus Room for");
  await ben.context.close();
});
