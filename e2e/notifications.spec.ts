/**
 * Notifications (docs/product.md "Notifications and e-mail"): a colleague (the team admin) cancels
 * my booking, the unread badge on the bell and the nav item counts it, /notifications lists it
 * under Today as unread, and "Mark all as read" clears the badge; changing a notification
 * preference is saved and survives a reload; the calendar feed address is made and serves
 * iCalendar; a member checks in from the dashboard.
 */
import { expect, test } from "@playwright/test";
import {
  createOffice,
  expectNoA11yViolations,
  expectToast,
  joinAsColleague,
  signUpTeam,
  teamZoneInstant,
  tomorrowInTeamZone,
} from "./fixtures.ts";

test("a colleague cancels my booking: badge, listed as unread, mark all as read", async ({ page, browser }) => {
  await signUpTeam(page, "Ann Lee");
  const office = await createOffice(page, "Focus Room");
  const { page: mine, context } = await joinAsColleague(browser, page, "member", "Ben Okafor");
  const date = tomorrowInTeamZone();
  const booked = await mine.request.post("/api/bookings", {
    data: { officeId: office.id, startISO: teamZoneInstant(date, 10), endISO: teamZoneInstant(date, 11) },
  });
  expect(booked.status()).toBe(201);
  const { id } = (await booked.json()) as { id: string };

  await mine.goto("/dashboard");
  await expect(mine.getByRole("link", { name: "Notifications", exact: true }).first()).toBeVisible();

  expect((await page.request.delete(`/api/bookings/${id}`)).status()).toBe(200);
  await mine.reload();
  await expect(mine.getByRole("link", { name: "Notifications, 1 unread" })).toBeVisible();
  await expect(mine.getByRole("navigation", { name: "Main navigation" }).getByTestId("unread-badge")).toHaveText(/^1/);

  await mine.getByRole("link", { name: "Notifications, 1 unread" }).click();
  await expect(mine).toHaveURL(/\/notifications$/);
  const today = mine.getByRole("region", { name: "Today" });
  const item = today.getByRole("listitem").filter({ hasText: "Ann Lee cancelled your booking of Focus Room" });
  await expect(item).toBeVisible();
  await expect(item.getByText("Unread", { exact: true })).toBeVisible();
  await expectNoA11yViolations(mine);

  await mine.getByRole("button", { name: "Mark all as read" }).click();
  await expectToast(mine, "1 notification marked as read");
  await expect(item.getByText("Unread", { exact: true })).toHaveCount(0);
  await expect(mine.getByRole("link", { name: "Notifications", exact: true }).first()).toBeVisible();
  await expect(mine.getByTestId("unread-badge")).toHaveCount(0);

  await mine.getByRole("button", { name: "Unread", exact: true }).click();
  await expect(mine.getByRole("button", { name: "Unread", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(mine.getByText("No unread notifications")).toBeVisible();
  await context.close();
});

test("a notification preference is saved and survives a reload", async ({ page }) => {
  await signUpTeam(page);
  await page.goto("/settings?tab=notifications");
  const cancelledByEmail = page.getByRole("switch", { name: "Booking cancelled by someone else: e-mail" });
  await expect(cancelledByEmail).toBeChecked();
  await expect(page.getByLabel("Remind me before a booking starts")).toHaveValue("15");
  await expectNoA11yViolations(page);

  await cancelledByEmail.click();
  await page.getByLabel("Remind me before a booking starts").selectOption("30");
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expectToast(page, "Preferences saved");

  await page.reload();
  await expect(page.getByRole("switch", { name: "Booking cancelled by someone else: e-mail" })).not.toBeChecked();
  await expect(page.getByLabel("Remind me before a booking starts")).toHaveValue("30");

  // The private calendar feed (in the profile tab): made once, shown once, served as iCalendar.
  await page.goto("/settings?tab=profile");
  await page.getByRole("button", { name: "Get feed address" }).click();
  const address = page.getByLabel("Your feed address (shown only now)");
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await page.request.get(new URL(await address.inputValue()).pathname);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain("BEGIN:VCALENDAR");
  await expectNoA11yViolations(page);
});

test("a member checks in from the dashboard when the booking is about to start", async ({ page }) => {
  await signUpTeam(page);
  // Any hour of the day is bookable, so the test runs at any time.
  const hours = await page.request.patch("/api/team/settings", {
    data: { businessHoursStart: "00:00", businessHoursEnd: "24:00" },
  });
  expect(hours.ok()).toBe(true);
  const office = await createOffice(page, "Focus Room");
  // The next slot on the 15-minute grid starts within 15 minutes: its check-in is open. The 5 s
  // margin keeps the start in the future when the request lands, and a start more than 15 minutes
  // away (check-in not yet open) only in the last 5 s of a quarter hour: then it opens within 5 s.
  const slot = 15 * 60_000;
  const start = Math.ceil((Date.now() + 5_000) / slot) * slot;
  const booked = await page.request.post("/api/bookings", {
    data: {
      officeId: office.id,
      startISO: new Date(start).toISOString(),
      endISO: new Date(start + slot).toISOString(),
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Check in to Focus Room" }).click();
  await expectToast(page, "Checked in", "You are checked in at Focus Room.");
  await expect(page.getByRole("main").getByText("Checked in", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Check in to Focus Room" })).toHaveCount(0);
});
