/**
 * Passkeys in Chromium with its virtual authenticator (CDP WebAuthn, a platform authenticator that
 * verifies its user): add one in Settings > Security after the password, sign out, sign in with it
 * from /auth ("Use a passkey") without a password; a wrong password adds nothing; removing it stops it signing in.
 */
import { expect, type Page, test } from "@playwright/test";
import { expectNoA11yViolations, expectToast, PASSWORD, signUpTeam } from "./fixtures.ts";

async function addVirtualAuthenticator(page: Page): Promise<void> {
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

test("add a passkey, sign in with it instead of the password, remove it", async ({ page }) => {
  const team = await signUpTeam(page, "Ann Lee");
  await addVirtualAuthenticator(page);
  await page.goto("/settings?tab=security");
  const section = page.getByRole("region", { name: "Passkeys" });
  await section.getByRole("button", { name: "Add a passkey" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a passkey" });
  await dialog.getByLabel("Name").fill("Work laptop");
  await dialog.getByLabel("Your password").fill("Not-The-Password-1");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Your password is not correct. Nothing was changed.");
  await dialog.getByLabel("Your password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expectToast(page, "Passkey “Work laptop” added");
  await expect(section.getByRole("listitem").filter({ hasText: "Work laptop" })).toContainText("never used");
  await expectNoA11yViolations(page);

  // Signed out, the passkey alone signs in.
  await page.request.post("/api/logout");
  await page.goto("/auth");
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  const me = await (await page.request.get("/api/user")).json();
  expect(me.user.email).toBe(team.admin.email);

  await page.goto("/settings?tab=security");
  const row = section.getByRole("listitem").filter({ hasText: "Work laptop" });
  await expect(row).toContainText("last used");
  await row.getByRole("button", { name: "Remove passkey Work laptop" }).click();
  await expect(section.getByRole("listitem")).toHaveCount(0);

  // The authenticator still holds it, but the app no longer accepts it.
  await page.request.post("/api/logout");
  await page.goto("/auth");
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "That passkey did not sign you in. Try again, or sign in with your password.",
  );
});
