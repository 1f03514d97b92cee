/**
 * The onboarding tour (spec section 2 "Onboarding tour", section 4 "Onboarding"): it opens
 * by itself for a new user, walks six steps anchored to the real elements with 'n of N', Previous and
 * Next, locks the page's scroll, takes the focus, and Complete marks onboarding complete with the
 * spec's toast; Skip Tour and Escape only close it; the 'New to Officely?' card starts it or dismisses
 * onboarding; Settings restarts it. At 390 px every step stays on screen.
 */
import { expect, type Page, test } from "@playwright/test";
import { createOffice, expectNoA11yViolations, signUpTeam, toast } from "./fixtures.ts";

const STEPS = [
  ["welcome", "Welcome to Officely"],
  ["calendar-views", "Calendar views"],
  ["office-selector", "Choose an office"],
  ["quick-booking", "Quick booking"],
  ["account-menu", "Your account"],
  ["help-toggle", "Help when you need it"],
] as const;

const tour = (page: Page) => page.locator("[data-tour-step]");
const card = (page: Page) => page.getByRole("region", { name: "New to Officely?" });
const status = async (page: Page) =>
  (await (await page.request.get("/api/user/onboarding-status")).json()) as {
    onboardingCompleted: boolean;
    hasSeenOnboarding: boolean;
  };
/** Waits for the home page (a loaded machine can take a while to serve the first visit). */
const loaded = (page: Page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
/** The toast's title and text in one look: it is on screen for only 2 s (spec section 9). */
const expectToastOnce = (page: Page, title: string, description: string) =>
  expect(toast(page)).toContainText(`${title}${description}`);
const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);

/** The box of the first visible element carrying `data-tour="{anchor}"`. */
async function anchorBox(page: Page, anchor: string) {
  return page.locator(`[data-tour="${anchor}"]:visible`).first().boundingBox();
}

test("a new user's tour opens by itself and walks the six steps to Complete, which ends onboarding", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signUpTeam(page);
  await createOffice(page, "Focus Room");
  await page.goto("/dashboard");
  await loaded(page);
  await expect(tour(page)).toHaveAttribute("data-tour-step", "welcome");
  const dialog = page.getByRole("dialog", { name: "Welcome to Officely" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("1 of 6")).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Welcome to Officely" })).toBeFocused();
  expect(await bodyOverflow(page)).toBe("hidden");
  expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(380);
  await expect(dialog.getByRole("button", { name: "Previous" })).toHaveCount(0);
  await expectNoA11yViolations(page);

  for (let i = 1; i < STEPS.length; i++) {
    await tour(page).getByRole("button", { name: "Next" }).click();
    const [id, title] = STEPS[i];
    await expect(tour(page)).toHaveAttribute("data-tour-step", id);
    await expect(page.getByRole("dialog", { name: title })).toBeVisible();
    await expect(tour(page).getByText(`${i + 1} of 6`)).toBeVisible();
    await expect(tour(page).getByRole("heading", { name: title })).toBeFocused();
    // The spotlight rings the real element the step explains (once it has glided there).
    await expect
      .poll(
        async () => {
          const ring = await page.getByTestId("tour-spotlight").boundingBox();
          const target = await anchorBox(page, id);
          if (!ring || !target) return "missing";
          return Math.abs(ring.x + 6 - target.x) < 3 && Math.abs(ring.width - 12 - target.width) < 3
            ? "ringed"
            : "apart";
        },
        { message: id },
      )
      .toBe("ringed");
    if (i === 2) {
      // Previous goes back one step.
      await tour(page).getByRole("button", { name: "Previous" }).click();
      await expect(tour(page)).toHaveAttribute("data-tour-step", "calendar-views");
      await expect(tour(page).getByText("2 of 6")).toBeVisible();
      await tour(page).getByRole("button", { name: "Next" }).click();
      await expect(tour(page)).toHaveAttribute("data-tour-step", "office-selector");
    }
  }
  await expect(tour(page).getByRole("button", { name: "Next" })).toHaveCount(0);
  await tour(page).getByRole("button", { name: "Complete" }).click();
  await expectToastOnce(page, "Tour completed!", "You're all set to start booking office spaces.");
  await expect(tour(page)).toHaveCount(0);
  expect(await bodyOverflow(page)).toBe("");
  await expect.poll(async () => (await status(page)).onboardingCompleted).toBe(true);
  await expect(card(page)).toHaveCount(0);

  await page.reload();
  await loaded(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Welcome back/);
  await page.waitForTimeout(2_000);
  await expect(tour(page)).toHaveCount(0);
  await expect(card(page)).toHaveCount(0);
});

test("Skip Tour and Escape only close the tour; the card starts it again, and Dismiss ends onboarding", async ({
  page,
}) => {
  await signUpTeam(page);
  await page.goto("/dashboard");
  await loaded(page);
  await expect(tour(page)).toBeVisible();
  await tour(page).getByRole("button", { name: "Skip Tour" }).click();
  await expect(tour(page)).toHaveCount(0);
  expect(await bodyOverflow(page)).toBe("");
  expect((await status(page)).onboardingCompleted).toBe(false);

  await expect(card(page)).toBeVisible();
  await card(page).getByRole("button", { name: "Start Tour" }).click();
  await expect(tour(page)).toHaveAttribute("data-tour-step", "welcome");
  await tour(page).getByRole("button", { name: "Next" }).click();
  await expect(tour(page).getByText("2 of 6")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(tour(page)).toHaveCount(0);
  expect((await status(page)).onboardingCompleted).toBe(false);

  // Seen once: it no longer opens by itself, but the card still offers it.
  await page.reload();
  await loaded(page);
  await expect(card(page)).toBeVisible();
  await page.waitForTimeout(2_000);
  await expect(tour(page)).toHaveCount(0);
  // The card leaves the quick-actions button free, on a desk and on a phone.
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const [cardBox, button] = [
      await card(page).boundingBox(),
      await page.getByRole("button", { name: "Quick actions" }).boundingBox(),
    ];
    if (!cardBox || !button) throw new Error("the card and the quick-actions button are both on screen");
    expect(cardBox.y + cardBox.height, `at ${width} px`).toBeLessThanOrEqual(button.y);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await card(page).getByRole("button", { name: "Dismiss" }).click();
  await expectToastOnce(page, "Welcome to Officely!", "You're all set up and ready to start booking offices.");
  await expect(card(page)).toHaveCount(0);
  await expect.poll(async () => (await status(page)).onboardingCompleted).toBe(true);
});

test("Settings restarts the tour: 'Onboarding Restarted', then home, where it opens again", async ({ page }) => {
  await signUpTeam(page);
  expect((await page.request.patch("/api/user/complete-onboarding")).ok()).toBe(true);
  await page.goto("/settings?tab=preferences");
  await page.getByRole("button", { name: "Restart tour" }).click();
  await expectToastOnce(page, "Onboarding Restarted", "The welcome tour will begin shortly.");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(tour(page)).toHaveAttribute("data-tour-step", "welcome", { timeout: 30_000 });
  await expect(tour(page).getByText("1 of 6")).toBeVisible();
  expect((await status(page)).onboardingCompleted).toBe(false);
});

test("at 390 px every step fits on screen, pointing at the bottom bar where the sidebar is hidden", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpTeam(page);
  await createOffice(page, "Focus Room");
  await page.goto("/dashboard");
  await loaded(page);
  await expect(tour(page)).toBeVisible();
  for (let i = 0; i < STEPS.length; i++) {
    await expect(tour(page)).toHaveAttribute("data-tour-step", STEPS[i][0]);
    await page.waitForTimeout(300);
    const box = await tour(page).boundingBox();
    expect(box, STEPS[i][0]).toBeTruthy();
    if (box) {
      expect(box.x, STEPS[i][0]).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, STEPS[i][0]).toBeLessThanOrEqual(390);
      expect(box.y, STEPS[i][0]).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, STEPS[i][0]).toBeLessThanOrEqual(844);
    }
    if (STEPS[i][0] === "account-menu") {
      const more = page.getByRole("navigation", { name: "Mobile navigation" }).getByRole("button", { name: "More" });
      await expect
        .poll(async () => {
          const [box, ring] = [await more.boundingBox(), await page.getByTestId("tour-spotlight").boundingBox()];
          return !!box && !!ring && Math.abs(ring.x + 6 - box.x) < 3;
        })
        .toBe(true);
    }
    if (i < STEPS.length - 1) await tour(page).getByRole("button", { name: "Next" }).click();
  }
  await tour(page).getByRole("button", { name: "Complete" }).click();
  await expectToastOnce(page, "Tour completed!", "");
});
