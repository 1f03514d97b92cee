/**
 * The widget dashboard (spec section 2 "Dashboard widgets"; docs/product.md
 * "Resolved contradictions": all five render real data; the layout is kept on the server): the
 * default of quick stats and upcoming bookings; office availability and the latest unread
 * notifications once added; the Customize dialog's switches, keyboard reordering, sizes and ×; the
 * layout survives a reload and another browser.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import { createOffice, expectNoA11yViolations, joinAsColleague, signUpTeam, type Team } from "./fixtures.ts";

const widgets = (page: Page) => page.getByRole("region", { name: "Dashboard widgets" }).locator("[data-widget]");
const widgetTypes = (page: Page) => widgets(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-widget")));
const rowTypes = (page: Page) =>
  page
    .getByRole("dialog", { name: "Customize dashboard" })
    .locator("[data-widget-row]")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-widget-row")));

/** A signed-up team whose admin has finished onboarding (no tour or card in the way). */
async function readyTeam(page: Page): Promise<Team> {
  const team = await signUpTeam(page);
  expect((await page.request.patch("/api/user/complete-onboarding")).ok()).toBe(true);
  return team;
}

async function openCustomize(page: Page) {
  await page.getByRole("button", { name: "Customize" }).click();
  const dialog = page.getByRole("dialog", { name: "Customize dashboard" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function signedInContext(browser: Browser, team: Team) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const res = await page.request.post("/api/login", {
    data: { email: team.admin.email, password: team.admin.password },
  });
  expect(res.ok()).toBe(true);
  return { context, page };
}

test("a new person sees quick stats and upcoming bookings; office availability and notifications show real data", async ({
  page,
  browser,
}) => {
  // Sign-ups, a colleague and an axe run: more than the default minute on a shared machine.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await readyTeam(page);
  await createOffice(page, "Focus Room");
  await createOffice(page, "Quiet Corner", 6, true);
  const colleague = await joinAsColleague(browser, page, "member", "Ben Okafor");
  await page.goto("/dashboard");
  await expect.poll(() => widgetTypes(page), { timeout: 30_000 }).toEqual(["quick-stats", "upcoming-bookings"]);
  await expect(page.getByRole("region", { name: "Quick stats" }).getByText("Active offices")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Upcoming bookings" })).toBeVisible();

  const dialog = await openCustomize(page);
  await expect(dialog.getByText("Showing the default layout")).toBeVisible();
  await dialog.getByRole("button", { name: "Office availability" }).click();
  await dialog.getByRole("button", { name: "Notifications" }).click();
  await dialog.getByRole("button", { name: "Team activity" }).click();
  await expect(dialog.getByText(/^Last saved /)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect
    .poll(() => widgetTypes(page))
    .toEqual(["quick-stats", "upcoming-bookings", "office-availability", "notifications", "team-activity"]);

  const availability = page.locator('[data-widget="office-availability"]');
  for (const name of ["Focus Room", "Quiet Corner"]) {
    const row = availability.getByRole("listitem").filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByText(/^(Free now|Booked|Your booking|Closed)$/)).toBeVisible();
  }
  // The colleague joining told the admin: the latest unread notification names them.
  await expect(
    page
      .locator('[data-widget="notifications"]')
      .getByText(/Ben Okafor/)
      .first(),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.locator('[data-widget="team-activity"]').getByRole("heading", { name: "Team activity" }),
  ).toBeVisible();
  await colleague.context.close();
});

test("Customize: switch off, reorder with the keyboard, resize and remove; the layout follows to a reload and another browser", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const team = await readyTeam(page);
  await page.goto("/dashboard");
  await expect.poll(() => widgetTypes(page), { timeout: 30_000 }).toEqual(["quick-stats", "upcoming-bookings"]);
  const dialog = await openCustomize(page);
  await dialog.getByRole("button", { name: "Notifications" }).click();
  await expect.poll(() => rowTypes(page)).toEqual(["quick-stats", "upcoming-bookings", "notifications"]);

  // Switch: hidden on the dashboard behind, kept in the list.
  await dialog.getByRole("switch", { name: "Show Quick stats" }).click();
  await expect(dialog.getByRole("switch", { name: "Show Quick stats" })).toHaveAttribute("aria-checked", "false");

  // Keyboard reordering: pick up Notifications, move it up twice, drop.
  await dialog.getByRole("button", { name: "Reorder Notifications" }).focus();
  // One key at a time, as a person presses them: dnd-kit measures the rows between moves.
  for (const key of ["Space", "ArrowUp", "ArrowUp", "Space"]) {
    await page.keyboard.press(key);
    await page.waitForTimeout(300);
  }
  await expect.poll(() => rowTypes(page)).toEqual(["notifications", "quick-stats", "upcoming-bookings"]);

  // Size: large spans the three columns (checked once the dialog is closed).
  await dialog.getByLabel("Size of Upcoming bookings").selectOption("large");
  await dialog.getByLabel("Size of Notifications").selectOption("small");

  // × removes; the widget can be added back.
  await dialog.getByRole("button", { name: "Remove Quick stats" }).click();
  await expect.poll(() => rowTypes(page)).toEqual(["notifications", "upcoming-bookings"]);
  await expect(dialog.getByRole("button", { name: "Quick stats" })).toBeVisible();
  await expect(dialog.getByText(/^Last saved /)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => widgetTypes(page)).toEqual(["notifications", "upcoming-bookings"]);
  await expect(page.locator('[data-widget="upcoming-bookings"]')).toHaveAttribute("data-size", "large");
  const grid = await page.locator('section[aria-label="Dashboard widgets"]').boundingBox();
  const upcoming = await page.locator('[data-widget="upcoming-bookings"]').boundingBox();
  const notifications = await page.locator('[data-widget="notifications"]').boundingBox();
  expect(upcoming && grid && upcoming.width > grid.width * 0.95).toBe(true);
  expect(notifications && grid && notifications.width < grid.width * 0.4).toBe(true);

  const expected = {
    widgets: [
      { type: "notifications", enabled: true, size: "small" },
      { type: "upcoming-bookings", enabled: true, size: "large" },
    ],
  };
  await expect
    .poll(async () => (await (await page.request.get("/api/user/dashboard-layout")).json()).widgets)
    .toEqual(expected.widgets);
  // The browser's copy is the signed-in person's own (dashboard-layout:{userId}).
  const local = await page.evaluate(() => {
    const keys = Object.keys(localStorage).filter((k) => k.startsWith("dashboard-layout:"));
    return keys.length === 1 ? JSON.parse(localStorage.getItem(keys[0]) ?? "null") : { keys };
  });
  expect(local.widgets).toEqual(expected.widgets);
  expect(Date.parse(local.updatedAt)).toBeGreaterThan(Date.now() - 10 * 60_000);

  await page.reload();
  await expect.poll(() => widgetTypes(page), { timeout: 30_000 }).toEqual(["notifications", "upcoming-bookings"]);
  await expect(page.locator('[data-widget="notifications"]')).toHaveAttribute("data-size", "small");

  const other = await signedInContext(browser, team);
  await other.page.goto("/dashboard");
  await expect.poll(() => widgetTypes(other.page), { timeout: 30_000 }).toEqual(["notifications", "upcoming-bookings"]);
  await expect(other.page.locator('[data-widget="upcoming-bookings"]')).toHaveAttribute("data-size", "large");
  await other.context.close();
});
