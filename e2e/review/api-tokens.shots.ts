/**
 * Screenshots of personal API tokens for a person to look at (not a test): Settings > Security with
 * a live, an expired-looking and a revoked token, the "Make an API token" dialog and the dialog that
 * shows a new token once, at 1366 and 390 px, light and dark.
 *   REVIEW_SHOTS=/tmp/shots-tokens npx playwright test e2e/review/api-tokens.shots.ts
 */
import { expect, test } from "@playwright/test";
import { signUpTeam } from "../fixtures.ts";
import { SIZES, shotsDir } from "./shots.ts";

test("screenshots of API tokens at 1366 and 390 px, light and dark", async ({ page }) => {
  test.setTimeout(300_000);
  const dir = shotsDir();
  await signUpTeam(page, "Ann Lee");
  await page.request.patch("/api/user/complete-onboarding");
  const make = (name: string, scopes: string[], expiresInDays: number | null) =>
    page.request.post("/api/user/tokens", { data: { name, scopes, expiresInDays } });
  await make("Nightly export to the data warehouse", ["bookings:read", "offices:read", "analytics:read"], 365);
  const old = await (await make("Old badge sync", ["bookings:write"], 30)).json();
  await page.request.delete(`/api/user/tokens/${old.id}`);
  await make("Slack bot", ["bookings:read", "bookings:write", "members:read"], null);
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.request.patch("/api/user/preferences", { data: { theme } });
    for (const [name, size] of SIZES) {
      await page.setViewportSize(size);
      await page.goto("/settings?tab=security");
      const section = page.getByRole("region", { name: "API tokens" });
      await expect(section.getByRole("listitem").filter({ hasText: "Slack bot" })).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: `${dir}/section-${name}-${theme}.png` });
      await section.getByRole("button", { name: "Make a token" }).click();
      const dialog = page.getByRole("dialog", { name: "Make an API token" });
      await dialog.getByLabel("Name").fill("Calendar script");
      await page.screenshot({ path: `${dir}/make-${name}-${theme}.png` });
      await dialog.getByRole("button", { name: "Make token" }).click();
      const shown = page.getByRole("dialog", { name: "Token “Calendar script”" });
      await expect(shown).toBeVisible();
      await page.screenshot({ path: `${dir}/shown-${name}-${theme}.png` });
      await shown.getByRole("button", { name: "Done" }).click();
      const made = section.getByRole("listitem").filter({ hasText: "Calendar script" }).first();
      await made.getByRole("button", { name: "Revoke Calendar script" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Revoke" }).click();
      await expect(made).toContainText("Revoked");
    }
  }
});
