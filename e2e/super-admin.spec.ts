/**
 * The platform end to end: the super admin the CLI created signs in, lands on /super-admin in light theme
 * even with dark preferred, finds a team, extends its trial, and looks at system health; axe finds
 * nothing on each page.
 */
import { expect, test } from "@playwright/test";
import { expectNoA11yViolations, expectToast, newAccount, signUpTeam, uniqueId } from "./fixtures.ts";
import { signInAsSuperAdmin } from "./super-admin-account.ts";

test("a super admin made with the CLI lands on /super-admin, always light", async ({ page }) => {
  // Notifications are team-scoped: a super admin (no team) must not ask for the unread count (403s).
  const unreadAsks: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/notifications/unread-count")) unreadAsks.push(request.url());
  });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  await signInAsSuperAdmin(page);
  await expect(page).toHaveURL(/\/super-admin$/);
  await expect(page.getByRole("heading", { name: "Super Admin", level: 1 })).toBeVisible();
  await expect(page.getByText("Super Admin", { exact: true }).nth(1)).toBeVisible();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await expect(page.getByRole("heading", { name: /Teams/ })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/super-admin$/);
  await expect(page.getByRole("heading", { name: "Super Admin", level: 1 })).toBeVisible();
  expect(unreadAsks).toEqual([]);
});

test("extends a team's trial, then looks at system health", async ({ page, browser }) => {
  const other = await browser.newContext();
  const { companyName } = await signUpTeam(await other.newPage());
  await other.close();

  await signInAsSuperAdmin(page);
  await expect(page).toHaveURL(/\/super-admin$/);
  await page.getByRole("navigation", { name: "Super admin sections" }).getByRole("link", { name: "Teams" }).click();
  await page.getByLabel("Search teams").fill(companyName);
  await page
    .getByRole("list", { name: "Teams" })
    .getByRole("link", { name: new RegExp(companyName) })
    .click();
  await expect(page.getByRole("heading", { name: new RegExp(companyName) })).toBeVisible();
  await expectNoA11yViolations(page);
  const trialEnd = page.getByText("Trial ends").locator("xpath=following-sibling::dd");
  const before = await trialEnd.textContent();

  await page.getByRole("button", { name: "Extend trial" }).click();
  const dialog = page.getByRole("dialog", { name: "Extend trial" });
  await dialog.getByLabel("Days").fill("7");
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Extend trial" }).click();
  await expectToast(page, "Team updated", `Trial of ${companyName} extended by 7 days.`);
  await expect(dialog).toBeHidden();
  await expect(trialEnd).not.toHaveText(before ?? "");
  await expect(page.getByText("Team trial extended")).toBeVisible();

  await page
    .getByRole("navigation", { name: "Super admin sections" })
    .getByRole("link", { name: "System health" })
    .click();
  await expect(page.getByText("Reachable", { exact: true })).toBeVisible();
  await expect(page.getByText("PGlite (embedded)")).toBeVisible();
  await expect(page.getByText(/p50 [\d.]+ ms, p99 [\d.]+ ms/)).toBeVisible();
  await expectNoA11yViolations(page);
});

test("a team registered with its company details: the super admin sees them on the team's page", async ({
  page,
  browser,
}) => {
  test.slow(); // two browser contexts and three axe runs
  const admin = newAccount("Rae Register");
  const teamName = `Rae Team ${uniqueId()}`;
  const context = await browser.newContext();
  const creator = await context.newPage();
  await creator.goto("/auth");
  await creator.getByRole("tab", { name: "Get Started" }).click();
  await creator.getByRole("button", { name: "Create New Team" }).click();
  await creator.getByLabel("Your Name").fill(admin.name);
  await creator.getByLabel("Email").fill(admin.email);
  await creator.getByLabel("Password", { exact: true }).fill(admin.password);
  await creator.getByLabel("Company Name").fill("Register Ltd");
  await expect(creator.getByLabel("Industry")).toBeHidden();
  await creator.getByText("More about your company").click();
  await creator.getByLabel("Team Name").fill(teamName);
  await creator.getByLabel("Company Size").selectOption("51-200");
  await creator.getByLabel("Industry").fill("Finance");
  await creator.getByLabel("Billing e-mail").fill("billing@register.test");
  await expectNoA11yViolations(creator);
  await creator.getByRole("button", { name: "Create Team" }).click();
  await expect(creator).toHaveURL(/\/dashboard/);
  await context.close();

  await signInAsSuperAdmin(page);
  await expect(page).toHaveURL(/\/super-admin$/);
  await page.getByRole("navigation", { name: "Super admin sections" }).getByRole("link", { name: "Teams" }).click();
  await page.getByLabel("Search teams").fill(teamName);
  await page
    .getByRole("list", { name: "Teams" })
    .getByRole("link", { name: new RegExp(teamName) })
    .click();
  await expect(page.getByRole("heading", { name: new RegExp(teamName) })).toBeVisible();
  for (const [label, value] of [
    ["Company size", "51-200 people"],
    ["Industry", "Finance"],
    ["Billing email", "billing@register.test"],
    ["Address", "Not given"],
  ]) {
    await expect(page.getByText(label, { exact: true }).locator("xpath=following-sibling::dd")).toHaveText(value);
  }
  await expectNoA11yViolations(page);
});

test("on a phone a super admin's bottom bar leads to the platform, with no team menu or booking button", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsSuperAdmin(page);
  await expect(page).toHaveURL(/\/super-admin$/);
  const bar = page.getByRole("navigation", { name: "Mobile navigation" });
  for (const name of ["Overview", "Teams", "Users", "Analytics"]) {
    await expect(bar.getByRole("link", { name })).toBeVisible();
  }
  await expect(bar.getByRole("link", { name: "Calendar" })).toHaveCount(0);
  await expect(bar.getByRole("link", { name: "Bookings" })).toHaveCount(0);
  // Quick Book, Day View, My Bookings: a team's actions. Nothing floats over the platform's pages.
  await expect(page.getByRole("button", { name: "Quick actions" })).toHaveCount(0);

  await bar.getByRole("link", { name: "Users" }).click();
  await expect(page).toHaveURL(/\/super-admin\/users$/);
  await expect(bar.getByRole("link", { name: "Users" })).toHaveAttribute("aria-current", "page");
  await bar.getByRole("button", { name: "More" }).click();
  const sheet = page.getByRole("dialog", { name: "More" });
  await expect(sheet.getByRole("link", { name: "Outbox" })).toBeVisible();
  await expect(sheet.getByRole("link", { name: "Email templates" })).toBeVisible();
  await expect(sheet.getByRole("link", { name: "Settings" })).toBeVisible();
  await expectNoA11yViolations(page);
  await sheet.getByRole("link", { name: "System health" }).click();
  await expect(page).toHaveURL(/\/super-admin\/system-health$/);
  await expect(sheet).toBeHidden();
});

test("a super admin's sidebar lists the platform's sections, not the team pages they have no team for", async ({
  page,
}) => {
  await signInAsSuperAdmin(page);
  await expect(page).toHaveURL(/\/super-admin$/);
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  for (const name of ["Overview", "Teams", "Users", "Analytics", "Outbox", "Email templates", "System health"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  for (const name of ["Team", "Admin Panel", "Day View", "My Bookings"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveCount(0);
  }
  await nav.getByRole("link", { name: "Teams", exact: true }).click();
  await expect(page).toHaveURL(/\/super-admin\/teams$/);
  await expect(nav.getByRole("link", { name: "Teams", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Overview", exact: true })).not.toHaveAttribute("aria-current", "page");
});
