/**
 * The book-slot dialog checks a slot with the server's own rules (src/shared/booking-rules.ts)
 * before sending: a past slot is explained with the server's message and cannot be submitted.
 */
import { expect, test } from "@playwright/test";
import { createOffice, dateInTeamZone, signUpTeam, ZONE } from "./fixtures.ts";

test("the booking dialog explains a past slot with the server's message and holds the Book button", async ({
  page,
}) => {
  await signUpTeam(page);
  await createOffice(page, "Focus Room");
  await page.goto(`/day?date=${dateInTeamZone(-1)}`);
  await expect(page.getByTestId("team-time-zone")).toContainText(ZONE);

  await page.getByRole("button", { name: "Book Focus Room at 10:00", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("alert")).toHaveText("Cannot book time slots in the past");
  await expect(dialog.getByRole("button", { name: "Book", exact: true })).toBeDisabled();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("booked-slot")).toHaveCount(0);
});
