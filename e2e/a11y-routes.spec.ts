/**
 * axe (WCAG 2 A and AA, all impacts) on every route, in light and dark, at 1366 and 390 px:
 * a team admin's pages with data on them (each opened once and checked in every theme and width),
 * a member's "no access" page, the signed-out pages, and the super admin's pages (always light,
 * even with dark preferred).
 */
import { expect, type Page, test } from "@playwright/test";
import {
  bookThroughApi,
  createOffice,
  dateInTeamZone,
  findA11yViolations,
  joinAsColleague,
  signUpTeam,
  tomorrowInTeamZone,
} from "./fixtures.ts";
import { signInAsSuperAdmin } from "./super-admin-account.ts";

const THEMES = ["light", "dark"] as const;
const WIDTHS = [1366, 390] as const;

/** Every page a team admin opens, by path (the office's QR poster and QR check-in page added per run). */
const TEAM_ADMIN_ROUTES = [
  "/dashboard",
  "/day",
  "/week",
  "/month",
  "/map",
  "/bookings/history",
  "/booking-templates",
  "/recurring",
  "/notifications",
  "/team",
  "/team/offices",
  "/team/manage",
  "/team/analytics",
  "/audit",
  "/admin",
  "/email-builder",
  "/invite",
  "/preferences",
  "/settings?tab=team",
  "/settings?tab=profile",
  "/settings?tab=security",
  "/settings?tab=preferences",
  "/settings?tab=notifications",
  "/settings?tab=recurring",
  "/no-such-page",
];

const PLATFORM_ROUTES = [
  "/super-admin",
  "/super-admin/teams",
  "/super-admin/users",
  "/super-admin/analytics",
  "/super-admin/outbox",
  "/super-admin/email-templates",
  "/super-admin/abuse-reports",
  "/super-admin/system-health",
];

/** Opens `path` and waits until its data has loaded: no skeleton, no request in flight. */
async function openLoaded(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("h1").first(), path).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.locator("#main-content .animate-pulse"), path).toHaveCount(0);
}

/** Runs axe as fixtures.ts does; softly, so one run reports every page's violations, not the first's. */
async function expectAccessibleNow(page: Page, label: string): Promise<void> {
  expect.soft(await findA11yViolations(page), label).toEqual([]);
}

/** Opens `path` once and runs axe at each width (`theme` names the emulated colour scheme in reports). */
async function expectPageAccessibleAtEveryWidth(page: Page, path: string, theme: (typeof THEMES)[number]) {
  await openLoaded(page, path);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectAccessibleNow(page, `${path}, ${theme} at ${width} px`);
  }
}

/**
 * Opens `path` once and runs axe at each width in each theme: the person's theme follows the
 * browser's ("system"), so the page switches as the emulated colour scheme does, and its layout
 * follows the viewport, as a person who turns a tablet or changes the OS theme sees it.
 */
async function expectPageAccessibleEverywhere(page: Page, path: string): Promise<void> {
  await openLoaded(page, path);
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    const html = expect(page.locator("html"), path);
    await (theme === "dark" ? html.toHaveClass(/\bdark\b/) : html.not.toHaveClass(/\bdark\b/));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expectAccessibleNow(page, `${path}, ${theme} at ${width} px`);
    }
  }
}

async function chooseTheme(page: Page, theme: (typeof THEMES)[number] | "system"): Promise<void> {
  if (theme !== "system") await page.emulateMedia({ colorScheme: theme });
  const saved = await page.request.patch("/api/user/preferences", { data: { theme } });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.goto("/preferences");
  await page.evaluate(
    (t) => (t === "system" ? localStorage.removeItem("theme") : localStorage.setItem("theme", t)),
    theme,
  );
}

test("every team admin page passes axe, light and dark, at 1366 and 390 px", async ({ page }) => {
  // Some thirty pages, each in two themes at two widths: about four minutes on a quiet two-core machine.
  test.setTimeout(480_000);
  await signUpTeam(page);
  expect((await page.request.patch("/api/user/complete-onboarding")).ok()).toBe(true);
  const office = await createOffice(page, "Focus Room");
  await bookThroughApi(page, office.id, tomorrowInTeamZone(), 10);
  const series = await page.request.post("/api/series", {
    data: {
      officeId: office.id,
      startDate: dateInTeamZone(2),
      startTime: "09:00",
      durationMinutes: 60,
      rrule: "FREQ=WEEKLY;BYDAY=TU,TH;COUNT=4",
      purpose: "Team sync",
    },
  });
  expect(series.ok(), await series.text()).toBe(true);
  const template = await page.request.post("/api/templates", {
    data: { name: "Deep work", officeId: office.id, startTime: "10:00", durationMinutes: 90 },
  });
  expect(template.ok(), await template.text()).toBe(true);
  await chooseTheme(page, "system");
  // The office's QR poster, and where its QR code leads (no booking to check into now: it says so).
  const code = await page.request.get(`/api/offices/${office.id}/check-in-code`);
  expect(code.ok(), await code.text()).toBe(true);
  const { code: officeCode } = (await code.json()) as { code: string };
  // The office's floor's plan editor (its floor has no plan yet: the page says so and offers an upload).
  const offices = (await (await page.request.get("/api/offices")).json()) as { id: string; floorId: string }[];
  const floorId = offices.find((o) => o.id === office.id)?.floorId;
  for (const path of [
    ...TEAM_ADMIN_ROUTES,
    `/team/offices/${office.id}/check-in`,
    `/team/offices/floors/${floorId}/plan`,
    `/check-in/${officeCode}`,
  ]) {
    await expectPageAccessibleEverywhere(page, path);
  }
});

test("a member's 'no access' page and the signed-out pages pass axe, in both themes at both widths", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpTeam(page);
  const member = await joinAsColleague(browser, page, "member", "Mia Member");
  await chooseTheme(member.page, "system");
  await expectPageAccessibleEverywhere(member.page, "/admin");
  await expect(member.page.getByText("You don't have access to this page")).toBeVisible();
  await member.context.close();

  // The signed-out pages include the landing page, which runs no script: each theme is chosen
  // before the page loads rather than switched on it.
  const signedOut = await browser.newContext();
  const visitor = await signedOut.newPage();
  for (const theme of THEMES) {
    await visitor.emulateMedia({ colorScheme: theme });
    for (const path of [
      "/",
      "/auth",
      "/auth/reset",
      "/verify-email",
      "/report-abuse/00000000-0000-4000-8000-000000000000",
    ]) {
      await expectPageAccessibleAtEveryWidth(visitor, path, theme);
    }
  }
  await signedOut.close();
});

test("every super admin page passes axe at 1366 and 390 px, light even with dark preferred", async ({ page }) => {
  test.setTimeout(180_000);
  await signUpTeam(page);
  await page.context().clearCookies();
  await page.emulateMedia({ colorScheme: "dark" });
  await signInAsSuperAdmin(page);
  await expect(page).toHaveURL(/\/super-admin$/);
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  for (const path of PLATFORM_ROUTES) {
    await expectPageAccessibleAtEveryWidth(page, path, "light");
    await expect(page.locator("html"), path).not.toHaveClass(/dark/);
  }
  // A team's and a user's own page, reached from the lists.
  await page.goto("/super-admin/teams");
  await page.getByRole("list", { name: "Teams" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/super-admin\/teams\/[^/]+$/);
  await expectPageAccessibleAtEveryWidth(page, page.url(), "light");
  await page.goto("/super-admin/users");
  await page.getByRole("list", { name: "Users" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/super-admin\/users\/[^/]+$/);
  await expectPageAccessibleAtEveryWidth(page, page.url(), "light");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});
