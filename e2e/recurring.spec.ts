/**
 * Recurring bookings (docs/product.md "Recurring bookings and templates"): a weekly series created
 * on /recurring with one date taken by a colleague shows the conflict in the preview and the
 * skipped report after creating; an occurrence moved on its own keeps its time when the series'
 * purpose is edited; a holiday range is cancelled; the home card counts the series; the week view
 * marks the occurrence as recurring, its details link to the series, and an edit of all its
 * bookings moves them. Axe clean with the form open. The day view's booking dialog repeats a
 * booking weekly.
 */
import { expect, test } from "@playwright/test";
import { formatInZone, formatTimeInZone, shiftDate } from "../src/shared/time.ts";
import {
  bookThroughApi,
  createOffice,
  dateInTeamZone,
  expectNoA11yViolations,
  expectToast,
  joinAsColleague,
  signUpTeam,
  teamZoneInstant,
  ZONE,
} from "./fixtures.ts";

test.use({ viewport: { width: 1366, height: 900 } });

test("a weekly series: preview, skipped report, edit keeping a moved date, holiday cancel, home count", async ({
  browser,
  page,
}) => {
  await signUpTeam(page);
  const office = await createOffice(page, "Focus Room");
  const colleague = await joinAsColleague(browser, page, "member", "Ben Okafor");
  const first = dateInTeamZone(2);
  await bookThroughApi(colleague.page, office.id, shiftDate(first, 7), 9);
  const weekday = formatInZone(teamZoneInstant(first, 12), ZONE, "EEE");
  const weekdayLong = formatInZone(teamZoneInstant(first, 12), ZONE, "EEEE");

  await page.goto("/recurring");
  await expect(page.getByRole("heading", { name: "Recurring Bookings" })).toBeVisible();
  await page.getByRole("button", { name: "New series" }).click();
  await page.getByLabel("First date").fill(first);
  await page.getByLabel("Start time").fill("09:00");
  await page.getByLabel("Minutes").fill("60");
  await page.getByLabel("Repeat").selectOption("weekly");
  await page.getByRole("checkbox", { name: weekday, exact: true }).check();
  await page.getByLabel("Ends").selectOption("after");
  await page.getByLabel("Times").fill("4");
  await page.getByLabel("Purpose (optional)").fill("Stand-up");
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview).toContainText(`Every ${weekdayLong}, 09:00–10:00, 4 times`);
  await expect(preview).toContainText("4 dates now, 1 would be skipped");
  await expect(preview).toContainText("Focus Room booked 09:00–10:00 by Ben Okafor");
  await expectNoA11yViolations(page);

  await page.getByRole("button", { name: "Create series" }).click();
  const report = page.getByRole("status", { name: "Series result" });
  await expect(report).toContainText("3 bookings made.");
  await expect(report).toContainText("1 of 4 dates skipped:");
  await expect(report).toContainText("Focus Room booked 09:00–10:00 by Ben Okafor");
  const card = page.getByRole("list", { name: "Series" }).getByRole("listitem").first();
  await expect(card).toContainText(`Every ${weekdayLong}, 09:00–10:00, 4 times`);

  // Move the first date on its own, then change the series' purpose for all dates.
  const list = await (await page.request.get("/api/series")).json();
  const detail = await (await page.request.get(`/api/series/${list[0].id}`)).json();
  const moved = detail.occurrences[0].booking;
  const move = await page.request.patch(`/api/bookings/${moved.id}`, {
    data: { startISO: teamZoneInstant(first, 14), endISO: teamZoneInstant(first, 15) },
  });
  expect(move.ok()).toBe(true);
  await card.getByRole("button", { name: /^Edit/ }).click();
  const edit = page.getByRole("dialog", { name: "Edit series" });
  await edit.getByLabel("Purpose").fill("Team sync");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Series updated");
  const after = await (await page.request.get(`/api/series/${list[0].id}`)).json();
  const movedAfter = after.occurrences.find((o: { booking: { id: string } }) => o.booking.id === moved.id).booking;
  expect(formatTimeInZone(movedAfter.startISO, ZONE)).toBe("14:00");
  expect(movedAfter.purpose).toBe("Team sync");

  // Holidays: cancel the third date as a range.
  await card.getByRole("button", { name: /^Cancel dates/ }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel bookings of the series" });
  await cancel.getByLabel("From date").fill(shiftDate(first, 14));
  await cancel.getByLabel("To date").fill(shiftDate(first, 14));
  await cancel.getByRole("button", { name: "Cancel bookings" }).click();
  await expectToast(page, "Bookings cancelled", "1 booking cancelled.");
  await expect(card.getByText("Upcoming").locator("..")).toContainText("2");

  // The week view marks the occurrence; the home card counts the series.
  await page.goto(`/week?date=${shiftDate(first, 21)}&office=${office.id}`);
  const occurrence = page.getByRole("button", { name: /Focus Room booked by You, .*, recurring/ }).first();
  await expect(occurrence).toBeVisible();
  // Its details name the series and lead to it on /recurring.
  await occurrence.click();
  await page
    .getByRole("dialog")
    .getByRole("link", { name: `Every ${weekdayLong}, 09:00–10:00, 4 times` })
    .click();
  await expect(page).toHaveURL(/\/recurring\?series=/);
  await expect(page.locator('[aria-current="true"]')).toContainText(`Every ${weekdayLong}, 09:00–10:00, 4 times`);

  // From the week view: move every booking of the series to 11:00 in one edit.
  await page.goto(`/week?date=${shiftDate(first, 21)}&office=${office.id}`);
  await page
    .getByRole("button", { name: /Focus Room booked by You, .*, recurring/ })
    .first()
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Edit", exact: true }).click();
  const form = page.getByRole("form", { name: "Edit booking" });
  await form.getByRole("radio", { name: "All bookings in the series" }).check();
  await expect(form.getByLabel("Date")).toBeDisabled();
  await form.getByLabel("Start time").selectOption({ label: "11:00" });
  await form.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Series updated");
  await expect(page.getByRole("button", { name: /Focus Room booked by You, 11:00/ }).first()).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByText("1 active")).toBeVisible();
});

test("a template booked on three dates gives one result per date", async ({ page }) => {
  await signUpTeam(page);
  await createOffice(page, "Quiet Room");
  await page.goto("/booking-templates");
  await expect(page.getByRole("heading", { name: "Templates" })).toBeVisible();
  await page.getByLabel("Name").fill("Morning focus");
  await page.getByLabel("Start time").fill("08:30");
  await page.getByLabel("Minutes").fill("90");
  await page.getByRole("button", { name: "Save template" }).click();
  await expectToast(page, "Template saved", "Morning focus");
  const card = page.getByRole("list", { name: "Templates" }).getByRole("listitem").first();
  await expect(card).toContainText("Quiet Room · 08:30 for 90 minutes");
  await card.getByRole("button", { name: /^Book dates/ }).click();
  const picks = [2, 3, 5].map((days) => dateInTeamZone(days));
  for (const date of picks) {
    await card.getByRole("button", { name: formatInZone(teamZoneInstant(date, 12), ZONE, "EEEE d MMMM yyyy") }).click();
  }
  await expect(card).toContainText("3 dates chosen");
  await expectNoA11yViolations(page);
  await card.getByRole("button", { name: "Book 3 dates" }).click();
  await expect(card.getByRole("status", { name: "Series result" })).toContainText("3 bookings made; no date skipped.");
});

test("the booking dialog's Repeat books the same slot every week", async ({ page }) => {
  await signUpTeam(page);
  const office = await createOffice(page, "Corner Room");
  const first = dateInTeamZone(2);
  const weekdayLong = formatInZone(teamZoneInstant(first, 12), ZONE, "EEEE");
  await page.goto(`/day?date=${first}`);
  await page.getByRole("button", { name: "Book Corner Room at 10:00", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Book Corner Room" });
  await dialog.getByLabel("Repeat").selectOption({ label: `Every week on ${weekdayLong}` });
  await dialog.getByLabel("Times").fill("3");
  await dialog.getByRole("button", { name: "Book 3 dates" }).click();
  await expectToast(page, `Corner Room: Every ${weekdayLong}, 10:00–11:00, 3 times`, "3 bookings made.");
  await page.goto(`/week?date=${shiftDate(first, 14)}&office=${office.id}`);
  await expect(page.getByRole("button", { name: /Corner Room booked by You, 10:00–11:00, recurring/ })).toBeVisible();
});

test("the booking dialog saves its slot as a template, edited on /booking-templates", async ({ page }) => {
  await signUpTeam(page);
  await createOffice(page, "Focus Pod");
  const first = dateInTeamZone(2);
  await page.goto(`/day?date=${first}`);
  await page.getByRole("button", { name: "Book Focus Pod at 10:00", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Book Focus Pod" });
  await dialog.getByLabel("Purpose (optional)").fill("Deep work");
  await dialog.getByRole("checkbox", { name: "Whiteboard" }).check();
  await dialog.getByRole("button", { name: "Save as template" }).click();
  const naming = dialog.getByRole("form", { name: "Save as template" });
  await expect(naming.getByLabel("Template name")).toHaveValue("Deep work");
  await naming.getByLabel("Template name").fill("");
  await naming.getByRole("button", { name: "Save template" }).click();
  await expect(naming.getByRole("alert")).toHaveText("Give the template a name.");
  await naming.getByLabel("Template name").fill("Deep work");
  await expectNoA11yViolations(page);
  await naming.getByRole("button", { name: "Save template" }).click();
  await expectToast(page, "Template saved", "Deep work");
  // The booking dialog stays open to book as well; nothing was booked by saving.
  await expect(dialog.getByRole("button", { name: "Book", exact: true })).toBeVisible();
  const saved = await (await page.request.get("/api/templates")).json();
  expect(saved).toMatchObject([
    { name: "Deep work", officeName: "Focus Pod", startTime: "10:00", durationMinutes: 60, equipment: ["whiteboard"] },
  ]);

  await page.goto("/booking-templates");
  const card = page.getByRole("list", { name: "Templates" }).getByRole("listitem").first();
  await expect(card).toContainText("Focus Pod · 10:00 for 60 minutes · Deep work · Whiteboard");
  await card.getByRole("button", { name: /^Edit/ }).click();
  const edit = page.getByRole("dialog", { name: "Edit template" });
  await expect(edit.getByLabel("Name")).toHaveValue("Deep work");
  await edit.getByLabel("Name").fill("Deep work block");
  await edit.getByLabel("Start time").fill("11:00");
  await edit.getByLabel("Minutes").fill("90");
  await edit.getByRole("checkbox", { name: "Monitor" }).check();
  await edit.getByRole("checkbox", { name: "Whiteboard" }).uncheck();
  await expectNoA11yViolations(page);
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Template updated", "Deep work block");
  await expect(edit).toBeHidden();
  await expect(card).toContainText("Deep work block");
  await expect(card).toContainText("Focus Pod · 11:00 for 90 minutes · Deep work · Monitor");
});

test("a series made with equipment on /recurring, then deleted", async ({ page }) => {
  await signUpTeam(page);
  await createOffice(page, "Video Room");
  const first = dateInTeamZone(2);
  const weekday = formatInZone(teamZoneInstant(first, 12), ZONE, "EEE");
  await page.goto("/recurring");
  await page.getByRole("button", { name: "New series" }).click();
  await page.getByLabel("First date").fill(first);
  await page.getByLabel("Start time").fill("09:00");
  await page.getByLabel("Minutes").fill("60");
  await page.getByLabel("Repeat").selectOption("weekly");
  await page.getByRole("checkbox", { name: weekday, exact: true }).check();
  await page.getByLabel("Ends").selectOption("after");
  await page.getByLabel("Times").fill("3");
  await page.getByRole("checkbox", { name: "Video conferencing" }).check();
  await page.getByRole("button", { name: "Create series" }).click();
  await expect(page.getByRole("status", { name: "Series result" })).toContainText("3 bookings made");
  const list = await (await page.request.get("/api/series")).json();
  expect(list.map((s: { equipment: string[] }) => s.equipment)).toEqual([["video"]]);

  const card = page.getByRole("list", { name: "Series" }).getByRole("listitem").first();
  await card.getByRole("button", { name: /^Delete/ }).click();
  const confirm = page.getByRole("dialog", { name: "Delete series" });
  await expect(confirm).toContainText("Its 3 bookings to come will be cancelled");
  await expectNoA11yViolations(page);
  await confirm.getByRole("button", { name: "Delete series" }).click();
  await expectToast(page, "Series deleted", "3 bookings cancelled; 0 bookings kept in the history.");
  await expect(page.getByText("No recurring bookings yet")).toBeVisible();
  expect(await (await page.request.get("/api/series")).json()).toEqual([]);
});
