/**
 * Changing bookings (docs/product.md "Booking rules"): the booking dialog lists every rule a slot
 * breaks (the server's check included) and holds Book; a booking's details lead to an edit form
 * that moves it (the block follows) and keeps a refused move's message inline with the original
 * untouched; a manager books for a member and the block names the member. Axe clean with the edit
 * form open.
 */
import { expect, type Page, test } from "@playwright/test";
import { formatLongDate } from "../src/shared/time.ts";
import {
  bookThroughApi,
  createOffice,
  dateInTeamZone,
  expectNoA11yViolations,
  expectToast,
  joinAsColleague,
  signUpTeam,
  teamZoneInstant,
  tomorrowInTeamZone,
  ZONE,
} from "./fixtures.ts";

const DESKTOP = { width: 1366, height: 900 };
test.use({ viewport: DESKTOP });

async function openDay(page: Page, date: string) {
  await page.goto(`/day?date=${date}`);
  await expect(page.getByTestId("team-time-zone")).toContainText(ZONE);
}

const block = (page: Page, who: string, time: string) =>
  page.getByRole("button", { name: `Focus Room booked by ${who} ${time}`, exact: true });

test("the booking dialog lists every rule a slot breaks and holds Book", async ({ browser, page }) => {
  await signUpTeam(page);
  const office = await createOffice(page, "Focus Room");
  const colleague = await joinAsColleague(browser, page, "member", "Ben Okafor");
  const date = tomorrowInTeamZone();
  await bookThroughApi(colleague.page, office.id, date, 10);
  await openDay(page, date);

  await page.getByRole("button", { name: "Book Focus Room at 07:00", exact: true }).click();
  const dialog = page.getByRole("dialog");
  // 07:00 to 20:00: longer than the 12-hour maximum, and over Ben's 10:00–11:00.
  await dialog.getByLabel("Duration").selectOption({ label: "13 h" });
  const reasons = dialog.getByTestId("booking-violations").getByRole("listitem");
  await expect(reasons).toHaveCount(2);
  await expect(reasons.nth(0)).toHaveText("A booking lasts from 15 minutes to 12 hours; this one is 780 minutes.");
  await expect(reasons.nth(1)).toContainText("Focus Room is already booked from 10:00 to 11:00");
  await expect(dialog.getByRole("button", { name: "Book", exact: true })).toBeDisabled();
  await expectNoA11yViolations(page);

  // A slot that breaks nothing lists nothing and may be booked.
  await dialog.getByLabel("Start time").selectOption({ label: "12:00" });
  await dialog.getByLabel("Duration").selectOption({ label: "1 h" });
  await expect(dialog.getByTestId("booking-violations")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Book", exact: true })).toBeEnabled();
  await colleague.context.close();
});

test("a booking is edited from the day view: the block moves, and a taken slot is refused inline", async ({
  browser,
  page,
}) => {
  const { admin } = await signUpTeam(page);
  const office = await createOffice(page, "Focus Room");
  const colleague = await joinAsColleague(browser, page, "member", "Ben Okafor");
  const date = tomorrowInTeamZone();
  await bookThroughApi(page, office.id, date, 10);
  await bookThroughApi(colleague.page, office.id, date, 15);
  await openDay(page, date);

  await block(page, admin.name, "10:00–11:00").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Edit", exact: true }).click();
  await expect(dialog.getByRole("heading", { name: "Edit booking" })).toBeVisible();
  await expect(dialog.getByLabel("Office")).toBeFocused();
  await expect(dialog.getByLabel("Date")).toHaveValue(date);
  await expect(dialog.getByLabel("Start time")).toHaveValue("600");
  await expectNoA11yViolations(page);

  await dialog.getByLabel("Start time").selectOption({ label: "13:00" });
  await dialog.getByLabel("Purpose (optional)").fill("Planning");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, "Booking updated");
  await expect(block(page, admin.name, "13:00–14:00")).toBeVisible();
  await expect(block(page, admin.name, "10:00–11:00")).toHaveCount(0);

  // Onto Ben's 15:00: the live check (the booking itself left out) names the holder's time before
  // saving and holds Save; the booking stays at 13:00. (The 409 on save is in booking-edit.test.ts.)
  await block(page, admin.name, "13:00–14:00").click();
  await dialog.getByRole("button", { name: "Edit", exact: true }).click();
  await expect(dialog.getByLabel("Purpose (optional)")).toHaveValue("Planning");
  await dialog.getByLabel("Start time").selectOption({ label: "13:30" });
  // Overlapping its own old slot is fine.
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Save changes" })).toBeEnabled();
  await dialog.getByLabel("Start time").selectOption({ label: "15:00" });
  await expect(dialog.getByRole("alert")).toContainText("Focus Room is already booked from 15:00 to 16:00");
  await expect(dialog.getByRole("button", { name: "Save changes" })).toBeDisabled();
  await expect(dialog.getByRole("heading", { name: "Edit booking" })).toBeVisible();
  await expectNoA11yViolations(page);
  // Changing the input clears the stale answer.
  await dialog.getByLabel("Start time").selectOption({ label: "16:00" });
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(block(page, admin.name, "13:00–14:00")).toBeVisible();
  await expect(block(page, "Ben Okafor", "15:00–16:00")).toBeVisible();
  await colleague.context.close();
});

test("a manager books for a member, and the block names the member", async ({ browser, page }) => {
  await signUpTeam(page);
  await createOffice(page, "Focus Room");
  const member = await joinAsColleague(browser, page, "member", "Ben Okafor", { viewport: DESKTOP });
  const manager = await joinAsColleague(browser, page, "team_manager", "Mia Grant", { viewport: DESKTOP });
  const date = tomorrowInTeamZone();

  // A member books only for themself.
  await openDay(member.page, date);
  await member.page.getByRole("button", { name: "Book Focus Room at 09:00", exact: true }).click();
  await expect(member.page.getByRole("dialog").getByRole("button", { name: "Book", exact: true })).toBeVisible();
  await expect(member.page.getByRole("dialog").getByLabel("Book for")).toHaveCount(0);

  await openDay(manager.page, date);
  await manager.page.getByRole("button", { name: "Book Focus Room at 10:00", exact: true }).click();
  const dialog = manager.page.getByRole("dialog");
  const bookFor = dialog.getByLabel("Book for");
  await expect(bookFor).toHaveValue("");
  await expect(bookFor.getByRole("option", { name: "Ben Okafor" })).toHaveCount(1);
  await bookFor.selectOption({ label: "Ben Okafor" });
  await dialog.getByRole("button", { name: "Book", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(block(manager.page, "Ben Okafor", "10:00–11:00")).toBeVisible();

  // Ben sees it as his.
  await openDay(member.page, date);
  await expect(block(member.page, "Ben Okafor", "10:00–11:00")).toBeVisible();
  await member.context.close();
  await manager.context.close();
});

test("a booking dragged in the week view moves to the time and day it is dropped on", async ({ page }) => {
  // Tall enough that the source and the target are both on screen: Playwright's HTML5 drag does not
  // drop when it has to scroll the page between them (a person drags within what they see).
  await page.setViewportSize({ width: 1366, height: 1400 });
  await signUpTeam(page);
  const office = await createOffice(page, "Focus Room");
  // Two days ahead, so "now" never closes the cells used here.
  const date = dateInTeamZone(2);
  await bookThroughApi(page, office.id, date, 10);
  await page.goto(`/week?date=${date}&office=${office.id}`);
  const source = page.getByRole("button", { name: /^Focus Room booked by You, 10:00–11:00/ });
  await expect(source).toBeVisible();

  // Another day of the same week (the day after, or the day before when the week ends first).
  const cell = (day: string) =>
    page.getByRole("button", { name: `Book Focus Room at 14:00 on ${formatLongDate(day)}`, exact: true });
  const target = (await cell(dateInTeamZone(3)).count()) > 0 ? dateInTeamZone(3) : dateInTeamZone(1);
  await source.dragTo(cell(target));
  await expectToast(page, "Booking updated");
  await expect(page.getByRole("button", { name: /^Focus Room booked by You, 14:00–15:00/ })).toBeVisible();
  await expect(source).toHaveCount(0);
  await expect(
    page.getByRole("button", { name: `Book Focus Room at 10:00 on ${formatLongDate(date)}`, exact: true }),
  ).toBeVisible();

  // The server holds the move.
  const res = await page.request.get(`/api/bookings?date=${target}`);
  const [moved] = (await res.json()) as { startISO: string }[];
  expect(Date.parse(moved?.startISO ?? "")).toBe(Date.parse(teamZoneInstant(target, 14)));
});
