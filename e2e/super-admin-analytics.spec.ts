/**
 * Platform analytics end to end: a team signs up and books; the super admin's
 * /super-admin/analytics counts it in today's row (UTC), shows the charts with their table
 * alternative, and exports the same figures as CSV; axe finds nothing.
 */
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import {
  bookThroughApi,
  createOffice,
  expectNoA11yViolations,
  signUpTeam,
  teamZoneInstant,
  tomorrowInTeamZone,
} from "./fixtures.ts";
import { signInAsSuperAdmin } from "./super-admin-account.ts";

test("platform analytics count today's new team and booking, as charts, a table and a CSV", async ({
  page,
  browser,
}) => {
  test.slow(); // two contexts, a download and an axe run on a chart-heavy page
  const other = await browser.newContext();
  const teamPage = await other.newPage();
  await signUpTeam(teamPage);
  const office = await createOffice(teamPage, "Analytics Room");
  const date = tomorrowInTeamZone();
  await bookThroughApi(teamPage, office.id, date, 10);
  // Days are UTC days: the sign-up counts today, the booking on the UTC day it starts.
  const today = new Date().toISOString().slice(0, 10);
  const bookingDay = teamZoneInstant(date, 10).slice(0, 10);
  await other.close();

  await signInAsSuperAdmin(page);
  await page.getByRole("navigation", { name: "Super admin sections" }).getByRole("link", { name: "Analytics" }).click();
  await expect(page).toHaveURL(/\/super-admin\/analytics$/);
  for (const chart of ["New teams", "Active teams", "Bookings"]) {
    await expect(page.locator("figcaption").filter({ hasText: chart })).toBeVisible();
  }
  await expect(page.getByText("Trial conversion")).toBeVisible();
  await expect(page.getByText("Teams by size")).toBeVisible();
  await expect(page.getByText("Top teams by bookings")).toBeVisible();
  await page.getByLabel("From (UTC)").fill(today);
  await page.getByLabel("To (UTC)").fill(bookingDay);

  // The table alternative: at least this test's sign-up today and its booking on its day.
  const table = page.getByRole("table", { name: "New teams, active teams and bookings per UTC day" });
  const figures = async (day: string) => {
    const cells = table.getByRole("row", { name: new RegExp(`^${day}`) }).getByRole("cell");
    await expect(cells).toHaveCount(3);
    return (await cells.allTextContents()).map(Number);
  };
  await expect(table.getByRole("row")).toHaveCount(bookingDay === today ? 2 : 3);
  const signedUp = await figures(today);
  expect(signedUp[0]).toBeGreaterThanOrEqual(1);
  const booked = await figures(bookingDay);
  expect(booked[1]).toBeGreaterThanOrEqual(1);
  expect(booked[2]).toBeGreaterThanOrEqual(1);
  await expectNoA11yViolations(page);

  // The CSV carries the same figures as the table.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^platform-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? "", "utf8");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe("date,signups,active_teams,bookings");
  expect(lines).toContain(`${today},${signedUp.join(",")}`);
  expect(lines).toContain(`${bookingDay},${booked.join(",")}`);
});
