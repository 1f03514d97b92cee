/**
 * The client's cached views stay in step without a reload: a booking made in the day view shows
 * in the dashboard's upcoming list and booking count at once (one key prefix refreshes every view
 * of bookings, and the stats that count them), and cancelling it takes it out of the day view and
 * the dashboard alike. Navigation stays inside the app, so any stale cache would show.
 */
import { expect, type Page, test } from "@playwright/test";
import { createOffice, expectToast, signUpTeam, tomorrowInTeamZone } from "./fixtures.ts";

const statValue = (page: Page, label: string) =>
  page
    .getByRole("region", { name: "Quick stats" })
    .getByText(label, { exact: true })
    .locator("xpath=following-sibling::p");
const upcoming = (page: Page) => page.getByText("Upcoming bookings", { exact: true }).locator("xpath=../..");

/** Opens the day view from the sidebar and steps to tomorrow, without reloading the app. */
async function openTomorrow(page: Page, date: string) {
  await page.getByRole("link", { name: "Day View" }).click();
  await page.getByRole("button", { name: "Next day" }).click();
  await expect(page).toHaveURL(new RegExp(`/day\\?date=${date}$`));
}

test("a booking made and cancelled in the day view reaches the dashboard's upcoming list and count without a reload", async ({
  page,
}) => {
  const { admin } = await signUpTeam(page);
  await createOffice(page, "Focus Room");
  const date = tomorrowInTeamZone();

  await page.goto("/dashboard");
  await expect(statValue(page, "Total bookings")).toHaveText("0");
  await expect(upcoming(page).getByText("No upcoming bookings.")).toBeVisible();

  await openTomorrow(page, date);
  await page.getByRole("button", { name: "Book Focus Room at 10:00", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Book", exact: true }).click();
  const block = page.getByRole("button", { name: `Focus Room booked by ${admin.name} 10:00–11:00`, exact: true });
  await expect(block).toBeEnabled();

  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Home" }).click();
  await expect(statValue(page, "Total bookings")).toHaveText("1");
  await expect(upcoming(page).getByText("Focus Room", { exact: true })).toBeVisible();
  await expect(upcoming(page).getByText(/· 10:00–11:00$/)).toBeVisible();

  await openTomorrow(page, date);
  await block.click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel booking" }).click();
  await expectToast(page, "Booking cancelled", "Your booking has been cancelled.");
  await expect(block).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Book Focus Room at 10:00", exact: true })).toBeVisible();

  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Home" }).click();
  await expect(statValue(page, "Total bookings")).toHaveText("0");
  await expect(upcoming(page).getByText("No upcoming bookings.")).toBeVisible();
});
