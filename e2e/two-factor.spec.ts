/**
 * Two-factor authentication in a browser (docs/decisions/0029): Settings > Security sets up an
 * authenticator app (password, the key beside the QR code, a code, the backup codes shown once; live
 * updates carry on over the renewed session);
 * signing in then asks for the app's code, a wrong one is refused in words, a backup code works
 * instead; turning it off asks for the password. A team admin turns off the second factor of a
 * member who lost theirs. Codes come from the tests' own RFC 6238 authenticator.
 */
import { expect, test } from "@playwright/test";
import { nextTotpCode, totpCode, wrongTotpCode } from "../src/server/test/totp.ts";
import {
  expectNoA11yViolations,
  expectToast,
  joinAsColleague,
  PASSWORD,
  signUpTeam,
  turnOnTwoFactor,
} from "./fixtures.ts";

test("set up an authenticator, sign in with its code or a backup code, turn it off", async ({ page, browser }) => {
  const team = await signUpTeam(page, "Ann Lee");
  await page.goto("/settings?tab=security");
  const section = page.getByRole("region", { name: /Two-factor authentication/ });
  await expect(section.getByText("Off", { exact: true })).toBeVisible();
  await section.getByRole("button", { name: "Set up authenticator app" }).click();

  const dialog = page.getByRole("dialog", { name: "Set up an authenticator app" });
  await dialog.getByLabel("Your password").fill("Not-The-Password-1");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Your password is not correct. Nothing was changed.");
  await dialog.getByLabel("Your password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expectNoA11yViolations(page);
  const secret = (await dialog.locator("code").innerText()).replaceAll(" ", "");

  await dialog.getByLabel("6-digit code").fill("12345");
  await dialog.getByRole("button", { name: "Turn on" }).click();
  await expect(dialog.getByText("Enter the 6-digit code", { exact: true })).toBeVisible();
  await dialog.getByLabel("6-digit code").fill(totpCode(secret));
  await dialog.getByRole("button", { name: "Turn on" }).click();
  await expectToast(page, "Two-factor authentication is on");
  const codes = page.getByRole("dialog", { name: "Save your backup codes" });
  const backupCodes = await codes.getByRole("list").getByRole("listitem").allInnerTexts();
  expect(backupCodes).toHaveLength(10);
  await codes.getByRole("button", { name: "I have saved them" }).click();
  await expect(section.getByText("On", { exact: true })).toBeVisible();
  await expect(section.getByText("10 backup codes left")).toBeVisible();
  // The session was renewed: live updates carry on over the new one.
  await expect(page.getByRole("status").filter({ hasText: "Live updates: Live" })).toBeAttached();

  // Another browser signs in: the password, then the app's code.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto("/auth");
  await phone.getByLabel("Email").fill(team.admin.email);
  await phone.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await phone.getByRole("button", { name: "Sign In" }).click();
  const step = phone.getByRole("form", { name: "Two-factor authentication" });
  await expect(step.getByLabel("Authentication code")).toBeFocused();
  await expectNoA11yViolations(phone);
  await step.getByLabel("Authentication code").fill(wrongTotpCode(secret));
  await step.getByRole("button", { name: "Verify" }).click();
  await expect(step.getByRole("alert")).toContainText("That code is not correct.");
  await step.getByRole("button", { name: "Use a backup code instead" }).click();
  await step.getByLabel("Backup code").fill(backupCodes[0]);
  await step.getByRole("button", { name: "Verify" }).click();
  await expect(phone).toHaveURL(/\/dashboard/);
  await other.close();

  // This browser again: the app's code signs in.
  await page.goto("/settings?tab=security");
  await expect(section.getByText("9 backup codes left")).toBeVisible();
  await page.evaluate(() => fetch("/api/logout", { method: "POST" }));
  await page.goto("/auth");
  await page.getByLabel("Email").fill(team.admin.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByLabel("Authentication code").fill(nextTotpCode(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto("/settings?tab=security");
  await section.getByRole("button", { name: "Turn off" }).click();
  const off = page.getByRole("dialog", { name: "Turn off two-factor authentication?" });
  await off.getByLabel("Your password").fill(PASSWORD);
  await off.getByRole("button", { name: "Turn off" }).click();
  await expectToast(page, "Two-factor authentication is off");
  await expect(section.getByText("Off", { exact: true })).toBeVisible();
});

test("a team admin turns off the two-factor authentication of a member who lost their phone", async ({
  page,
  browser,
}) => {
  await signUpTeam(page, "Ann Lee");
  const colleague = await joinAsColleague(browser, page, "member", "Ben Okafor");
  await turnOnTwoFactor(colleague.page, colleague.account.password);

  await page.goto("/team/manage");
  await page.getByRole("button", { name: "Reset 2FA of Ben Okafor" }).click();
  const dialog = page.getByRole("dialog", { name: "Turn off two-factor authentication of Ben Okafor?" });
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Turn off" }).click();
  await expectToast(page, "Two-factor authentication of Ben Okafor is off");
  await expect(page.getByRole("button", { name: "Reset 2FA of Ben Okafor" })).toHaveCount(0);
  const login = await colleague.page.request.post("/api/login", {
    data: { email: colleague.account.email, password: colleague.account.password },
  });
  expect(((await login.json()) as { user?: { name: string } }).user?.name).toBe("Ben Okafor");
  await colleague.context.close();
});

test("a team that requires two-factor authentication asks a member to set it up before anything else", async ({
  page,
  browser,
}) => {
  await signUpTeam(page, "Ann Lee");
  // The admin turns it on for themself first (the server refuses the policy otherwise).
  await turnOnTwoFactor(page, PASSWORD);
  await page.goto("/settings?tab=team");
  await page.getByLabel("Two-factor authentication").selectOption("Required for everyone");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Settings saved");

  const colleague = await joinAsColleague(browser, page, "member", "Ben Okafor");
  await colleague.page.goto("/dashboard");
  const screen = colleague.page.getByRole("main");
  await expect(screen.getByRole("heading", { name: "Set up two-factor authentication" })).toBeVisible();
  await expectNoA11yViolations(colleague.page);
  await screen.getByRole("button", { name: "Set up authenticator app" }).click();
  const dialog = colleague.page.getByRole("dialog", { name: "Set up an authenticator app" });
  await dialog.getByLabel("Your password").fill(colleague.account.password);
  await dialog.getByRole("button", { name: "Continue" }).click();
  const key = (await dialog.locator("code").innerText()).replaceAll(" ", "");
  await dialog.getByLabel("6-digit code").fill(totpCode(key));
  await dialog.getByRole("button", { name: "Turn on" }).click();
  await colleague.page.getByRole("button", { name: "I have saved them" }).click();
  await expect(colleague.page.getByRole("heading", { level: 1 })).toContainText("Welcome");
  await colleague.context.close();
});
