/**
 * Screenshots of the day view for a person to look at (not a test: nothing is asserted beyond the
 * page having loaded). Not part of `npm test`: playwright.config.ts picks `*.shots.ts` files only
 * when REVIEW_SHOTS names the folder to write to:
 *   REVIEW_SHOTS=/tmp/shots npx playwright test e2e/review
 */
import { expect, type Page, test } from "@playwright/test";
import {
  bookThroughApi,
  createOffice,
  dateInTeamZone,
  joinAsColleague,
  signUpTeam,
  tomorrowInTeamZone,
  ZONE,
} from "../fixtures.ts";
import { shotsDir } from "./shots.ts";

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const freeCell = (page: Page, office: string, hour: number) =>
  page.getByRole("button", { name: `Book ${office} at ${String(hour).padStart(2, "0")}:00`, exact: true });

async function openDay(page: Page, date: string) {
  await page.goto(`/day?date=${date}`);
  await expect(page.getByTestId("team-time-zone")).toContainText(ZONE);
}

test("screenshots of the day view at 1366 and 390 px, light and dark", async ({ browser }) => {
  const dir = shotsDir();
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signUpTeam(page, "Ann Lee");
  const focus = await createOffice(page, "Focus Room", 4);
  const board = await createOffice(page, "Board Room with a very long name", 12);
  const desks = await createOffice(page, "Hot Desks", 8, true);
  const colleague = await joinAsColleague(browser, page, "member", "Alexandra Richardson-Smith");
  const today = dateInTeamZone(0);
  const tomorrow = tomorrowInTeamZone();
  for (const date of [today, tomorrow]) {
    await bookThroughApi(page, focus.id, date, 18);
    await bookThroughApi(colleague.page, focus.id, date, 15);
    await bookThroughApi(colleague.page, board.id, date, 17);
    await bookThroughApi(colleague.page, desks.id, date, 16);
    await bookThroughApi(page, desks.id, date, 16);
  }
  for (const theme of ["light", "dark"]) {
    await openDay(page, today);
    // The theme is a preference kept on the server (ADR 0013); the shell applies it over local storage.
    const saved = await page.request.patch("/api/user/preferences", { data: { theme } });
    expect(saved.ok(), await saved.text()).toBe(true);
    for (const [name, size] of [
      ["1366", DESKTOP],
      ["390", PHONE],
    ] as const) {
      await page.setViewportSize(size);
      for (const [label, date] of [
        ["yesterday", dateInTeamZone(-1)],
        ["today", today],
        ["tomorrow", tomorrow],
      ]) {
        await openDay(page, date);
        await expect(page.getByText("Hot Desks").first()).toBeVisible();
        await page.screenshot({ path: `${dir}/day-${label}-${name}-${theme}.png`, fullPage: true });
      }
    }
  }
  // The dialogs, in the last theme (dark) at 1366 px: a colleague's details, and a refusal inline.
  await page.setViewportSize(DESKTOP);
  await openDay(page, tomorrow);
  await page.getByRole("button", { name: /^Focus Room booked by Alexandra Richardson-Smith/ }).click();
  await page.screenshot({ path: `${dir}/day-details-dialog-1366-dark.png` });
  await page.keyboard.press("Escape");
  await freeCell(page, "Focus Room", 14).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Duration").selectOption({ label: "2 h" });
  await dialog.getByRole("button", { name: "Book", exact: true }).click();
  await expect(dialog.getByRole("alert")).toBeVisible();
  await page.screenshot({ path: `${dir}/day-conflict-dialog-1366-dark.png` });
  await colleague.context.close();
  await context.close();
});
