/**
 * Deactivating an office (docs/product.md "Deactivating an office"): with upcoming bookings asks
 * first, listing them; "Keep them" leaves them in My Bookings marked "Office inactive" (still
 * cancellable), "Cancel them" cancels every one. "Book again" opens the booking dialog of the same
 * office and time on a new date.
 */
import { expect, type Page, test } from "@playwright/test";
import {
  createOffice,
  dateInTeamZone,
  expectNoA11yViolations,
  expectToast,
  signUpTeam,
  teamZoneInstant,
} from "./fixtures.ts";

async function book(page: Page, officeId: string, date: string, hour: number): Promise<void> {
  const res = await page.request.post("/api/bookings", {
    data: { officeId, startISO: teamZoneInstant(date, hour), endISO: teamZoneInstant(date, hour + 1) },
  });
  expect(res.ok(), `booking: ${res.status()} ${await res.text()}`).toBe(true);
}

test("deactivate keeping the bookings, then cancelling them; Book again opens the dialog prefilled", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signUpTeam(page);
  const focus = await createOffice(page, "Focus Room");
  const board = await createOffice(page, "Board Room");
  const day = dateInTeamZone(2);
  await book(page, focus.id, day, 9);
  await book(page, board.id, day, 11);
  await book(page, board.id, day, 14);

  // Book again, while Focus Room is active: the dialog opens for the same office at 09:00 for an hour.
  await page.goto("/bookings/history");
  const upcoming = page.getByRole("list", { name: "Upcoming bookings" });
  await upcoming.getByRole("listitem").first().getByRole("link", { name: "Book again: Focus Room" }).click();
  const dialog = page.getByRole("dialog", { name: "Book Focus Room" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Start time")).toHaveValue("540");
  await expect(dialog.getByLabel("Duration")).toHaveValue("60");
  await expect(page).not.toHaveURL(/start=/);
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Keep: the dialog lists the booking; after it, My Bookings marks it.
  await page.goto("/team/offices");
  await page.getByRole("button", { name: "Deactivate Focus Room" }).click();
  const ask = page.getByRole("dialog", { name: "Deactivate Focus Room?" });
  await expect(ask.getByRole("list", { name: "Upcoming bookings of Focus Room" }).getByRole("listitem")).toHaveCount(1);
  await expect(ask.getByRole("radio", { name: "Keep them" })).toBeChecked();
  await expectNoA11yViolations(page);
  await ask.getByRole("button", { name: "Deactivate" }).click();
  await expectToast(page, "Office deactivated", "Focus Room is now inactive; 1 upcoming booking kept.");
  await page.goto("/bookings/history");
  const kept = upcoming.getByRole("listitem").filter({ hasText: "Focus Room" });
  await expect(kept).toContainText("Office inactive");
  await expect(kept.getByRole("button", { name: /^Cancel Focus Room/ })).toBeVisible();
  await expect(kept.getByRole("link", { name: "Book again: Focus Room" })).toHaveCount(0);

  // Cancel: both Board Room bookings go.
  await page.goto("/team/offices");
  await page.getByRole("button", { name: "Deactivate Board Room" }).click();
  const askBoard = page.getByRole("dialog", { name: "Deactivate Board Room?" });
  await expect(askBoard).toContainText("It has 2 upcoming bookings");
  await askBoard.getByRole("radio", { name: "Cancel them" }).check();
  await askBoard.getByRole("button", { name: "Deactivate and cancel 2" }).click();
  await expectToast(page, "Office deactivated", "Board Room is now inactive; 2 upcoming bookings cancelled.");
  await page.goto("/bookings/history");
  await expect(upcoming.getByRole("listitem")).toHaveCount(1);
  await page.getByRole("tab", { name: "Cancelled" }).click();
  await expect(page.getByRole("list", { name: "Cancelled bookings" }).getByRole("listitem")).toHaveCount(2);
});
