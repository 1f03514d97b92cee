/**
 * The keyboard shortcuts (one table, src/web/app/shell/shortcuts.ts) and the quick actions as a
 * command palette (docs/decisions/0016): every binding of the help table pressed in Chromium with
 * its effect checked, the bindings doing nothing while typing, the palette's entries by role, and
 * finding an office and a page by typing.
 */
import { expect, type Page, test } from "@playwright/test";
import {
  appTookOver,
  createOffice,
  expectNoA11yViolations,
  expectToast,
  joinAsColleague,
  signUpTeam,
} from "./fixtures.ts";

const palette = (page: Page) => page.getByRole("dialog", { name: "Quick actions" });
const help = (page: Page) => page.getByRole("dialog", { name: "Keyboard shortcuts" });
const search = (page: Page) => palette(page).getByRole("combobox", { name: "Search actions, pages and offices" });
const quickBookingSwitch = (page: Page) => page.getByRole("switch", { name: "Quick booking" });

async function open(page: Page, path: string) {
  await page.goto(path);
  // A page's code and data on a machine shared by several test runs can take more than 10 s.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
  // Keys reach the app once it has taken the server's page over (the dashboard's first load).
  await appTookOver(page);
}

/** The option names the palette lists now, in order. */
async function optionNames(page: Page): Promise<string[]> {
  return (await palette(page).getByRole("option").allInnerTexts()).map((t) => t.split("\n")[0]?.trim() ?? "");
}

test.describe("keyboard shortcuts", () => {
  test("every binding of the help table works in Chromium", async ({ page }) => {
    // Thirteen bindings, each with a navigation; generous on a loaded machine.
    test.setTimeout(120_000);
    await signUpTeam(page);
    // The tour is e2e/onboarding-tour.spec.ts; here it would race the first key press.
    expect((await page.request.patch("/api/user/complete-onboarding")).ok()).toBe(true);
    await open(page, "/dashboard");

    // Ctrl+/ and Shift+? open the help; Esc closes it. It lists every binding a team admin has.
    await page.keyboard.press("Control+/");
    await expect(help(page)).toBeVisible();
    const rows = help(page).getByRole("row");
    await expect(rows).toHaveCount(14);
    for (const [keys, action] of [
      ["Ctrl + K", "Open quick actions"],
      ["/", "Focus the page's search field"],
      ["Alt + N", "New booking"],
      ["Ctrl + B", "Day View; on the day view, turn quick booking on or off"],
      ["Ctrl + D", "Day View"],
      ["Alt + W", "Week View"],
      ["Ctrl + M", "Month View"],
      ["Ctrl + H", "My Bookings"],
      ["Alt + T", "Team Management"],
      ["Alt + A", "Analytics"],
      ["Ctrl + /", "Show keyboard shortcuts"],
      ["Shift + ?", "Show keyboard shortcuts"],
      ["Esc", "Close a dialog"],
    ]) {
      await expect(rows.filter({ hasText: keys }).filter({ hasText: action }).first(), keys).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(help(page)).toBeHidden();
    await page.keyboard.press("Shift+?");
    await expect(help(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(help(page)).toBeHidden();

    // Ctrl+K opens the quick actions with the search focused; Ctrl+K again or Esc closes them.
    await page.keyboard.press("Control+K");
    await expect(search(page)).toBeFocused();
    await page.keyboard.press("Control+K");
    await expect(palette(page)).toBeHidden();
    await page.keyboard.press("Control+K");
    await expect(palette(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(palette(page)).toBeHidden();

    // "/" on a page without a search field: the palette's search.
    await page.keyboard.press("/");
    await expect(search(page)).toBeFocused();
    await expect(search(page)).toHaveValue("");
    await page.keyboard.press("Escape");

    // The navigation bindings.
    for (const [keys, path] of [
      ["Control+H", "/bookings/history"],
      ["Alt+W", "/week"],
      ["Control+M", "/month"],
      ["Control+D", "/day"],
      ["Alt+T", "/team/manage"],
      ["Alt+A", "/team/analytics"],
      ["Control+B", "/day"],
    ] as const) {
      await page.keyboard.press(keys);
      await expect(page, keys).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }

    // Ctrl+B on the day view turns quick booking on and off.
    await expect(quickBookingSwitch(page)).not.toBeChecked();
    await page.keyboard.press("Control+B");
    await expect(quickBookingSwitch(page)).toBeChecked();
    await page.keyboard.press("Control+B");
    await expect(quickBookingSwitch(page)).not.toBeChecked();

    // "/" on a page with a search field focuses it (My Bookings' purpose search), typing nothing.
    await open(page, "/bookings/history");
    await page.keyboard.press("/");
    const purpose = page.getByRole("searchbox", { name: "Search purpose" });
    await expect(purpose).toBeFocused();
    await expect(purpose).toHaveValue("");

    // Alt+N (from the field: it is typing there, so first leave it) starts a new booking: the day
    // view with quick booking on.
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("Alt+N");
    await expect(page).toHaveURL(/\/day$/);
    await expectToast(page, "Quick booking enabled");
    await expect(quickBookingSwitch(page)).toBeChecked();
  });

  test("bindings typed in a field do nothing, but for Ctrl+K; a member has no admin bindings", async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    await signUpTeam(page);
    // The tour is e2e/onboarding-tour.spec.ts; here it would race the first key press.
    expect((await page.request.patch("/api/user/complete-onboarding")).ok()).toBe(true);
    await open(page, "/preferences");
    const zone = page.getByLabel("Display time zone");
    for (const keys of [
      "Control+H",
      "Control+D",
      "Control+M",
      "Control+B",
      "Alt+W",
      "Alt+N",
      "Alt+T",
      "Shift+?",
      "/",
    ]) {
      await zone.focus();
      await page.keyboard.press(keys);
      await expect(page, keys).toHaveURL(/\/preferences$/);
      await expect(help(page)).toBeHidden();
      await expect(palette(page)).toBeHidden();
    }
    await open(page, "/bookings/history");
    const purpose = page.getByRole("searchbox", { name: "Search purpose" });
    await purpose.fill("standup");
    await page.keyboard.press("/");
    await page.keyboard.press("Alt+N");
    await expect(purpose).toHaveValue("standup/");
    await expect(page).toHaveURL(/\/bookings\/history/);
    // Ctrl+K works in a field too.
    await page.keyboard.press("Control+K");
    await expect(search(page)).toBeFocused();
    await page.keyboard.press("Escape");

    const member = await joinAsColleague(browser, page, "member", "Mia Member");
    await open(member.page, "/dashboard");
    await member.page.keyboard.press("Shift+?");
    await expect(help(member.page)).toBeVisible();
    await expect(help(member.page).getByRole("row")).toHaveCount(12);
    await expect(help(member.page).getByRole("row", { name: /Team Management|Analytics/ })).toHaveCount(0);
    await member.page.keyboard.press("Escape");
    await member.page.keyboard.press("Alt+T");
    await member.page.keyboard.press("Alt+A");
    await expect(member.page).toHaveURL(/\/dashboard$/);
    await member.context.close();
  });
});

test.describe("quick actions", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("by role, without the current page's entries; finds an office and a page by typing; axe clean", async ({
    browser,
    page,
  }) => {
    // Two people, a dozen navigations; the machine is shared by several test runs.
    test.setTimeout(240_000);
    await signUpTeam(page);
    const office = await createOffice(page, "Focus Room", 4);
    await createOffice(page, "Atrium", 12);
    await open(page, "/dashboard");

    const button = page.getByRole("button", { name: "Quick actions" });
    await button.click();
    await expect(search(page)).toBeFocused();
    const adminActions = [
      "Quick Book",
      "Day View",
      "My Bookings",
      "Team Management",
      "Analytics",
      "Notifications",
      "Admin Panel",
      "Settings",
    ];
    await expect
      .poll(() => optionNames(page))
      .toEqual(expect.arrayContaining([...adminActions, "Atrium", "Focus Room"]));
    expect((await optionNames(page)).slice(0, adminActions.length)).toEqual(adminActions);
    await expectNoA11yViolations(page);

    // Typing filters: an office, then Enter opens its week.
    await page.keyboard.type("focus ro");
    await expect(palette(page).getByRole("option")).toHaveCount(1);
    await expect(palette(page).getByRole("option")).toContainText("Focus Room");
    await page.keyboard.press("Enter");
    await expect(palette(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/week\\?office=${office.id}$`));
    await expect(page.getByRole("heading", { name: "Week View" })).toBeVisible();

    // A page, found by name; arrow keys move between matches.
    await page.keyboard.press("Control+K");
    await page.keyboard.type("recurring");
    await expect(palette(page).getByRole("option", { name: "Recurring" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/recurring$/);

    await page.keyboard.press("Control+K");
    await page.keyboard.type("view");
    const selected = palette(page).locator('[role="option"][aria-selected="true"]');
    const first = await selected.innerText();
    await page.keyboard.press("ArrowDown");
    await expect(selected).not.toHaveText(first);
    await page.keyboard.press("Escape");

    // On the day view: neither Day View nor Quick Book (both are this page).
    await open(page, "/day");
    await button.click();
    await expect.poll(() => optionNames(page)).toContain("My Bookings");
    expect(await optionNames(page)).not.toContain("Day View");
    expect(await optionNames(page)).not.toContain("Quick Book");
    await page.keyboard.press("Escape");
    await expect(button).toBeFocused();

    // Quick Book from elsewhere: the day view with quick booking on.
    await open(page, "/settings");
    await page.keyboard.press("Control+K");
    await expect.poll(() => optionNames(page)).not.toContain("Settings");
    await palette(page)
      .getByRole("option", { name: /Quick Book/ })
      .click();
    await expect(page).toHaveURL(/\/day$/);
    await expect(quickBookingSwitch(page)).toBeChecked();

    // A member: no Team Management, Analytics or Admin Panel.
    const member = await joinAsColleague(browser, page, "member", "Mia Member");
    await open(member.page, "/dashboard");
    await member.page.getByRole("button", { name: "Quick actions" }).click();
    await expect
      .poll(() => optionNames(member.page))
      .toEqual(expect.arrayContaining(["Quick Book", "Day View", "My Bookings", "Notifications", "Settings"]));
    const names = await optionNames(member.page);
    for (const adminOnly of ["Team Management", "Analytics", "Admin Panel"]) expect(names).not.toContain(adminOnly);
    await member.context.close();
  });

  test("at 390 px the button sits above the bottom bar and the palette fits the screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpTeam(page);
    await open(page, "/dashboard");
    const button = page.getByRole("button", { name: "Quick actions" });
    const bar = await page.getByRole("navigation", { name: "Mobile navigation" }).boundingBox();
    const box = await button.boundingBox();
    expect(box && bar && box.y + box.height).toBeLessThanOrEqual(bar?.y ?? 0);
    await button.click();
    const panel = await palette(page).boundingBox();
    expect(panel?.x).toBeGreaterThanOrEqual(0);
    expect((panel?.x ?? 0) + (panel?.width ?? 0)).toBeLessThanOrEqual(390);
    await expectNoA11yViolations(page);
  });
});

test.describe("prefetch (spec section 1)", () => {
  const pageChunk = /\/assets\/(day-view-page|week-view-page|my-bookings-page|month-view-page)-[^/]+\.js$/;

  test("the dashboard fetches the day, week and My Bookings code when idle, not at once; none with data-saver", async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    await signUpTeam(page);
    // The tour is e2e/onboarding-tour.spec.ts; here it would race the first key press.
    expect((await page.request.patch("/api/user/complete-onboarding")).ok()).toBe(true);
    const fetched: { chunk: string; at: number }[] = [];
    page.on("request", (r) => {
      const m = pageChunk.exec(new URL(r.url()).pathname);
      if (m?.[1]) fetched.push({ chunk: m[1], at: Date.now() });
    });
    await open(page, "/dashboard");
    const shown = Date.now();
    await expect
      .poll(() => fetched.map((f) => f.chunk).sort(), { timeout: 20_000 })
      .toEqual(["day-view-page", "my-bookings-page", "week-view-page"]);
    // Not before 2 s after the page showed (the page itself was up before `shown`).
    expect(Math.min(...fetched.map((f) => f.at)) - shown).toBeGreaterThanOrEqual(1_000);
    // Preloaded, not run: each page's chunk through a modulepreload link, once.
    const links = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href),
    );
    for (const chunk of ["day-view-page", "week-view-page", "my-bookings-page"]) {
      expect(links.filter((href) => href.includes(`/assets/${chunk}-`))).toHaveLength(1);
    }

    // Data-saver on: nothing is fetched ahead.
    const context = await browser.newContext({ storageState: await page.context().storageState() });
    const saver = await context.newPage();
    await saver.addInitScript(() =>
      Object.defineProperty(navigator, "connection", { value: { effectiveType: "4g", saveData: true } }),
    );
    const saved: string[] = [];
    saver.on("request", (r) => {
      if (pageChunk.test(new URL(r.url()).pathname)) saved.push(r.url());
    });
    await open(saver, "/dashboard");
    await saver.waitForTimeout(7_000);
    expect(saved).toEqual([]);
    await context.close();
  });
});
