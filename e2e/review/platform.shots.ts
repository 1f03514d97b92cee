/**
 * Screenshots of every super-admin page for a person to look at (not a test), at 1366 and 390 px,
 * with the OS preferring dark (the area stays light, spec section 2).
 *   REVIEW_SHOTS=/tmp/shots-platform npx playwright test e2e/review/platform.shots.ts
 */
import { expect, test } from "@playwright/test";
import { signUpTeam } from "../fixtures.ts";
import { signInAsSuperAdmin } from "../super-admin-account.ts";
import { shotsDir } from "./shots.ts";

const PAGES = [
  ["overview", "/super-admin"],
  ["teams", "/super-admin/teams"],
  ["users", "/super-admin/users"],
  ["analytics", "/super-admin/analytics"],
  ["outbox", "/super-admin/outbox"],
  ["email-templates", "/super-admin/email-templates"],
  ["system-health", "/super-admin/system-health"],
] as const;

test("screenshots of the super admin's pages at 1366 and 390 px", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const dir = shotsDir();
  await signUpTeam(page, "Ann Lee");
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, colorScheme: "dark" });
  const admin = await context.newPage();
  await signInAsSuperAdmin(admin);
  await expect(admin).toHaveURL(/\/super-admin$/);
  for (const width of [1366, 390]) {
    await admin.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const [name, path] of PAGES) {
      await admin.goto(path);
      await expect(admin.getByRole("heading", { name: "Super Admin", level: 1 })).toBeVisible();
      await admin.waitForLoadState("networkidle");
      await admin.screenshot({ path: `${dir}/platform-${name}-${width}.png`, fullPage: true });
    }
    // Chromium paints a frame below the fold only once it is scrolled to: the preview, in view.
    await admin.goto("/super-admin/email-templates");
    const preview = admin.getByTitle("HTML preview");
    // A new frame per rendering (email-preview.tsx): the one with the sample's text is the last.
    await expect(preview.contentFrame().getByText(/invited you to join/)).toBeVisible();
    await preview.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: `${dir}/platform-email-preview-${width}.png` });
  }
  await admin.getByRole("navigation", { name: "Mobile navigation" }).getByRole("button", { name: "More" }).click();
  await expect(admin.getByRole("dialog", { name: "More" })).toBeVisible();
  await admin.screenshot({ path: `${dir}/platform-more-390.png` });
  await context.close();
});
