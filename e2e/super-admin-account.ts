import type { Page } from "@playwright/test";

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

/** Signs the CLI-made super admin in through the Sign In form (lands on /super-admin). */
export async function signInAsSuperAdmin(page: Page): Promise<void> {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign In" }).click();
  await page.getByLabel("Email").fill(SUPER_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(SUPER_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}
