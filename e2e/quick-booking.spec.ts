/**
 * Quick-booking mode in the day view: switched on from the dashboard's Quick Book card, one click
 * books an hour at once, Ctrl+B switches it off (a click then opens the booking dialog), past
 * hours are closed, and a slot a colleague took meanwhile fails with the server's message and
 * the optimistic block rolled back.
 */
import { expect, type Page, test } from "@playwright/test";
import {
  bookThroughApi,
  createOffice,
  dateInTeamZone,
  expectNoA11yViolations,
  expectToast,
  joinAsColleague,
  signUpTeam,
  tomorrowInTeamZone,
  ZONE,
} from "./fixtures.ts";

const quickSwitch = (page: Page) => page.getByRole("switch", { name: "Quick booking" });
const freeCell = (page: Page, office: string, hour: number) =>
  page.getByRole("button", { name: `Book ${office} at ${String(hour).padStart(2, "0")}:00`, exact: true });
const bookedBlock = (page: Page, office: string, who: string, from: number) => {
  const hh = (h: number) => `${String(h).padStart(2, "0")}:00`;
  return page.getByRole("button", { name: `${office} booked by ${who} ${hh(from)}–${hh(from + 1)}`, exact: true });
};

/** Opens the day view of `date` and waits for the grid. */
async function openDay(page: Page, date: string, office: string) {
  await page.goto(`/day?date=${date}`);
  await expect(page.getByTestId("team-time-zone")).toContainText(ZONE);
  await expect(freeCell(page, office, 10)).toBeVisible();
}

/** Switches quick-booking mode on with the switch. */
async function enableQuickBooking(page: Page) {
  await expect(quickSwitch(page)).not.toBeChecked();
  await quickSwitch(page).click();
  await expect(quickSwitch(page)).toBeChecked();
  await expectToast(page, "Quick booking enabled");
}

test("Quick Book on the dashboard enables quick mode; a click books an hour at once; Ctrl+B turns it off and a click opens the dialog", async ({
  page,
}) => {
  const { admin } = await signUpTeam(page);
  const office = "Focus Room";
  await createOffice(page, office);
  const date = tomorrowInTeamZone();

  await page.goto("/dashboard");
  await page.getByRole("button", { name: `Quick Book ${office}` }).click();
  await expect(page).toHaveURL(/\/day$/);
  await expectToast(page, "Quick booking enabled", `Navigate to Day view with quick booking enabled for ${office}.`);
  await expect(quickSwitch(page)).toBeChecked();
  await expect(page.getByText("Quick booking is on: click a free hour to book it for one hour.")).toBeVisible();

  // Tomorrow in the team's zone, so every hour is in the future.
  await page.getByRole("button", { name: "Next day" }).click();
  await expect(page).toHaveURL(new RegExp(`/day\\?date=${date}$`));
  await expect(freeCell(page, office, 10)).toBeVisible();
  await expect(quickSwitch(page)).toBeChecked();
  await expectNoA11yViolations(page);

  await freeCell(page, office, 10).click();
  await expectToast(page, "Quick booking successful!", "Your slot has been reserved");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(bookedBlock(page, office, admin.name, 10)).toBeEnabled();
  await expect(freeCell(page, office, 10)).toHaveCount(0);

  // The booking is stored: it is still there after a reload, and quick mode is kept for the session.
  await page.reload();
  await expect(bookedBlock(page, office, admin.name, 10)).toBeVisible();
  await expect(quickSwitch(page)).toBeChecked();

  await page.keyboard.press("Control+b");
  await expectToast(page, "Quick booking disabled");
  await expect(quickSwitch(page)).not.toBeChecked();
  await expect(page.getByText("Click a free hour to choose a time. Press Ctrl+B for quick booking.")).toBeVisible();

  await freeCell(page, office, 12).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Book", exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // Nothing was booked at 12:00.
  await expect(freeCell(page, office, 12)).toBeVisible();
  await expect(page.getByTestId("booked-slot")).toHaveCount(1);
});

test("in quick mode a past hour is closed with its reason and a click books nothing", async ({ page }) => {
  await signUpTeam(page);
  const office = "Corner Office";
  await createOffice(page, office);
  const yesterday = dateInTeamZone(-1);

  await openDay(page, dateInTeamZone(1), office);
  await enableQuickBooking(page);
  await page.goto(`/day?date=${yesterday}`);
  await expect(quickSwitch(page)).toBeChecked();

  const closed = page.getByRole("button", {
    name: `${office} at 10:00: Past. Cannot book time slots in the past`,
    exact: true,
  });
  await expect(closed).toHaveAttribute("aria-disabled", "true");
  await expect(freeCell(page, office, 10)).toHaveCount(0);
  // aria-disabled: Playwright would wait for it to be enabled; click it as a user would anyway.
  await closed.click({ force: true });
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("booked-slot")).toHaveCount(0);

  const res = await page.request.get(`/api/bookings?date=${yesterday}`);
  expect(res.ok()).toBe(true);
  expect(await res.json()).toEqual([]);
});

test("a slot a colleague booked after the page loaded fails with the server's message and the optimistic block is rolled back", async ({
  browser,
  page,
}) => {
  const { admin } = await signUpTeam(page);
  const office = "Board Room";
  const { id: officeId } = await createOffice(page, office, 8, false);
  const colleague = await joinAsColleague(browser, page, "member", "Ben Okafor");
  const date = tomorrowInTeamZone();

  // This page is cut off from live updates (its socket reaches no server), so it keeps showing what
  // it loaded: the stale page a slow or offline connection gives.
  await page.routeWebSocket(/\/ws(\?|$)/, () => {});
  await openDay(page, date, office);
  await enableQuickBooking(page);
  await expect(freeCell(page, office, 14)).toBeVisible();

  // Ben takes 14:00 through the API; this page still shows the slot as free.
  await bookThroughApi(colleague.page, officeId, date, 14);
  await expect(freeCell(page, office, 14)).toBeVisible();

  // Hold Ann's request until the optimistic block has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/bookings", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await freeCell(page, office, 14).click();
  await expect(bookedBlock(page, office, admin.name, 14)).toBeDisabled();
  release();
  await expectToast(page, "Quick booking failed", `${office} is already booked from 14:00 to 15:00`);
  await expect(bookedBlock(page, office, admin.name, 14)).toHaveCount(0);
  // After the rollback the refreshed list shows Ben's booking.
  await expect(bookedBlock(page, office, colleague.account.name, 14)).toBeVisible();
  await expect(page.getByTestId("booked-slot")).toHaveCount(1);
  await colleague.context.close();
});
