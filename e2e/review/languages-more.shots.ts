/**
 * Screenshots of the translated screens languages.shots.ts leaves out, for a person to look at (not
 * a test): team analytics, the audit log, recurring bookings with a skipped date, the team settings
 * form refusing a value, the join form in the inviting team's language, and the super admin's
 * overview, teams and analytics, at 1366 and 390 px, light and dark, in German, French and Spanish;
 * each checked with axe as it is shot.
 *   REVIEW_SHOTS=/tmp/language-shots npx playwright test e2e/review/languages-more.shots.ts
 */
import { expect, type Page, test } from "@playwright/test";
import type { Language } from "../../src/shared/i18n.ts";
import {
  bookThroughApi,
  createOffice,
  dateInTeamZone,
  expectNoA11yViolations,
  joinAsColleague,
  signUpTeam,
} from "../fixtures.ts";
import { signInAsSuperAdmin } from "../super-admin-account.ts";
import { SIZES, shotsDir } from "./shots.ts";

const SHOWN: Language[] = ["de", "fr", "es"];

/** Shoots `page` as it is in every size and theme (the theme through the preferences). */
async function shoot(page: Page, name: string, language: Language, show: () => Promise<void>) {
  const dir = shotsDir();
  for (const theme of ["light", "dark"] as const) {
    await page.request.patch("/api/user/preferences", { data: { theme, language } });
    for (const [size, viewport] of SIZES) {
      await page.setViewportSize(viewport);
      await show();
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${dir}/${name}-${language}-${size}-${theme}.png`, fullPage: true });
      if (theme === "light" && size === "1366") await expectNoA11yViolations(page);
    }
  }
}

test("the team's screens, a refused form and the join form in every language", async ({ browser }) => {
  test.setTimeout(600_000);
  const context = await browser.newContext({ viewport: SIZES[0][1] });
  const page = await context.newPage();
  await signUpTeam(page, "Ann Lee");
  await page.request.patch("/api/user/complete-onboarding");
  const office = await createOffice(page, "Focus Room");
  const { page: colleague } = await joinAsColleague(browser, page, "member", "Ben Okafor");
  // Ben holds a Tuesday, so Ann's series of Tuesdays skips it.
  const tuesday = [...Array(14).keys()]
    .map((d) => dateInTeamZone(d + 1))
    .find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 2);
  if (!tuesday) throw new Error("no Tuesday in two weeks");
  await bookThroughApi(colleague, office.id, tuesday, 9);
  const series = await page.request.post("/api/series", {
    data: {
      officeId: office.id,
      startDate: tuesday,
      startTime: "09:00",
      durationMinutes: 60,
      rrule: "FREQ=WEEKLY;BYDAY=TU;COUNT=3",
    },
  });
  expect(series.status()).toBe(201);
  const invite = await page.request.post("/api/team/invitations", { data: { email: "dana@example.test" } });
  const { code } = (await invite.json()) as { code: string };

  for (const language of SHOWN) {
    for (const path of ["/team/analytics", "/audit", "/recurring"]) {
      await shoot(page, path.slice(1).replace(/\//g, "-"), language, async () => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      });
    }
    await shoot(page, "settings-refused", language, async () => {
      await page.goto("/settings?tab=team");
      const horizon = page.locator("#settings-horizon");
      await horizon.fill("0");
      await horizon.locator("xpath=ancestor::form").locator("button[type=submit]").click();
      await expect(page.locator("#settings-horizon-error")).toBeVisible();
      await horizon.scrollIntoViewIfNeeded();
    });
    // The join form of someone who has chosen no language: the inviting team's.
    await page.request.patch("/api/team/settings", { data: { language } });
    const stranger = await browser.newContext({ viewport: SIZES[0][1] });
    const join = await stranger.newPage();
    for (const [size, viewport] of SIZES) {
      await join.setViewportSize(viewport);
      await join.goto(`/auth?invite=${code}`);
      await expect(join.locator("html")).toHaveAttribute("lang", language);
      await join.waitForTimeout(600);
      await join.screenshot({ path: `${shotsDir()}/join-${language}-${size}.png`, fullPage: true });
    }
    await stranger.close();
  }

  const admin = await browser.newContext({ viewport: SIZES[0][1] });
  const superPage = await admin.newPage();
  await signInAsSuperAdmin(superPage);
  await expect(superPage).toHaveURL(/super-admin/);
  for (const language of SHOWN) {
    for (const path of ["/super-admin", "/super-admin/teams", "/super-admin/analytics"]) {
      await shoot(superPage, path.slice(1).replace(/\//g, "-"), language, async () => {
        await superPage.goto(path);
        await expect(superPage.getByRole("heading", { level: 1 })).toBeVisible();
      });
    }
  }
  await context.close();
  await admin.close();
});
