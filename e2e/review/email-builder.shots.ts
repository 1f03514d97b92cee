/**
 * Screenshots of the email builder for a person to look at (not a test): the team admin's
 * /email-builder at 1366 and 390 px, light and dark, and the super admin's
 * /super-admin/email-templates (always light) at both widths.
 *   REVIEW_SHOTS=/tmp/shots-email npx playwright test e2e/review/email-builder.shots.ts
 */
import { expect, test } from "@playwright/test";
import { signUpTeam } from "../fixtures.ts";
import { signInAsSuperAdmin } from "../super-admin-account.ts";
import { shotsDir } from "./shots.ts";

test("screenshots of the email builder at 1366 and 390 px, light and dark", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const dir = shotsDir();
  await signUpTeam(page, "Ann Lee");
  for (const theme of ["light", "dark"] as const) {
    await page.request.patch("/api/user/preferences", { data: { theme } });
    for (const [label, width] of [
      ["1366", 1366],
      ["390", 390],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/email-builder");
      await page.evaluate((t) => localStorage.setItem("theme", t), theme);
      await page.reload();
      await expect(page.getByTestId("preview-subject")).toHaveText(/invited/, { timeout: 60_000 });
      await page.screenshot({ path: `${dir}/email-builder-${label}-${theme}.png`, fullPage: true });
    }
  }
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const admin = await context.newPage();
  await signInAsSuperAdmin(admin);
  await expect(admin).toHaveURL(/\/super-admin$/);
  await admin.goto("/super-admin/email-templates");
  await admin.getByLabel("Template", { exact: true }).selectOption({ label: "Booking cancelled" });
  await expect(admin.getByTestId("preview-subject")).toHaveText("Your booking was cancelled (Officely)", {
    timeout: 60_000,
  });
  await admin.screenshot({ path: `${dir}/email-templates-1366-light.png`, fullPage: true });
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.screenshot({ path: `${dir}/email-templates-390-light.png`, fullPage: true });
  await context.close();
});
