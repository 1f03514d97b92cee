/**
 * Passkeys in Chromium with its virtual authenticator (CDP WebAuthn, a platform authenticator that
 * verifies its user): add one in Settings > Security after the password, sign out, sign in with it
 * from /auth ("Use a passkey") without a password; a wrong password adds nothing; removing it stops it signing in.
 * A passkey is a second factor: it meets a team's requirement, and a password sign-in then asks for it.
 */
import { expect, type Page, test } from "@playwright/test";
import {
  addVirtualAuthenticator,
  expectNoA11yViolations,
  expectToast,
  joinAsColleague,
  PASSWORD,
  signUpTeam,
} from "./fixtures.ts";

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

/** Adds a passkey named `name` from the dialog that `open` opened. */
async function addPasskeyInDialog(page: Page, name: string, password: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Add a passkey" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Your password").fill(password);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expectToast(page, `Passkey “${name}” added`);
}

/** Adds a passkey named `name` from Settings > Security, as whoever `page` is signed in as. */
async function addPasskeyInSettings(page: Page, name: string, password: string): Promise<void> {
  await page.goto("/settings?tab=security");
  await page.getByRole("region", { name: "Passkeys" }).getByRole("button", { name: "Add a passkey" }).click();
  await addPasskeyInDialog(page, name, password);
}

test("a passkey meets a team's two-factor requirement, and the password sign-in then asks for it", async ({
  page,
  browser,
}) => {
  await signUpTeam(page, "Ann Lee");
  await addVirtualAuthenticator(page);
  await addPasskeyInSettings(page, "Work laptop", PASSWORD);
  // The admin's passkey is their own second factor, so they may require one of everyone.
  await page.goto("/settings?tab=team");
  await page.getByLabel("Two-factor authentication").selectOption("Required for everyone");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Settings saved");

  // A member without one is asked, and adds a passkey instead of an authenticator app.
  const colleague = await joinAsColleague(browser, page, "member", "Ben Okafor");
  await addVirtualAuthenticator(colleague.page);
  await colleague.page.goto("/dashboard");
  const screen = colleague.page.getByRole("main");
  await expect(screen.getByText("a code from an authenticator app, or a passkey")).toBeVisible();
  await screen.getByRole("button", { name: "Add a passkey" }).click();
  await addPasskeyInDialog(colleague.page, "Phone", colleague.account.password);
  await expect(colleague.page.getByRole("heading", { level: 1 })).toContainText("Welcome");

  // Signing in with the password alone is not enough: the passkey is asked for.
  await colleague.page.request.post("/api/logout");
  await colleague.page.goto("/auth");
  await colleague.page.getByLabel("Email").fill(colleague.account.email);
  await colleague.page.getByLabel("Password", { exact: true }).fill(colleague.account.password);
  await colleague.page.getByRole("button", { name: "Sign In" }).click();
  const step = colleague.page.getByRole("region", { name: "Two-factor authentication" });
  await expect(step).toContainText("Confirm it's you with your passkey");
  await expect(step.getByLabel("Authentication code")).toHaveCount(0);
  await expectNoA11yViolations(colleague.page);
  expect((await colleague.page.request.get("/api/user")).status()).toBe(401);
  await step.getByRole("button", { name: "Use your passkey" }).click();
  await expect(colleague.page).not.toHaveURL(/\/auth/);
  expect((await (await colleague.page.request.get("/api/user")).json()).user.email).toBe(colleague.account.email);
  await colleague.context.close();
});

test("a password session of someone with a passkey, once a factor is required, signs in again with the passkey", async ({
  page,
  browser,
}) => {
  await signUpTeam(page, "Ann Lee");
  await addVirtualAuthenticator(page);
  await addPasskeyInSettings(page, "Work laptop", PASSWORD);

  // A colleague adds a passkey while none is required, and later signs in with the password alone.
  const colleague = await joinAsColleague(browser, page, "member", "Ben Okafor");
  await addVirtualAuthenticator(colleague.page);
  await colleague.page.goto("/settings?tab=security");
  await colleague.page.getByRole("region", { name: "Passkeys" }).getByRole("button", { name: "Add a passkey" }).click();
  await addPasskeyInDialog(colleague.page, "Phone", colleague.account.password);
  await colleague.page.request.post("/api/logout");
  const signedIn = await colleague.page.request.post("/api/login", {
    data: { email: colleague.account.email, password: colleague.account.password },
  });
  expect((await signedIn.json()).user?.email).toBe(colleague.account.email);

  // Then the team requires a second factor: that session is asked for the passkey, one tap away.
  const required = await page.request.patch("/api/team/settings", { data: { twoFactorPolicy: "everyone" } });
  expect(required.ok(), await required.text()).toBe(true);
  await colleague.page.goto("/dashboard");
  const screen = colleague.page.getByRole("main");
  await expect(screen.getByRole("heading", { name: "Set up two-factor authentication" })).toBeVisible();
  await expect(screen.getByText("You signed in with your password alone")).toBeVisible();
  await expectNoA11yViolations(colleague.page);
  await screen.getByRole("button", { name: "Sign in with your passkey" }).click();
  await expect(colleague.page.getByRole("heading", { level: 1 })).toContainText("Welcome");
  expect((await colleague.page.request.get("/api/offices")).status()).toBe(200);
  await colleague.context.close();
});
