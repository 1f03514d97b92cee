import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { nextTotpCode, totpCode } from "../src/server/test/totp.ts";

/**
 * The super admin of the end-to-end runs: created by `npm run super-admin -- create` (the CLI) on
 * the fresh e2e database before the server starts (playwright.config.ts webServer).
 */
export const SUPER_ADMIN = {
  email: "super-admin@e2e.test",
  name: "Sam Super",
  password: "Sam-Super-Quartz-81",
} as const;

/** The shell command that creates it (the password arrives on stdin, as --password-stdin reads it). */
export const CREATE_SUPER_ADMIN = `echo ${SUPER_ADMIN.password} | node scripts/super-admin.ts create --email ${SUPER_ADMIN.email} --name "${SUPER_ADMIN.name}" --password-stdin`;

/**
 * Where the run keeps the super admin's second factor once set up: its authenticator secret and the
 * cookies of a browser it trusted. In the run's data directory, which each run starts without, so a
 * Playwright worker that restarts after a failure still finds it.
 */
const ENROLMENT = "test-results/e2e-data/super-admin-two-factor.json";

interface Enrolment {
  secret: string;
  trusted: Awaited<ReturnType<BrowserContext["cookies"]>>;
}

/**
 * Sets up the super admin's second factor as they do at their first sign-in (every super admin must,
 * docs/decisions/0029), then signs in once more with a code, trusting the browser: the other
 * specs sign in from contexts given that browser's cookies, so only the two-factor specs type codes.
 */
async function enrol(page: Page): Promise<Enrolment> {
  if (existsSync(ENROLMENT)) return JSON.parse(readFileSync(ENROLMENT, "utf8")) as Enrolment;
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser to enrol the super admin in");
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const api = context.request;
  // biome-ignore lint/suspicious/noExplicitAny: the answers are the API's, read as the tests know them.
  const ok = async (res: Awaited<ReturnType<typeof api.post>>, what: string): Promise<any> => {
    expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
    return res.json();
  };
  await ok(
    await api.post("/api/login", { data: { email: SUPER_ADMIN.email, password: SUPER_ADMIN.password } }),
    "super admin sign-in",
  );
  const setup = await ok(
    await api.post("/api/user/two-factor/setup", { data: { password: SUPER_ADMIN.password } }),
    "two-factor set-up",
  );
  await ok(
    await api.post("/api/user/two-factor/enable", { data: { code: totpCode(setup.secret) } }),
    "two-factor enable",
  );
  await ok(await api.post("/api/logout"), "sign-out");
  const step = await ok(
    await api.post("/api/login", { data: { email: SUPER_ADMIN.email, password: SUPER_ADMIN.password } }),
    "sign-in",
  );
  expect(step).toEqual({ twoFactorRequired: true, methods: ["totp"] });
  await ok(
    await api.post("/api/login/two-factor", {
      // The next step's code: the one that confirmed the authenticator is accepted once only.
      data: { method: "totp", code: nextTotpCode(setup.secret), trustDevice: true },
    }),
    "second factor",
  );
  await ok(await api.post("/api/logout"), "sign-out");
  const enrolment: Enrolment = {
    secret: setup.secret,
    trusted: (await context.cookies()).filter((c) => !c.name.includes("session")),
  };
  await context.close();
  writeFileSync(ENROLMENT, JSON.stringify(enrolment));
  return enrolment;
}

/**
 * Fills the Sign In form on the page with the super admin's address and password, from a browser they
 * trust, and waits until the app leaves /auth. Each trusted sign-in gives the browser a new trust
 * cookie and retires the old one (better-auth's two-factor plugin), so the new one is kept for the
 * next spec.
 */
export async function completeSuperAdminSignIn(page: Page): Promise<void> {
  const enrolment = await enrol(page);
  await page.context().addCookies(enrolment.trusted);
  await page.getByRole("tab", { name: "Sign In" }).click();
  await page.getByLabel("Email").fill(SUPER_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(SUPER_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
  const trusted = (await page.context().cookies()).filter((c) => !c.name.includes("session"));
  writeFileSync(ENROLMENT, JSON.stringify({ ...enrolment, trusted } satisfies Enrolment));
}

/** Signs the CLI-made super admin in through the Sign In form, from a browser they trust (lands on /super-admin). */
export async function signInAsSuperAdmin(page: Page): Promise<void> {
  await page.goto("/auth");
  await completeSuperAdminSignIn(page);
}
