/**
 * Toasts per spec section 4: one visible at a time (a new one replaces the old), gone after
 * 2000 ms, F8 moves focus to the toast region, and a swipe right of 50 px dismisses one.
 */
import { expect, type Page, test } from "@playwright/test";
import { expectToast, signUpTeam, toast } from "./fixtures.ts";

/** Saves the profile form, which answers with the "Profile saved" toast. */
async function saveProfile(page: Page, name: string): Promise<void> {
  await page.getByLabel("Your Name").fill(name);
  await page.getByRole("button", { name: "Save profile" }).click();
}

test("one toast at a time, 2 s on screen, F8 reaches it and a swipe right dismisses it", async ({ page }) => {
  await signUpTeam(page, "Ann Lee");
  await page.goto("/settings?tab=profile");

  // Two saves in a row: the second toast replaces the first, never two on screen.
  await saveProfile(page, "Ann Lovelace");
  await expectToast(page, "Profile saved");
  await saveProfile(page, "Ann Byron");
  await expectToast(page, "Profile saved");
  await expect(toast(page)).toHaveCount(1);

  // Left alone, it goes after its 2000 ms (within a generous margin for a busy machine).
  await expect(toast(page)).toHaveCount(0, { timeout: 5_000 });

  // F8 moves focus into the toast region, from wherever focus is.
  await saveProfile(page, "Ann Lee");
  await expectToast(page, "Profile saved");
  await page.getByLabel("Job Title").focus();
  await page.keyboard.press("F8");
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest("[role=region]")?.getAttribute("aria-label")))
    .toMatch(/F8/);
  // Focus in the region pauses the timer: the toast stays while the user reads it.
  await page.waitForTimeout(2_500);
  await expect(toast(page)).toHaveCount(1);
  await page.getByLabel("Job Title").focus();

  // A swipe right of more than 50 px dismisses it at once.
  await saveProfile(page, "Ann Lovelace");
  await expectToast(page, "Profile saved");
  // Pointing at it pauses its timer (as focus does), so the swipe is what dismisses it.
  await toast(page).hover();
  const box = await toast(page).boundingBox();
  if (!box) throw new Error("the toast has no box");
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let dx = 10; dx <= 80; dx += 10) await page.mouse.move(box.x + 20 + dx, y);
  await page.mouse.up();
  await expect(toast(page)).toHaveCount(0, { timeout: 1_000 });
});
