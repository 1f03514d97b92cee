/**
 * Shared helpers of the end-to-end specs: unique accounts, team sign-up, offices, invitations and
 * bookings through the API (the session cookie lands in the page's browser context), dates and
 * times in the team's zone, the axe check, and a new build of the service worker.
 */
import { writeFileSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { AxeBuilder } from "@axe-core/playwright";
import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { totpCode } from "../src/server/test/totp.ts";
import { localMinutes, shiftDate, todayInZone, zonedInstant } from "../src/shared/time.ts";

/** The team's time zone (the server default for new teams). */
export const ZONE = "America/New_York";
export const PASSWORD = "Quartz-Otter-Maple-7";

let counter = 0;

/** A short token unique to this run and call, for e-mails and team names. */
export function uniqueId(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter.toString(36)}`;
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** A fresh account with a unique e-mail. */
export function newAccount(name: string): Account {
  const local = name.toLowerCase().replace(/[^a-z]+/g, "-");
  return { name, email: `${local}-${uniqueId()}@example.test`, password: PASSWORD };
}

export interface Team {
  admin: Account;
  companyName: string;
}

async function expectOk(response: Awaited<ReturnType<Page["request"]["post"]>>, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
}

/** Signs up a new team through the API; the page's context holds the team admin's session. */
export async function signUpTeam(page: Page, adminName = "Ann Lee"): Promise<Team> {
  const admin = newAccount(adminName);
  const companyName = `Acme ${uniqueId()}`;
  const res = await page.request.post("/api/auth/signup", {
    data: { name: admin.name, email: admin.email, password: admin.password, companyName },
  });
  await expectOk(res, "signup");
  return { admin, companyName };
}

export interface CreatedOffice {
  id: string;
  name: string;
}

/** Creates an office as the signed-in user of `page`. */
export async function createOffice(page: Page, name: string, capacity = 4, isShared = false): Promise<CreatedOffice> {
  const res = await page.request.post("/api/offices", { data: { name, capacity, isShared } });
  await expectOk(res, "create office");
  const body = (await res.json()) as { id: string; name: string };
  return { id: body.id, name: body.name };
}

export type InvitableRole = "member" | "team_manager" | "team_admin";

/**
 * Invites a new colleague with `role` (as the admin signed in on `adminPage`) and joins the team
 * with the code in a fresh browser context, which then holds the colleague's session.
 */
export async function joinAsColleague(
  browser: Browser,
  adminPage: Page,
  role: InvitableRole,
  name = "Ben Okafor",
  contextOptions: Parameters<Browser["newContext"]>[0] = {},
): Promise<{ account: Account; context: BrowserContext; page: Page }> {
  const account = newAccount(name);
  const invite = await adminPage.request.post("/api/team/invitations", { data: { email: account.email, role } });
  await expectOk(invite, "invite");
  const { code } = (await invite.json()) as { code: string; link: string };
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const join = await page.request.post("/api/auth/join-team", {
    data: { inviteCode: code, name: account.name, email: account.email, password: account.password },
  });
  await expectOk(join, "join team");
  return { account, context, page };
}

/**
 * Turns on two-factor authentication for whoever `page` is signed in as, through the API as
 * Settings > Security does (`password` is theirs); answers the authenticator's secret (base32).
 */
export async function turnOnTwoFactor(page: Page, password: string): Promise<string> {
  const setup = await page.request.post("/api/user/two-factor/setup", { data: { password } });
  await expectOk(setup, "two-factor setup");
  const { secret } = (await setup.json()) as { secret: string };
  await expectOk(
    await page.request.post("/api/user/two-factor/enable", { data: { code: totpCode(secret) } }),
    "two-factor enable",
  );
  return secret;
}

/** The date (yyyy-MM-dd) in the team's zone `days` calendar days from today there. */
export function dateInTeamZone(days = 0): string {
  return shiftDate(todayInZone(ZONE), days);
}

/** Tomorrow's date in the team's zone, so every business hour there is in the future. */
export function tomorrowInTeamZone(): string {
  return dateInTeamZone(1);
}

/** Minutes since midnight now, in the team's zone. */
export function nowMinuteInTeamZone(): number {
  return localMinutes(new Date(), ZONE);
}

/** The ISO instant of `hour`:00 on `date` in the team's zone. */
export function teamZoneInstant(date: string, hour: number): string {
  return zonedInstant(date, hour * 60, ZONE).toISOString();
}

/** Creates a one-hour booking through the API as the signed-in user of `page`. */
export async function bookThroughApi(page: Page, officeId: string, date: string, hour: number): Promise<void> {
  const res = await page.request.post("/api/bookings", {
    data: {
      officeId,
      startISO: teamZoneInstant(date, hour),
      endISO: teamZoneInstant(date, hour + 1),
      purpose: "Colleague booking",
    },
  });
  await expectOk(res, "booking");
}

/**
 * Runs axe (WCAG 2 A and AA) on the page and answers its violations, one line each (rule, help,
 * elements). Sandboxed frames (the e-mail preview) run no scripts, so axe cannot run inside them
 * and would wait for ever: they are left out. Legacy mode runs axe inside the page instead of
 * opening a blank page per check to merge frame results; the app has no cross-origin frames, which
 * are all that mode leaves untested (@axe-core/playwright README, "setLegacyMode"), and each check
 * costs about half (bench/README.md "Test suite").
 */
export async function findA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa"])
    .exclude("iframe[sandbox]")
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** Runs axe as `findA11yViolations` does and expects no violations. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  expect(await findA11yViolations(page)).toEqual([]);
}

/** The single toast on screen. */
export function toast(page: Page) {
  return page.getByTestId("toast");
}

/** Expects the toast to show `title` and, if given, `description`. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  await expect(toast(page).getByText(title, { exact: true })).toBeVisible();
  if (description !== undefined) await expect(toast(page).getByText(description, { exact: true })).toBeVisible();
}

/**
 * Waits until the app has taken a server-rendered page over (docs/decisions/0018): from then on
 * keys and hovers reach it (taps and link clicks made before are kept and carried out anyway).
 * Returns at once on a page the browser rendered itself.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const taps = (window as unknown as { officelyEarlyTaps?: { done: boolean } }).officelyEarlyTaps;
    return !taps || taps.done;
  });
}

/** The built service worker, which the server reads from disk for each request. */
export const SERVICE_WORKER_FILE = "dist/web/service-worker.js";

/**
 * Puts `source` in place as the built service worker, as a deploy does: the file and the .br and .gz
 * the build writes beside it (the server sends those to a browser that accepts them).
 */
export function deployServiceWorker(source: string): void {
  writeFileSync(SERVICE_WORKER_FILE, source);
  writeFileSync(`${SERVICE_WORKER_FILE}.br`, brotliCompressSync(source));
  writeFileSync(`${SERVICE_WORKER_FILE}.gz`, gzipSync(source, { level: 9 }));
}

/**
 * Gives `page` Chromium's virtual authenticator (CDP WebAuthn): a platform authenticator that keeps
 * discoverable credentials and verifies its user, answering at once.
 */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}
