/**
 * Personal API tokens in Settings > Security (docs/product.md "API tokens"): a member makes one with
 * a scope, copies it from the dialog that shows it once, a script calls the API with it (outside the
 * browser's session), it is refused outside its scope, and revoking it refuses it from then on. The
 * analytics scope is not offered to a member. At a phone's width too, axe clean.
 */
import { expect, request, test } from "@playwright/test";
import { expectNoA11yViolations, expectToast, joinAsColleague, signUpTeam } from "./fixtures.ts";

test("make a token, call the API with it, revoke it", async ({ browser, page: adminPage, baseURL }) => {
  await signUpTeam(adminPage, "Ann Lee");
  const { page, context } = await joinAsColleague(browser, adminPage, "member", "Max Moss");
  await page.goto("/settings?tab=security");
  const section = page.getByRole("region", { name: "API tokens" });
  await expect(section).toContainText("No tokens yet.");
  await section.getByRole("button", { name: "Make a token" }).click();

  const dialog = page.getByRole("dialog", { name: "Make an API token" });
  await expect(dialog.getByRole("checkbox")).toHaveCount(4);
  await expect(dialog.getByText("Read the team's analytics")).toHaveCount(0);
  await dialog.getByLabel("Name").fill("Calendar script");
  await expect(dialog.getByRole("checkbox", { name: /Read bookings and availability/ })).toBeChecked();
  await dialog.getByRole("checkbox", { name: /Book, change, cancel and check in/ }).check();
  await dialog.getByLabel("Expires").selectOption({ label: "In 30 days" });
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Make token" }).click();

  const shown = page.getByRole("dialog", { name: "Token “Calendar script”" });
  const token = await shown.getByLabel("Token", { exact: true }).inputValue();
  expect(token).toMatch(/^ofc_pat_/);
  await expect(shown.getByRole("textbox", { name: "Try it" })).toHaveValue(
    new RegExp(`Authorization: Bearer ${token}.*/api/bookings/upcoming`),
  );
  await expectNoA11yViolations(page);
  await shown.getByRole("button", { name: "Done" }).click();

  const row = section.getByRole("listitem").filter({ hasText: "Calendar script" }).first();
  await expect(row).toContainText("never used");
  await expect(row).toContainText("bookings:write");
  await expect(row).toContainText("expires");

  // A script, with no cookies: the token alone.
  const script = await request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  const upcoming = await script.get("/api/bookings/upcoming");
  expect(upcoming.status()).toBe(200);
  expect(upcoming.headers()["ratelimit-limit"]).toBeTruthy();
  const offices = await script.get("/api/offices");
  expect(offices.status()).toBe(403);
  expect((await offices.json()).code).toBe("TOKEN_SCOPE_MISSING");
  const account = await script.get("/api/user");
  expect((await account.json()).code).toBe("TOKEN_NOT_ACCEPTED");

  await page.reload();
  await expect(row).toContainText("last used");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row.getByRole("button", { name: "Revoke Calendar script" })).toBeVisible();
  await expectNoA11yViolations(page);
  await row.getByRole("button", { name: "Revoke Calendar script" }).click();
  const confirm = page.getByRole("dialog", { name: "Revoke “Calendar script”?" });
  await confirm.getByRole("button", { name: "Revoke" }).click();
  await expectToast(page, "“Calendar script” revoked");
  await expect(row).toContainText("Revoked");
  await expect(row.getByRole("button", { name: "Revoke Calendar script" })).toHaveCount(0);
  expect((await script.get("/api/bookings/upcoming")).status()).toBe(401);
  await script.dispose();
  await context.close();
});
