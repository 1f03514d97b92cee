/**
 * The outbox viewer: mail a team sends waits in the outbox (the e2e server has no SMTP
 * server), and the super admin finds it on /super-admin/outbox, filtered by status, with its tries;
 * axe finds nothing at desktop and phone widths. Retrying a failed message is covered by the API
 * tests (platform-outbox.test.ts): no mail fails eight times in an e2e run.
 */
import { expect, test } from "@playwright/test";
import { expectNoA11yViolations, newAccount, signUpTeam } from "./fixtures.ts";
import { signInAsSuperAdmin } from "./super-admin-account.ts";

test("the super admin reads queued mail in the outbox, by status", async ({ page, browser }) => {
  const team = await signUpTeam(page, "Ann Lee");
  const invitee = newAccount("Ben Okafor");
  const invite = await page.request.post("/api/team/invitations", { data: { email: invitee.email, role: "member" } });
  expect(invite.ok(), await invite.text()).toBe(true);

  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAsSuperAdmin(admin);
  await expect(admin).toHaveURL(/\/super-admin$/);

  await admin.getByRole("navigation", { name: "Super admin sections" }).getByRole("link", { name: "Outbox" }).click();
  await expect(admin).toHaveURL(/\/super-admin\/outbox$/);
  const messages = admin.getByRole("list", { name: "Outbox messages" });
  const invitation = messages.getByRole("listitem").filter({ hasText: `To ${invitee.email}` });
  await expect(invitation).toContainText(`You're invited to join “${team.companyName}”`);
  await expect(invitation).toContainText("Queued");
  await expectNoA11yViolations(admin);

  await admin.getByRole("button", { name: "Queued" }).click();
  await expect(admin).toHaveURL(/status=pending/);
  await expect(invitation).toBeVisible();
  await admin.getByRole("button", { name: "Failed" }).click();
  await expect(admin.getByText("No failed mail.")).toBeVisible();
  await expect(admin.getByRole("button", { name: "Failed" })).toHaveAttribute("aria-pressed", "true");

  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.getByRole("button", { name: "All" }).click();
  await expect(invitation).toBeVisible();
  await expectNoA11yViolations(admin);
  await context.close();
});
