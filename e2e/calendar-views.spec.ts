/**
 * The week and month views: a booking shows in the week as a block naming who and when; a
 * free cell books from there; the month counts a day's bookings and opens that day; the date and
 * office travel in the URL between the views; axe is clean at desktop and phone width, where the
 * week becomes a day-by-day list.
 */
import { expect, test } from "@playwright/test";
import { formatLongDate } from "../src/shared/time.ts";
import { bookThroughApi, createOffice, dateInTeamZone, expectNoA11yViolations, signUpTeam } from "./fixtures.ts";

test("the week shows a booking, books a free cell, and the month counts them and opens the day", async ({ page }) => {
  await signUpTeam(page);
  const office = await createOffice(page, "Focus Room");
  // Two days ahead, so "now" never closes the cells used here.
  const date = dateInTeamZone(2);
  await bookThroughApi(page, office.id, date, 10);

  await page.goto(`/week?date=${date}&office=${office.id}`);
  await expect(page.getByRole("heading", { name: "Week View" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Focus Room booked by You, 10:00–11:00/ })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole("button", { name: `Book Focus Room at 14:00 on ${formatLongDate(date)}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Book" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: /^Focus Room booked by You, 14:00–15:00/ })).toBeVisible();

  // The switcher keeps the date and the office.
  await page.getByRole("navigation", { name: "Calendar view" }).getByRole("link", { name: "Month" }).click();
  await expect(page).toHaveURL(new RegExp(`/month\\?date=${date}&office=${office.id}`));
  const day = page.getByRole("link", { name: new RegExp(`^${formatLongDate(date)}, 2 bookings, 2 by you`) });
  await expect(day).toBeVisible();
  await expectNoA11yViolations(page);
  await day.click();
  await expect(page).toHaveURL(new RegExp(`/day\\?date=${date}`));
});

test("on a phone the week is a day-by-day list, and the month still reads", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpTeam(page);
  const office = await createOffice(page, "Phone Booth");
  const date = dateInTeamZone(2);
  await bookThroughApi(page, office.id, date, 9);

  await page.goto(`/week?date=${date}&office=${office.id}`);
  const list = page.getByRole("list", { name: "Phone Booth, day by day" });
  await expect(list).toBeVisible();
  await expect(list.getByRole("heading", { name: formatLongDate(date) })).toBeVisible();
  await expect(list).toContainText("09:00–10:00");
  // A future day can be booked from the list; a past one says it is closed.
  await expect(list.getByRole("button", { name: `Book Phone Booth on ${formatLongDate(date)}` })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto(`/month?date=${date}&office=${office.id}`);
  await expect(page.getByRole("link", { name: new RegExp(`^${formatLongDate(date)}, 1 booking`) })).toBeVisible();
  await expectNoA11yViolations(page);
});
