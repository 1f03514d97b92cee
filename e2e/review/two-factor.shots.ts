/**
 * Screenshots of two-factor authentication, at 1366 and 390 px, light and dark, for a person to look
 * at; not a test: the set-up dialog's scan and backup-code steps, the Security tab with it on, and the
 * sign-in's code step. Run with REVIEW_SHOTS naming the folder (see day-view.shots.ts).
 */
import { expect, test } from "@playwright/test";
import { totpCode } from "../../src/server/test/totp.ts";
import { addVirtualAuthenticator, joinAsColleague, PASSWORD, signUpTeam, turnOnTwoFactor } from "../fixtures.ts";
import { SIZES, shotsDir } from "./shots.ts";

test("screenshots of two-factor set-up and sign-in", async ({ browser }) => {
  test.setTimeout(240_000);
  const dir = shotsDir();
  for (const theme of ["light", "dark"] as const) {
    for (const [name, size] of SIZES) {
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      const team = await signUpTeam(page, "Ann Lee");
      const saved = await page.request.patch("/api/user/preferences", { data: { theme } });
      expect(saved.ok(), await saved.text()).toBe(true);
      await page.goto("/settings?tab=security");
      await page.getByRole("button", { name: "Set up authenticator app" }).click();
      const dialog = page.getByRole("dialog");
      await page.screenshot({ path: `${dir}/two-factor-password-${name}-${theme}.png` });
      await dialog.getByLabel("Your password").fill(PASSWORD);
      await dialog.getByRole("button", { name: "Continue" }).click();
      await expect(dialog.getByRole("img", { name: /QR code/ })).toBeVisible();
      await page.screenshot({ path: `${dir}/two-factor-scan-${name}-${theme}.png` });
      const secret = (await dialog.locator("code").innerText()).replaceAll(" ", "");
      await dialog.getByLabel("6-digit code").fill(totpCode(secret));
      await dialog.getByRole("button", { name: "Turn on" }).click();
      await expect(page.getByRole("dialog", { name: "Save your backup codes" })).toBeVisible();
      await page.screenshot({ path: `${dir}/two-factor-codes-${name}-${theme}.png` });
      await page.getByRole("button", { name: "I have saved them" }).click();
      await expect(page.getByText("10 backup codes left")).toBeVisible();
      await page.screenshot({ path: `${dir}/two-factor-on-${name}-${theme}.png`, fullPage: true });

      const other = await browser.newContext({ viewport: size, colorScheme: theme });
      const phone = await other.newPage();
      await phone.goto("/auth");
      await phone.getByLabel("Email").fill(team.admin.email);
      await phone.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await phone.getByRole("button", { name: "Sign In" }).click();
      await phone.getByLabel("Authentication code").fill("000000");
      await phone.getByRole("button", { name: "Verify" }).click();
      await expect(phone.getByRole("alert")).toBeVisible();
      await phone.screenshot({ path: `${dir}/two-factor-sign-in-${name}-${theme}.png`, fullPage: true });
      await other.close();
      await context.close();
    }
  }
});

test("screenshots of the members table with a member's Reset 2FA", async ({ browser }) => {
  test.setTimeout(120_000);
  const dir = shotsDir();
  for (const theme of ["light", "dark"] as const) {
    for (const [name, size] of SIZES) {
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      await signUpTeam(page, "Ann Lee");
      await page.request.patch("/api/user/preferences", { data: { theme } });
      const colleague = await joinAsColleague(browser, page, "member", "Ben Okafor");
      await turnOnTwoFactor(colleague.page, colleague.account.password);
      await page.goto("/team/manage");
      await page.getByRole("button", { name: "Reset 2FA of Ben Okafor" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.screenshot({ path: `${dir}/two-factor-team-reset-${name}-${theme}.png` });
      await colleague.context.close();
      await context.close();
    }
  }
});

test("screenshots of the screen a team's required second factor shows", async ({ browser }) => {
  test.setTimeout(120_000);
  const dir = shotsDir();
  for (const theme of ["light", "dark"] as const) {
    for (const [name, size] of SIZES) {
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      await signUpTeam(page, "Ann Lee");
      await turnOnTwoFactor(page, PASSWORD);
      await page.request.patch("/api/team/settings", { data: { twoFactorPolicy: "everyone" } });
      const colleague = await joinAsColleague(browser, page, "member", "Ben Okafor", {
        viewport: size,
        colorScheme: theme,
      });
      const failed: string[] = [];
      colleague.page.on("response", (res) => {
        if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
      });
      await colleague.page.goto("/dashboard");
      await expect(colleague.page.getByRole("heading", { name: "Set up two-factor authentication" })).toBeVisible();
      await colleague.page.waitForTimeout(1500);
      console.info(`calls refused on the required screen (${name} ${theme}): ${JSON.stringify(failed)}`);
      await colleague.page.screenshot({ path: `${dir}/two-factor-required-${name}-${theme}.png` });
      await colleague.context.close();
      await context.close();
    }
  }
});

test("screenshots of a sign-in's second step with a passkey", async ({ browser }) => {
  test.setTimeout(240_000);
  const dir = shotsDir();
  for (const theme of ["light", "dark"] as const) {
    for (const [name, size] of SIZES) {
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      const team = await signUpTeam(page, "Ann Lee");
      await addVirtualAuthenticator(page);
      await page.goto("/settings?tab=security");
      await page.getByRole("region", { name: "Passkeys" }).getByRole("button", { name: "Add a passkey" }).click();
      const dialog = page.getByRole("dialog", { name: "Add a passkey" });
      await dialog.getByLabel("Name").fill("Work laptop");
      await dialog.getByLabel("Your password").fill(PASSWORD);
      await dialog.getByRole("button", { name: "Continue" }).click();
      await expect(dialog).toBeHidden();
      await page.request.patch("/api/team/settings", { data: { twoFactorPolicy: "everyone" } });

      for (const step of ["passkey", "both"] as const) {
        if (step === "both") await turnOnTwoFactor(page, PASSWORD);
        const other = await browser.newContext({ viewport: size, colorScheme: theme });
        const phone = await other.newPage();
        await phone.goto("/auth");
        await phone.getByLabel("Email").fill(team.admin.email);
        await phone.getByLabel("Password", { exact: true }).fill(PASSWORD);
        await phone.getByRole("button", { name: "Sign In" }).click();
        await expect(phone.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
        await phone.screenshot({ path: `${dir}/two-factor-step-${step}-${name}-${theme}.png`, fullPage: true });
        await other.close();
      }
      await context.close();
    }
  }
});
