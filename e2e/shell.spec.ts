/**
 * The app shell around every protected page: the collapsible sidebar (remembered, forced collapsed
 * on narrow screens), the bottom bar and More sheet on phones, the skip link, role-limited menus,
 * signing out, the in-app 404 page and the /auth redirect of a signed-in user.
 */
import { expect, type Page, test } from "@playwright/test";
import { createOffice, expectNoA11yViolations, expectToast, joinAsColleague, signUpTeam } from "./fixtures.ts";

const sidebar = (page: Page) => page.getByRole("complementary", { name: "Sidebar" });
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });
const mobileNav = (page: Page) => page.getByRole("navigation", { name: "Mobile navigation" });

async function sidebarWidth(page: Page): Promise<number> {
  return Math.round((await sidebar(page).boundingBox())?.width ?? 0);
}

async function openDashboard(page: Page) {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome");
}

test.describe("desktop sidebar", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("collapses and expands, and the collapsed state survives a reload", async ({ page }) => {
    await signUpTeam(page);
    await openDashboard(page);
    const dayView = mainNav(page).getByRole("link", { name: "Day View" });

    await expect(dayView).toHaveText("Day View");
    await expect.poll(() => sidebarWidth(page)).toBe(240);

    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Collapse sidebar" })).toHaveCount(0);
    await expect.poll(() => sidebarWidth(page)).toBe(60);
    // Collapsed, the links keep their names but show only icons.
    await expect(dayView).toHaveText("");
    await expect(dayView).toHaveAttribute("title", "Day View");
    expect(await page.evaluate(() => localStorage.getItem("sidebar-collapsed"))).toBe("true");

    await page.reload();
    await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
    await expect.poll(() => sidebarWidth(page)).toBe(60);

    await page.getByRole("button", { name: "Expand sidebar" }).click();
    await expect(page.getByRole("button", { name: "Collapse sidebar" })).toBeVisible();
    await expect.poll(() => sidebarWidth(page)).toBe(240);
    await expect(dayView).toHaveText("Day View");

    await page.reload();
    await expect(page.getByRole("button", { name: "Collapse sidebar" })).toBeVisible();
    await expect.poll(() => sidebarWidth(page)).toBe(240);
    expect(await page.evaluate(() => localStorage.getItem("sidebar-collapsed"))).toBe("false");
  });

  test("is forced collapsed at 1000 px wide, without a toggle, and expands again when wide", async ({ page }) => {
    await signUpTeam(page);
    await openDashboard(page);
    await expect.poll(() => sidebarWidth(page)).toBe(240);

    await page.setViewportSize({ width: 1000, height: 800 });
    await expect.poll(() => sidebarWidth(page)).toBe(60);
    await expect(page.getByRole("button", { name: "Collapse sidebar" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Expand sidebar" })).toHaveCount(0);
    await expect(mainNav(page).getByRole("link", { name: "Day View" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Mobile navigation" })).toBeHidden();

    // Still forced after a reload at that width; the remembered preference is untouched.
    await page.reload();
    await expect(mainNav(page).getByRole("link", { name: "Day View" })).toBeVisible();
    await expect.poll(() => sidebarWidth(page)).toBe(60);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => sidebarWidth(page)).toBe(240);
    await expect(page.getByRole("button", { name: "Collapse sidebar" })).toBeVisible();
  });

  test("'Skip to main content' is the first Tab stop and moves focus to the main region", async ({ page }) => {
    await signUpTeam(page);
    await openDashboard(page);

    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });
});

test.describe("phone layout (390x844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("replaces the sidebar with the bottom bar whose More sheet lists every other page of the sidebar", async ({
    page,
  }) => {
    await signUpTeam(page);
    await openDashboard(page);

    await expect(sidebar(page)).toBeHidden();
    await expect(mainNav(page)).toBeHidden();
    const bar = mobileNav(page);
    await expect(bar).toBeVisible();
    // The team creator is a team admin, so the bar has the Team item.
    for (const name of ["Home", "Calendar", "Bookings", "Team"]) {
      await expect(bar.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expectNoA11yViolations(page);

    await bar.getByRole("link", { name: "Calendar" }).click();
    await expect(page).toHaveURL(/\/day$/);
    await expect(page.getByRole("heading", { name: "Day View" })).toBeVisible();

    await bar.getByRole("button", { name: "More" }).click();
    const sheet = page.getByRole("dialog", { name: "More" });
    await expect(sheet).toBeVisible();
    // A team admin reaches every sidebar page on a phone too: Offices and the Admin Panel included.
    for (const name of [
      "Templates",
      "Recurring",
      "Notifications",
      "Offices",
      "Analytics",
      "Admin Panel",
      "Settings",
      "Preferences",
    ]) {
      await expect(sheet.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expectNoA11yViolations(page);
    await sheet.getByRole("link", { name: "Offices", exact: true }).click();
    await expect(page).toHaveURL(/\/team\/offices$/);
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("heading", { name: "Offices", level: 1 })).toBeVisible();

    await bar.getByRole("button", { name: "More" }).click();
    await sheet.getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(sheet).toBeHidden();
  });

  test("a team manager reaches Offices and a member Recurring through More; the three stats share one row", async ({
    browser,
    page,
  }) => {
    // Three people in three browsers on a shared machine.
    test.setTimeout(150_000);
    await signUpTeam(page);
    const manager = await joinAsColleague(browser, page, "team_manager", "Max Manager", {
      viewport: { width: 390, height: 844 },
    });
    await manager.page.goto("/dashboard");
    await mobileNav(manager.page).getByRole("button", { name: "More" }).click();
    const sheet = manager.page.getByRole("dialog", { name: "More" });
    await sheet.getByRole("link", { name: "Offices", exact: true }).click();
    await expect(manager.page).toHaveURL(/\/team\/offices$/);
    await expect(manager.page.getByRole("button", { name: "Create office" }).first()).toBeVisible();
    await manager.context.close();

    const member = await joinAsColleague(browser, page, "member", "Mia Member", {
      viewport: { width: 390, height: 844 },
    });
    await member.page.goto("/dashboard");
    // The stat cards are one compact row, leaving most of the first screen to what follows.
    const stats = member.page.getByRole("region", { name: "Quick stats" });
    await expect(stats.getByText("Team members")).toBeVisible();
    const box = await stats.boundingBox();
    expect(box?.height ?? 999).toBeLessThan(120);
    await mobileNav(member.page).getByRole("button", { name: "More" }).click();
    const memberSheet = member.page.getByRole("dialog", { name: "More" });
    await expect(memberSheet.getByRole("link", { name: "Offices", exact: true })).toHaveCount(0);
    await expect(memberSheet.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
    await memberSheet.getByRole("link", { name: "Recurring" }).click();
    await expect(member.page).toHaveURL(/\/recurring$/);
    await member.context.close();
  });
});

test("menus follow the role: a member sees no Offices, Team or Admin items, a manager sees Offices, an admin sees Team and Admin", async ({
  browser,
  page,
}) => {
  // Three people in three browsers on a shared machine.
  test.setTimeout(150_000);
  await signUpTeam(page);
  // "Admin Offices" and "Admin Users" are gone: they opened the same screens as Offices and Team.
  const teamItems = ["Offices", "Team", "Analytics", "Admin Panel", "Admin Offices", "Admin Users", "Super Admin"];
  const expectMenu = async (p: Page, visible: string[]) => {
    await p.goto("/dashboard");
    const nav = mainNav(p);
    // The first page of a fresh browser can take a while on a shared CI machine.
    await expect(nav.getByRole("link", { name: "Day View" })).toBeVisible({ timeout: 30_000 });
    for (const name of ["Home", "My Bookings", "Templates", "Notifications", "Settings"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    for (const name of teamItems) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveCount(visible.includes(name) ? 1 : 0);
    }
  };

  await expectMenu(page, ["Offices", "Team", "Analytics", "Admin Panel"]);
  await expect(sidebar(page)).toContainText("Team admin");

  const member = await joinAsColleague(browser, page, "member", "Mia Member");
  await expectMenu(member.page, []);
  await expect(sidebar(member.page)).toContainText("Member");
  // On a phone the member's bottom bar has no Team item either.
  await member.page.setViewportSize({ width: 390, height: 844 });
  await expect(mobileNav(member.page).getByRole("link", { name: "Calendar" })).toBeVisible();
  await expect(mobileNav(member.page).getByRole("link", { name: "Team" })).toHaveCount(0);
  await member.context.close();

  const manager = await joinAsColleague(browser, page, "team_manager", "Max Manager");
  await expectMenu(manager.page, ["Offices"]);
  await expect(sidebar(manager.page)).toContainText("Team manager");
  await manager.context.close();
});

test("Sign Out ends the session, shows 'Logged out' and goes to /auth", async ({ page }) => {
  await signUpTeam(page);
  await openDashboard(page);

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expectToast(page, "Logged out");
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();

  // The session is gone on the server too: a protected page sends the visitor back to /auth.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth$/);
});

test("a first load shows 'Loading your workspace...' before the app's code has arrived, then the page", async ({
  page,
}) => {
  await signUpTeam(page);
  // Hold the app's entry script: what shows meanwhile comes from the HTML and the stylesheet alone.
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => {
    releaseEntry = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });

  // A page the server does not render (the dashboard comes rendered: server-render.spec.ts).
  await page.goto("/bookings/history", { waitUntil: "commit" });
  const loading = page.getByRole("status").filter({ hasText: "Loading your workspace..." });
  await expect(loading).toBeVisible();
  await expect(page.getByText("Officely", { exact: true })).toBeVisible();

  releaseEntry();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("My Bookings");
  await expect(loading).toHaveCount(0);
});

test("inside the app an unknown path is the 404 page, and a signed-in user opening /auth lands on /dashboard", async ({
  page,
}) => {
  await signUpTeam(page);

  await page.goto("/no-such-page/at-all");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(mainNav(page)).toBeVisible();
  await page.getByRole("link", { name: "Back to dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/auth");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome");
});

test("the home heading welcomes a first-time user once, then says 'Welcome back'", async ({ page }) => {
  const team = await signUpTeam(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome to Officely, ${team.admin.name}`);
  // Still the welcome while this visit lasts (the user is refetched on focus).
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome to Officely, ${team.admin.name}`);
  await expect
    .poll(async () => (await (await page.request.get("/api/user/onboarding-status")).json()).hasSeenOnboarding)
    .toBe(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome back, ${team.admin.name}`);
});

test("a member opening an admin page is told it is not for them, with a way back; no 'Coming soon' anywhere", async ({
  browser,
  page,
}) => {
  // Three people in three browsers on a shared machine.
  test.setTimeout(150_000);
  await signUpTeam(page);
  const office = await createOffice(page, "Focus Room", 4);
  const member = await joinAsColleague(browser, page, "member", "Mia Member");
  for (const path of [
    "/admin",
    "/admin/users",
    "/team/analytics",
    "/super-admin",
    `/team/offices/${office.id}/check-in`,
  ]) {
    await member.page.goto(path);
    await expect(member.page.getByRole("heading", { name: "You don't have access to this page" })).toBeVisible();
    await expect(member.page.getByText("Coming soon")).toHaveCount(0);
  }
  await expectNoA11yViolations(member.page);
  await member.page.getByRole("link", { name: "Back to dashboard" }).click();
  await expect(member.page).toHaveURL(/\/dashboard$/);
  await member.context.close();

  // The admin opens the same pages.
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Panel", level: 1 })).toBeVisible();
  await page.goto(`/team/offices/${office.id}/check-in`);
  await expect(page.getByRole("heading", { name: "Check-in QR code", level: 1 })).toBeVisible();
});

test("the sign-in error goes away once a field is edited, and the form is centred like the side panel", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const team = await signUpTeam(page);
  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign In" }).click();
  await page.getByLabel("Email").fill(team.admin.email);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  const form = page.getByRole("form", { name: "Sign in" });
  await expect(form.getByRole("alert")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("wrong-password-2");
  await expect(form.getByRole("alert")).toHaveCount(0);

  // The card's centre is within 10% of the viewport's height from the middle.
  const card = await page.getByRole("tablist", { name: "Sign in or get started" }).locator("xpath=../..").boundingBox();
  const middle = (card?.y ?? 0) + (card?.height ?? 0) / 2;
  expect(Math.abs(middle - 450)).toBeLessThan(90);
});

test("a duplicate office name is said once, in the dialog, without a toast", async ({ page }) => {
  await signUpTeam(page);
  await createOffice(page, "Focus Room", 4);
  await page.goto("/team/offices");
  await page.getByRole("button", { name: "Create office" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create office" });
  await dialog.getByLabel("Office name").fill("Focus Room");
  await dialog.getByLabel("Capacity (seats)").fill("2");
  await dialog.getByRole("button", { name: "Create office" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    'An office named "Focus Room" already exists in your team. Choose another name.',
  );
  await expect(page.getByText(await dialog.getByRole("alert").innerText())).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem")).toHaveCount(0);
});
