/**
 * Password reset for everyone (docs/product.md "Platform"): "Forgot password?" on the Sign In tab
 * answers the same words for any address; a reset link with a bad token says so instead of changing
 * anything.
 */
import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./fixtures.ts";

test("Forgot password? sends a link without telling whether the address is registered", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign In" }).click();
  await page.getByRole("button", { name: "Forgot password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset your password" });
  await dialog.getByLabel("Email").fill("nobody-here@example.test");
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Send reset link" }).click();
  await expect(dialog.getByRole("status")).toHaveText(/If an account exists for that e-mail, we have sent it a link/);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
});

test("a used or unknown reset link is refused with the reason", async ({ page }) => {
  await page.goto("/auth/reset?token=not-a-real-token");
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("Cedar-Brook-Walrus-3");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert")).toHaveText(/invalid, already used or expired/);
  await expectNoA11yViolations(page);
});
