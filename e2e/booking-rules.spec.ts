/**
 * The book-slot dialog checks a slot with the server's own rules (src/shared/booking-rules.ts)
 * before sending: a booking longer than the team allows is explained with the server's message
 * and cannot be submitted. (Past hours never open the dialog: e2e/day-view.spec.ts.)
 */
import { expect, test } from "@playwright/test";
import { createOffice, signUpTeam, tomorrowInTeamZone, ZONE } from "./fixtures.ts";

test("the booking dialog explains a too-long booking with the server's message and holds the Book button", async ({
  page,
}) => {
  await signUpTeam(page);
  await createOffice(page, "Focus Room");
  await page.goto(`/day?date=${tomorrowInTeamZone()}`);
  await expect(page.getByTestId("team-time-zone")).toContainText(ZONE);

  await page.getByRole("button", { name: "Book Focus Room at 07:00", exact: true }).click();
  const dialog = page.getByRole("dialog");
  // 07:00 to 20:00 is 13 hours, past the 12-hour maximum.
  await dialog.getByLabel("Duration").selectOption({ label: "13 h" });
  await expect(dialog.getByRole("alert")).toHaveText(
    /^A booking lasts from 15 minutes to 12 hours; this one is 780 minutes\.$/,
  );
  await expect(dialog.getByRole("button", { name: "Book", exact: true })).toBeDisabled();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("booked-slot")).toHaveCount(0);
});
