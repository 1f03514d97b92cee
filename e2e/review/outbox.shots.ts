/**
 * Screenshots of the super admin's outbox for a person to look at (not a test): a queued invitation
 * at 1366 and 390 px (the super-admin area is always light).
 *   REVIEW_SHOTS=/tmp/shots-outbox npx playwright test e2e/review/outbox.shots.ts
 */
import { expect, test } from "@playwright/test";
import { newAccount, signUpTeam } from "../fixtures.ts";
import { signInAsSuperAdmin } from "../super-admin-account.ts";
import { shotsDir } from "./shots.ts";

test("screenshots of /super-admin/outbox at 1366 and 390 px", async ({ page, browser }) => {
  const dir = shotsDir();
  await signUpTeam(page, "Ann Lee");
  for (const name of ["Ben Okafor", "Cleo Park"]) {
    const invite = await page.request.post("/api/team/invitations", {
      data: { email: newAccount(name).email, role: "member" },
    });
    expect(invite.ok()).toBe(true);
  }
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const admin = await context.newPage();
  await signInAsSuperAdmin(admin);
  await expect(admin).toHaveURL(/\/super-admin$/);
  await admin.goto("/super-admin/outbox");
  await expect(admin.getByRole("list", { name: "Outbox messages" })).toBeVisible();
  await admin.screenshot({ path: `${dir}/outbox-1366-light.png`, fullPage: true });
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.screenshot({ path: `${dir}/outbox-390-light.png`, fullPage: true });
  await context.close();
});
