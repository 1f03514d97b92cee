/**
 * My Bookings (/bookings/history): the user's bookings by tab (Upcoming, Past, Cancelled,
 * the tab in the URL), filtered by office and purpose; cancelling from Upcoming moves a booking to
 * Cancelled; "Export CSV" downloads the filtered list; "Book again" opens the booking dialog of the
 * same office and time on the next same weekday (office-deactivation.spec.ts clicks it); axe is clean at desktop and phone width, where rows are cards.
 */
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { formatInZone } from "../src/shared/time.ts";
import {
  createOffice,
  dateInTeamZone,
  expectNoA11yViolations,
  expectToast,
  signUpTeam,
  teamZoneInstant,
  ZONE,
} from "./fixtures.ts";

/** Books one hour with a purpose through the API as the signed-in user of `page`. */
async function book(page: Page, officeId: string, date: string, hour: number, purpose: string): Promise<void> {
  const res = await page.request.post("/api/bookings", {
    data: { officeId, startISO: teamZoneInstant(date, hour), endISO: teamZoneInstant(date, hour + 1), purpose },
  });
  expect(res.ok(), `booking: ${res.status()} ${await res.text()}`).toBe(true);
}

/** The UTC ISO instant the API and the CSV give for `hour`:00 on `date` in the team's zone. */
const utcInstant = (date: string, hour: number) => new Date(teamZoneInstant(date, hour)).toISOString();

const longDate = (date: string) => formatInZone(teamZoneInstant(date, 12), ZONE, "EEE, MMM d, yyyy");

test("filter, search, cancel from Upcoming into Cancelled, and export the CSV", async ({ page }) => {
  // Six page loads and three axe runs: past 60 s on the shared 2-core machine, where the first visit
  // also installs the service worker beside the page.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signUpTeam(page);
  const focus = await createOffice(page, "Focus Room");
  const board = await createOffice(page, "Board Room");
  // Two and three days ahead, so every booking stays upcoming during the test.
  const first = dateInTeamZone(2);
  const second = dateInTeamZone(3);
  await book(page, focus.id, first, 9, "Sprint planning");
  await book(page, focus.id, second, 10, "Design review");
  await book(page, board.id, first, 14, "Quarterly review");

  await page.goto("/bookings/history");
  await expect(page.getByRole("heading", { name: "My Bookings" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Upcoming" })).toHaveAttribute("aria-selected", "true");
  const upcoming = page.getByRole("list", { name: "Upcoming bookings" });
  await expect(upcoming.getByRole("listitem")).toHaveCount(3);
  // Soonest first, times in the team's zone.
  await expect(upcoming.getByRole("listitem").first()).toContainText("Focus Room");
  await expect(upcoming.getByRole("listitem").first()).toContainText(`${longDate(first)} · 09:00–10:00`);
  await expect(upcoming.getByRole("listitem").first()).toContainText("Confirmed");
  await expectNoA11yViolations(page);

  // Book again: the day view of the same office a week after an upcoming booking, asking for the
  // same start time and length.
  await expect(
    upcoming.getByRole("listitem").first().getByRole("link", { name: "Book again: Focus Room" }),
  ).toHaveAttribute(
    "href",
    new RegExp(`^/day\\?date=\\d{4}-\\d{2}-\\d{2}&office=${focus.id}&start=09%3A00&minutes=60$`),
  );

  // Filter by office.
  await page.getByLabel("Office").selectOption({ label: "Board Room" });
  await expect(upcoming.getByRole("listitem")).toHaveCount(1);
  await expect(upcoming).toContainText("Quarterly review");
  await page.getByLabel("Office").selectOption({ label: "All offices" });
  await expect(upcoming.getByRole("listitem")).toHaveCount(3);

  // Search the purpose (debounced, case-insensitive).
  await page.getByLabel("Search purpose").fill("REVIEW");
  await expect(upcoming.getByRole("listitem")).toHaveCount(2);
  await page.getByLabel("Search purpose").fill("design");
  await expect(upcoming.getByRole("listitem")).toHaveCount(1);
  await expect(upcoming).toContainText("Design review");
  await page.getByLabel("Search purpose").fill("no such purpose");
  await expect(page.getByText("No bookings match these filters")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).last().click();
  await expect(upcoming.getByRole("listitem")).toHaveCount(3);

  // Cancel one, with confirmation.
  await upcoming.getByRole("button", { name: `Cancel Focus Room on ${longDate(first)}, 09:00–10:00` }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
  await expect(dialog).toContainText(`Focus Room, ${longDate(first)}, 09:00–10:00`);
  await dialog.getByRole("button", { name: "Cancel booking" }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, "Booking cancelled", "Your booking has been cancelled.");
  await expect(upcoming.getByRole("listitem")).toHaveCount(2);
  await expect(upcoming).not.toContainText("Sprint planning");

  // It is under Cancelled; the tab is in the URL.
  await page.getByRole("tab", { name: "Cancelled" }).click();
  await expect(page).toHaveURL(/\/bookings\/history\?tab=cancelled$/);
  const cancelled = page.getByRole("list", { name: "Cancelled bookings" });
  await expect(cancelled.getByRole("listitem")).toHaveCount(1);
  await expect(cancelled).toContainText("Sprint planning");
  await expect(cancelled.getByRole("listitem").first()).toContainText("Cancelled");
  await expect(cancelled.getByRole("button", { name: /^Cancel / })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // Export the Cancelled tab's CSV.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^bookings-cancelled-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), "utf8");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe("office,date,start,end,startISO,endISO,purpose,status");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toBe(
    `Focus Room,${first},09:00,10:00,${utcInstant(first, 9)},${utcInstant(first, 10)},Sprint planning,cancelled`,
  );

  // A reload keeps the tab.
  await page.reload();
  await expect(page.getByRole("tab", { name: "Cancelled" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Past" }).click();
  await expect(page.getByText("No past bookings")).toBeVisible();
});

test("on a phone the bookings are cards, and every tab reads", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpTeam(page);
  const office = await createOffice(page, "Phone Booth");
  const date = dateInTeamZone(2);
  await book(page, office.id, date, 11, "Call with a customer about the renewal");

  await page.goto("/bookings/history");
  const upcoming = page.getByRole("list", { name: "Upcoming bookings" });
  const card = upcoming.getByRole("listitem");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`${longDate(date)} · 11:00–12:00`);
  await expect(card.getByRole("link", { name: "Book again: Phone Booth" })).toBeVisible();
  // A card, not a table row: it fits the screen without sideways scrolling.
  const box = await card.boundingBox();
  expect(box?.width ?? 999).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(page);

  await page.goto("/bookings/history?tab=cancelled");
  await expect(page.getByText("No cancelled bookings")).toBeVisible();
  await expectNoA11yViolations(page);
});

test("50 bookings a page, then Load more", async ({ page }) => {
  await signUpTeam(page);
  const office = await createOffice(page, "Hot Desk");
  // 51 one-hour bookings, 13 a day (07:00..19:00) from two days ahead.
  const slots = Array.from({ length: 51 }, (_, i) => ({
    date: dateInTeamZone(2 + Math.floor(i / 13)),
    hour: 7 + (i % 13),
  }));
  for (let i = 0; i < slots.length; i += 10) {
    await Promise.all(
      slots.slice(i, i + 10).map((s) => book(page, office.id, s.date, s.hour, `Focus block ${s.hour}`)),
    );
  }

  await page.goto("/bookings/history");
  const upcoming = page.getByRole("list", { name: "Upcoming bookings" });
  await expect(upcoming.getByRole("listitem")).toHaveCount(50);
  await expect(page.getByText("50 bookings shown")).toBeVisible();
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(upcoming.getByRole("listitem")).toHaveCount(51);
  await expect(page.getByText("51 bookings", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
});
