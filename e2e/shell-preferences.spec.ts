/**
 * The shell: themes (OS preference, stored choice applied before first paint, toggle,
 * another browser, /super-admin light), /preferences, screen-reader announcements and page titles,
 * breadcrumbs at 1366 and 600 px, cross-tab sign-out, the 401 redirect, deep links through sign-in
 * and a clean console.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  appTookOver,
  createOffice,
  dateInTeamZone,
  expectNoA11yViolations,
  expectToast,
  signUpTeam,
  type Team,
} from "./fixtures.ts";
import { completeSuperAdminSignIn } from "./super-admin-account.ts";

const html = (page: Page) => page.locator("html");

/** Records whether <html> was dark when <body> first appeared, i.e. before any app code ran. */
async function recordFirstPaintTheme(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __darkAtBody?: boolean };
    const observer = new MutationObserver(() => {
      if (document.body && w.__darkAtBody === undefined) {
        w.__darkAtBody = document.documentElement.classList.contains("dark");
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}
const darkAtBody = (page: Page) => page.evaluate(() => (window as unknown as { __darkAtBody?: boolean }).__darkAtBody);

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByRole("tab", { name: "Sign In" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function newSignedInPage(browser: Browser, team: Team, colorScheme: "light" | "dark" = "light") {
  const context = await browser.newContext({ colorScheme });
  const page = await context.newPage();
  const res = await page.request.post("/api/login", {
    data: { email: team.admin.email, password: team.admin.password },
  });
  expect(res.ok()).toBe(true);
  return page;
}

test.describe("themes", () => {
  test("a first visit follows the OS preference, before the app's code runs", async ({ browser }) => {
    for (const scheme of ["dark", "light"] as const) {
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      await recordFirstPaintTheme(page);
      await page.goto("/auth");
      await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
      expect(await darkAtBody(page)).toBe(scheme === "dark");
      await expect(html(page)).toHaveClass(scheme === "dark" ? /dark/ : /^(?!.*dark)/);
      await context.close();
    }
  });

  test("the top-bar toggle switches, survives a reload without a flash, and follows the person to another browser", async ({
    page,
    browser,
  }) => {
    const team = await signUpTeam(page);
    await page.goto("/dashboard");
    const toggle = page.getByRole("button", { name: "Dark theme" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(html(page)).not.toHaveClass(/dark/);

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(html(page)).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await expect.poll(async () => (await (await page.request.get("/api/user/preferences")).json()).theme).toBe("dark");

    await recordFirstPaintTheme(page);
    await page.reload();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await darkAtBody(page)).toBe(true);
    await expectNoA11yViolations(page);

    // Another browser with a light OS: the saved choice arrives from the server.
    const other = await newSignedInPage(browser, team, "light");
    await other.goto("/dashboard");
    await expect(html(other)).toHaveClass(/dark/);
    expect(await other.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await other.context().close();

    await toggle.click();
    await expect(html(page)).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });

  test("the landing page stays readable with the dark theme stored, prerendered and in the app", async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Schedule Demo" })).toBeVisible();
    await expectNoA11yViolations(page);
    // With a (stale) session cookie the server sends the app, which renders the landing itself.
    await context.addCookies([{ name: "officely.session_token", value: "stale.cookie", url: page.url() }]);
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Schedule Demo" })).toBeVisible();
    await expect(html(page)).not.toHaveClass(/dark/);
    await expectNoA11yViolations(page);
  });

  test("/super-admin is light even with the dark theme stored, and the theme comes back on leaving", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await recordFirstPaintTheme(page);
    await page.goto("/super-admin");
    await completeSuperAdminSignIn(page);
    await expect(page).toHaveURL(/\/super-admin$/);
    await expect(html(page)).not.toHaveClass(/dark/);
    await expect(page.getByRole("button", { name: "Dark theme" })).toHaveCount(0);
    // The choice is the person's, stored on the server too; else the server's "system" would
    // (rightly) replace this browser's copy once the preferences load, racing the checks below.
    const saved = await page.request.patch("/api/user/preferences", { data: { theme: "dark" } });
    expect(saved.ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await darkAtBody(page)).toBe(false);
    await expect(html(page)).not.toHaveClass(/dark/);
    await page.goto("/settings");
    await expect(html(page)).toHaveClass(/dark/);
    await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
    // The super admin is shared by other specs: back to the default.
    await page.request.patch("/api/user/preferences", { data: { theme: "system" } });
  });
});

test.describe("preferences", () => {
  test("each choice is saved at once, kept after a reload and shown under Settings too", async ({ page }) => {
    await signUpTeam(page);
    await page.goto("/preferences");
    await expect(page).toHaveTitle("Preferences · Officely");
    await expect(page.getByRole("heading", { level: 1, name: "Preferences" })).toBeVisible();

    // Defaults: follow the system, the team's zone, tooltips on, Day View, quick booking off.
    await expect(page.getByRole("radio", { name: "System" })).toBeChecked();
    const zone = page.getByLabel("Display time zone");
    await expect(zone).toHaveValue("");
    await expect(zone.locator("option:checked")).toHaveText("Team time zone (America/New York)");
    await expect(page.getByRole("switch", { name: "Show help tooltips" })).toBeChecked();
    await expect(page.getByLabel("Default calendar view")).toHaveValue("day");
    await expect(page.getByRole("switch", { name: "Quick booking on by default" })).not.toBeChecked();

    await page.getByRole("radio", { name: "Dark" }).check();
    await expect(html(page)).toHaveClass(/dark/);
    await expectToast(page, "Preferences saved");
    await zone.selectOption("Europe/Berlin");
    await expectToast(page, "Preferences saved");
    await page.getByRole("switch", { name: "Show help tooltips" }).click();
    await expect(page.getByRole("switch", { name: "Show help tooltips" })).not.toBeChecked();
    await page.getByLabel("Default calendar view").selectOption("week");
    await page.getByRole("switch", { name: "Quick booking on by default" }).click();
    await expect
      .poll(async () => (await page.request.get("/api/user/preferences")).json())
      .toEqual({
        language: null,
        theme: "dark",
        timeZone: "Europe/Berlin",
        showHelpTooltips: false,
        defaultCalendarView: "week",
        quickBookingDefault: true,
        hideMyName: false,
      });
    await expectNoA11yViolations(page);

    // The calendars name the chosen zone beside the team's.
    await page.goto("/week");
    await expect(page.getByTestId("team-time-zone")).toContainText("(your zone: Europe/Berlin)");

    await page.goto("/settings?tab=preferences");
    await expect(page.getByRole("tab", { name: "Preferences", selected: true })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Dark" })).toBeChecked();
    await expect(page.getByLabel("Display time zone")).toHaveValue("Europe/Berlin");
    await expect(page.getByLabel("Default calendar view")).toHaveValue("week");

    await page.getByRole("radio", { name: "System" }).check();
    await expect(html(page)).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
  });

  test("is usable and axe clean at 390 px, and the default calendar view is where Calendar leads", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpTeam(page);
    await page.goto("/preferences");
    await expect(page.getByRole("radio", { name: "Light" })).toBeVisible();
    await expectNoA11yViolations(page);

    // The bottom bar's Calendar opens the chosen default view.
    const calendar = page
      .getByRole("navigation", { name: "Mobile navigation" })
      .getByRole("link", { name: "Calendar" });
    await expect(calendar).toHaveAttribute("href", "/day");
    await page.getByLabel("Default calendar view").selectOption("month");
    await expect(calendar).toHaveAttribute("href", "/month");
    await calendar.click();
    await expect(page).toHaveURL(/\/month$/);
  });
});

test("quick booking starts on when the preference says so, until the tab switches it off", async ({ page }) => {
  await signUpTeam(page);
  await createOffice(page, "Focus Room");
  await page.goto("/day");
  const quick = page.getByRole("switch", { name: "Quick booking" });
  await expect(quick).not.toBeChecked();
  expect((await page.request.patch("/api/user/preferences", { data: { quickBookingDefault: true } })).ok()).toBe(true);
  await page.reload();
  await expect(quick).toBeChecked();
  await quick.click();
  await expect(quick).not.toBeChecked();
  await page.reload();
  await expect(quick).not.toBeChecked();
});

test("help tooltips show after a pause unless turned off in preferences", async ({ page }) => {
  await signUpTeam(page);
  await page.goto("/dashboard");
  // A tooltip needs the app's code and the tooltip's own, which loads after the first render
  // (help-tooltip.tsx): hover once the button is a tooltip trigger (Radix marks it data-state).
  await appTookOver(page);
  const toggle = page.getByRole("button", { name: "Dark theme" });
  await expect(toggle).toHaveAttribute("data-state", "closed");
  await toggle.hover();
  await expect(page.getByRole("tooltip")).toHaveText("Switch to dark theme");

  expect((await page.request.patch("/api/user/preferences", { data: { showHelpTooltips: false } })).ok()).toBe(true);
  await page.reload();
  await appTookOver(page);
  await page.mouse.move(0, 0);
  await toggle.hover();
  await page.waitForTimeout(1500);
  await expect(page.getByRole("tooltip")).toHaveCount(0);
});

test("preferences, week, month (days outside the month), team (the '(you)' mark) and offices are axe clean in light and dark at 1366 and 390 px", async ({
  page,
}) => {
  // Twenty axe runs on a shared, slow machine.
  test.setTimeout(420_000);
  await signUpTeam(page);
  const office = await createOffice(page, "Focus Room");
  expect((await page.request.patch(`/api/offices/${office.id}`, { data: { isActive: false } })).ok()).toBe(true);
  for (const theme of ["light", "dark"] as const) {
    await page.request.patch("/api/user/preferences", { data: { theme } });
    for (const size of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      for (const path of ["/preferences", "/week", "/month", "/team/manage", "/team/offices"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
        if (path === "/team/offices") await expect(page.getByText("Inactive", { exact: true })).toBeVisible();
        await expectNoA11yViolations(page);
      }
    }
  }
});

test.describe("announcements and titles", () => {
  test("every route change sets the title and says 'Navigated to {title}', which vanishes after 1 s", async ({
    page,
  }) => {
    await signUpTeam(page);
    await page.goto("/dashboard");
    await expect(page).toHaveTitle("Home · Officely");
    const region = page.getByTestId("announcer");
    await expect(region).toHaveAttribute("aria-live", "polite");

    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Week View" }).click();
    await expect(region).toHaveText("Navigated to Week View");
    await expect(page).toHaveTitle("Week View · Officely");
    await expect(region).toHaveText("", { timeout: 2000 });

    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "My Bookings" }).click();
    await expect(region).toHaveText("Navigated to Booking History");
    await expect(page).toHaveTitle("Booking History · Officely");
  });

  test("a finished change is announced as 'Action completed successfully'", async ({ page }) => {
    await signUpTeam(page);
    await page.goto("/preferences");
    await page.getByRole("radio", { name: "Light" }).check();
    await expect(page.getByTestId("announcer")).toHaveText("Action completed successfully");
    await expect(page.getByTestId("announcer")).toHaveText("", { timeout: 2000 });
  });
});

test.describe("breadcrumbs", () => {
  const crumbs = (page: Page) => page.getByRole("navigation", { name: "Breadcrumb" });

  test("at 1366 px: Home, the team, the group and the page; none on the home page", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const team = await signUpTeam(page);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(crumbs(page)).toHaveCount(0);

    await page.goto("/week");
    await expect(crumbs(page).getByRole("listitem").filter({ hasText: /\S/ })).toHaveText([
      "Home",
      team.companyName,
      "Calendar",
      "Week View",
    ]);
    await expect(crumbs(page).getByText("Week View")).toHaveAttribute("aria-current", "page");
    await crumbs(page).getByRole("link", { name: "Calendar" }).click();
    await expect(page).toHaveURL(/\/day$/);
    // The group is the day view itself, so it is not repeated as a link to the page.
    await expect(crumbs(page).getByRole("listitem").filter({ hasText: /\S/ })).toHaveText([
      "Home",
      team.companyName,
      "Day View",
    ]);
    await crumbs(page).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a detail page has its own parent chain: the check-in poster under Team, a team under Super Admin", async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const team = await signUpTeam(page);
    const office = await createOffice(page, "Focus Room", 4);
    await page.goto(`/team/offices/${office.id}/check-in`);
    await expect(page.getByRole("heading", { name: "Check-in QR code", level: 1 })).toBeVisible();
    await expect(crumbs(page).getByRole("listitem").filter({ hasText: /\S/ })).toHaveText([
      "Home",
      team.companyName,
      "Team",
      "Offices",
      "Check-in QR code",
    ]);
    await expect(page).toHaveTitle(/Check-in QR code/);
    await crumbs(page).getByRole("link", { name: "Offices" }).click();
    await expect(page).toHaveURL(/\/team\/offices$/);

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const admin = await context.newPage();
    await admin.goto("/auth");
    await completeSuperAdminSignIn(admin);
    await expect(admin).toHaveURL(/\/super-admin$/);
    await admin.goto("/super-admin/teams");
    await admin.getByLabel("Search teams").fill(team.companyName);
    await admin
      .getByRole("list", { name: "Teams" })
      .getByRole("link", { name: new RegExp(team.companyName) })
      .click();
    await expect(admin).toHaveURL(/\/super-admin\/teams\/[^/]+$/);
    await expect(crumbs(admin).getByRole("listitem").filter({ hasText: /\S/ })).toHaveText([
      "Home",
      "Super Admin",
      "Teams",
      "Team Details",
    ]);
    await context.close();
  });

  test("at 600 px the middle crumbs collapse into a menu", async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    const team = await signUpTeam(page);
    await page.goto("/team/analytics");
    await expect(crumbs(page).getByRole("listitem").filter({ hasText: /\S/ })).toHaveText(["Home", "Analytics"]);
    await crumbs(page).getByRole("button", { name: "Show hidden breadcrumbs" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByText(team.companyName)).toBeVisible();
    await menu.getByRole("menuitem", { name: "Team" }).click();
    await expect(page).toHaveURL(/\/team\/manage$/);
    await expectNoA11yViolations(page);
  });
});

test.describe("session", () => {
  test("signing out in one tab signs the other out", async ({ page, context }) => {
    await signUpTeam(page);
    await page.goto("/dashboard");
    const other = await context.newPage();
    await other.goto("/week");
    await expect(other.getByRole("heading", { level: 1 })).toBeVisible();

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(other).toHaveURL(/\/auth$/);
  });

  test("a 401 says 'Session expired - redirecting to login' and signing in returns to the page", async ({
    page,
    context,
  }) => {
    const team = await signUpTeam(page);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The heading is the server's render: the toast comes from the app, so let it take the page over
    // before the link is followed (else the click may be a plain page load, answered by /auth alone).
    await appTookOver(page);
    // The session ends on the server (cookie gone); the next call for team data answers 401.
    await context.clearCookies();
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Month View" }).click();
    await expectToast(page, "Session expired - redirecting to login");
    await expect(page).toHaveURL(/\/auth$/);

    await signInThroughForm(page, team.admin.email, team.admin.password);
    await expect(page).toHaveURL(/\/month$/);
  });

  test("signing in from a deep link returns to it, with its query", async ({ page, browser }) => {
    const team = await signUpTeam(page);
    const context = await browser.newContext();
    const fresh = await context.newPage();
    const date = dateInTeamZone(3);
    await fresh.goto(`/day?date=${date}`);
    await expect(fresh).toHaveURL(/\/auth$/);
    await signInThroughForm(fresh, team.admin.email, team.admin.password);
    await expect(fresh).toHaveURL(new RegExp(`/day\\?date=${date}$`));
    await context.close();
  });
});

// The service worker registers as it does for users (the config blocks it elsewhere), so its
// registration is part of what must stay quiet.
test.describe("console", () => {
  test.use({ serviceWorkers: "allow" });

  test("the console stays clean signed out and signed in, with no CSP violation", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning") messages.push(`${m.type()}: ${m.text()}`);
    });
    // A refused probe inside a try (zod's eval check) logs nothing, but is still a violation.
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (e) =>
        console.error(`CSP ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
      ),
    );
    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth$/);
    await signUpTeam(page);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto("/week");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(messages).toEqual([]);
  });
});

// The keyboard shortcuts: e2e/shortcuts.spec.ts.
