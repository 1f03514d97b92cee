/**
 * The email builder (docs/product.md "Notifications and e-mail"): a team admin edits the
 * invitation's subject and a block, the live preview follows, saves, and sends a test to
 * themselves, which the super admin finds queued in the outbox; the super admin edits a platform
 * default with the same builder and resets it. axe finds nothing on either page.
 */
import { expect, test } from "@playwright/test";
import { expectNoA11yViolations, expectToast, signUpTeam } from "./fixtures.ts";
import { signInAsSuperAdmin } from "./super-admin-account.ts";

test("a team admin edits, previews, saves and test-sends the invitation; the super admin edits a default", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const team = await signUpTeam(page, "Ann Lee");
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/email-builder");
  await expect(page.getByRole("heading", { name: "Email Builder", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Invitation", level: 2 })).toBeVisible();
  await expect(page.getByTestId("preview-subject")).toHaveText("You're invited to join “Acme” on Officely");

  await page.getByLabel("Subject").fill("Join {{teamName}} today");
  await expect(page.getByTestId("preview-subject")).toHaveText("Join “Acme” today");
  await page.getByLabel("Text", { exact: true }).first().fill("Hello from {{inviterName}}");
  await expect(page.getByTestId("preview-text")).toContainText("Hello from “Ada Lovelace”");
  await expect(page.frameLocator('iframe[title="HTML preview"]').getByText("Hello from “Ada Lovelace”")).toBeVisible();
  await expectNoA11yViolations(page);

  // An unknown variable is refused with a message naming it.
  await page.getByLabel("Subject").fill("Join {{teamNam}} today");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "{{teamNam}}" })).toContainText("not available");
  await page.getByLabel("Subject").fill("Join {{teamName}} today");
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Template saved");
  await expect(page.getByLabel("Template", { exact: true })).toContainText("Invitation (edited)");

  await page.getByRole("button", { name: "Send test to me" }).click();
  await expectToast(page, "Test e-mail queued", `It goes to ${team.admin.email}.`);

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const admin = await context.newPage();
  await signInAsSuperAdmin(admin);
  await expect(admin).toHaveURL(/\/super-admin$/);
  await admin.goto("/super-admin/outbox");
  const messages = admin.getByRole("list", { name: "Outbox messages" });
  await expect(
    messages
      .getByRole("listitem")
      .filter({ hasText: `To ${team.admin.email}` })
      .first(),
  ).toContainText("[Test] Join “Acme” today");

  await admin
    .getByRole("navigation", { name: "Super admin sections" })
    .getByRole("link", { name: "Email templates" })
    .click();
  await expect(admin).toHaveURL(/\/super-admin\/email-templates$/);
  await admin.getByLabel("Template", { exact: true }).selectOption({ label: "Welcome" });
  await expect(admin.getByRole("heading", { name: "Welcome", level: 2 })).toBeVisible();
  await admin.getByLabel("Subject").fill("Welcome aboard {{productName}}");
  await expect(admin.getByTestId("preview-subject")).toHaveText("Welcome aboard Officely");
  await admin.getByRole("button", { name: "Save" }).click();
  await expectToast(admin, "Template saved");
  await expectNoA11yViolations(admin);
  await admin.getByRole("button", { name: "Reset to default" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Reset" }).click();
  await expect(admin.getByLabel("Subject")).toHaveValue("Welcome to {{productName}}");
  await context.close();
});
