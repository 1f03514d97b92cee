/**
 * The day view as a new user meets it: closed hours say why, the booking dialog keeps the
 * server's refusal inline, focus goes back to what opened a dialog, blocks say who and when,
 * a colleague's booking opens its details first, a shared office counts its seats, and a phone
 * gets an agenda list instead of a sideways-scrolling grid. Axe clean at 1366 and 390 px.
 *
 * Over 250 lines: the desktop flows, the phone agenda and the screenshots share one set of page
 * helpers and seeded teams; splitting would repeat them in every spec.
 */
import { expect, type Page, test } from "@playwright/test";
import { formatInZone } from "../src/shared/time.ts";
import {
  bookThroughApi,
  createOffice,
  dateInTeamZone,
  expectNoA11yViolations,
  joinAsColleague,
  signUpTeam,
  teamZoneInstant,
  toast,
  tomorrowInTeamZone,
  ZONE,
} from "./fixtures.ts";

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const freeCell = (page: Page, office: string, hour: number) =>
  page.getByRole("button", { name: `Book ${office} at ${String(hour).padStart(2, "0")}:00`, exact: true });

async function openDay(page: Page, date: string) {
  await page.goto(`/day?date=${date}`);
  await expect(page.getByTestId("team-time-zone")).toContainText(ZONE);
}

test.describe("at 1366 px", () => {
  test.use({ viewport: DESKTOP });

  test("a past day's hours are closed with their reason on hover and focus, and open no dialog", async ({ page }) => {
    await signUpTeam(page);
    await createOffice(page, "Focus Room");
    await openDay(page, dateInTeamZone(-1));

    await expect(page.getByTestId("closed-day-notice")).toHaveText(
      "This day has passed: its bookings are shown, and no slot can be booked.",
    );
    await expect(freeCell(page, "Focus Room", 10)).toHaveCount(0);
    const closed = page.getByRole("button", {
      name: "Focus Room at 10:00: Past. Cannot book time slots in the past",
      exact: true,
    });
    await expect(closed).toHaveAttribute("aria-disabled", "true");

    await closed.hover();
    await expect(page.getByRole("tooltip")).toHaveText("Cannot book time slots in the past");
    // aria-disabled: Playwright would wait for it to be enabled; click it as a user would anyway.
    await closed.click({ force: true });
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.mouse.move(0, 0);
    await page.getByRole("button", { name: /^Focus Room at 11:00: Past/ }).focus();
    await expect(page.getByRole("tooltip")).toHaveText("Cannot book time slots in the past");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test("the dialog shows a server conflict inline until the input changes, and the first Escape returns focus to the cell", async ({
    browser,
    page,
  }) => {
    await signUpTeam(page);
    const { id: officeId } = await createOffice(page, "Focus Room");
    const colleague = await joinAsColleague(browser, page, "member", "Ben Okafor");
    const date = tomorrowInTeamZone();
    await openDay(page, date);
    await expect(freeCell(page, "Focus Room", 10)).toBeVisible();

    // The dialog checks the slot once (on the first or the second opening, as the answer is cached
    // for 10 s): Ben must book after that answer.
    const checked = page.waitForResponse((r) => r.url().endsWith("/api/bookings/check"));
    // Opened from the keyboard, the first Escape closes the dialog and focus is back on the cell.
    await freeCell(page, "Focus Room", 10).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(freeCell(page, "Focus Room", 10)).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await checked;
    // Ben takes 10:00 after the dialog checked the slot: the change reaches this page in real time,
    // the dialog checks again and says so inline, holding Book, before anyone presses it.
    await bookThroughApi(colleague.page, officeId, date, 10);
    await expect(dialog.getByRole("alert")).toHaveText(/Focus Room is already booked from 10:00 to 11:00/);
    await expect(dialog.getByRole("button", { name: "Book", exact: true })).toBeDisabled();
    await expect(toast(page)).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page);

    // Changing the input clears the stale answer.
    await dialog.getByLabel("Start time").selectOption({ label: "11:00" });
    await expect(dialog.getByRole("alert")).toHaveCount(0);

    // The refreshed grid shows Ben's block where the free cell was: focus goes to it.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByRole("button", { name: "Focus Room booked by Ben Okafor 10:00–11:00", exact: true }),
    ).toBeFocused();
    await colleague.context.close();
  });

  test("a dialog booking says what was booked and focus lands on the new block", async ({ page }) => {
    const { admin } = await signUpTeam(page);
    await createOffice(page, "Focus Room");
    const date = tomorrowInTeamZone();
    await openDay(page, date);

    await freeCell(page, "Focus Room", 9).click();
    await page.getByRole("dialog").getByRole("button", { name: "Book", exact: true }).click();
    const day = formatInZone(teamZoneInstant(date, 9), ZONE, "EEE");
    await expect(toast(page).getByText(`Focus Room booked for ${day} 09:00–10:00`, { exact: true })).toBeVisible();
    await expect(toast(page).getByText("Quick booking successful!")).toHaveCount(0);
    const block = page.getByRole("button", { name: `Focus Room booked by ${admin.name} 09:00–10:00`, exact: true });
    await expect(block).toBeFocused();
  });

  test("blocks name who and when; a colleague's booking opens its details first; a shared office counts seats", async ({
    browser,
    page,
  }) => {
    await signUpTeam(page);
    const focusRoom = await createOffice(page, "Focus Room");
    const desks = await createOffice(page, "Hot Desks", 8, true);
    const colleague = await joinAsColleague(browser, page, "member", "Ben Okafor");
    const date = tomorrowInTeamZone();
    await bookThroughApi(colleague.page, focusRoom.id, date, 14);
    await bookThroughApi(colleague.page, desks.id, date, 9);
    await openDay(page, date);

    const block = page.getByRole("button", { name: "Focus Room booked by Ben Okafor 14:00–15:00", exact: true });
    await expect(block).toBeVisible();
    await expect(block).toContainText("Ben O.");
    await expect(block).toContainText("14:00–15:00");
    const seat = page.getByRole("button", {
      name: "Hot Desks booked by Ben Okafor 09:00–10:00, 1 of 8 seats taken",
      exact: true,
    });
    await expect(seat).toContainText("1/8 seats");
    // Free seats stay bookable under the block.
    await expect(freeCell(page, "Hot Desks", 9)).toBeVisible();
    await expectNoA11yViolations(page);

    await block.click();
    const dialog = page.getByRole("dialog", { name: "Ben Okafor's booking" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Focus Room");
    await expect(dialog).toContainText("14:00–15:00");
    await expect(dialog).toContainText("Colleague booking");
    await expect(dialog.getByRole("button", { name: "Cancel booking" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(block).toBeFocused();
    await colleague.context.close();
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: PHONE });

  test("the phone agenda lists each office's hours and books a slot", async ({ page }) => {
    const { admin } = await signUpTeam(page);
    await createOffice(page, "Focus Room");
    const date = tomorrowInTeamZone();
    await openDay(page, date);

    const office = page.getByRole("region", { name: "Focus Room" });
    await expect(office).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await expectNoA11yViolations(page);

    await office.getByRole("button", { name: "Book Focus Room at 10:00", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Book", exact: true }).click();
    const booked = office.getByRole("button", { name: `Focus Room booked by ${admin.name} 10:00–11:00`, exact: true });
    await expect(booked).toBeVisible();
    await expect(booked).toContainText("10:00–11:00");
    await expect(booked).toBeFocused();
    await expect(office.getByRole("button", { name: "Book Focus Room at 10:00", exact: true })).toHaveCount(0);

    // A past day reads as closed, with the reason written out.
    await openDay(page, dateInTeamZone(-1));
    await expect(page.getByRole("region", { name: "Focus Room" })).toContainText("Cannot book time slots in the past");
    await expect(page.getByRole("button", { name: /^Book Focus Room/ })).toHaveCount(0);
    await expectNoA11yViolations(page);
  });
});
