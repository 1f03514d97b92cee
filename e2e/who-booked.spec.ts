/**
 * Who booked (docs/product.md "Who booked"): a team admin turns "Show who booked" off in the booking
 * rules and a member's day view says "Someone" on the admin's booking while still naming their own;
 * a member hides their name in Preferences and a colleague's open day view turns it to "Someone"
 * without a reload, the admin still sees it.
 */
import { expect, test } from "@playwright/test";
import {
  bookThroughApi,
  createOffice,
  expectNoA11yViolations,
  expectToast,
  joinAsColleague,
  signUpTeam,
  tomorrowInTeamZone,
} from "./fixtures.ts";

test("the team's setting and a member's preference keep names from members, not from the admin", async ({
  page,
  browser,
}) => {
  await signUpTeam(page, "Ann Lee");
  const office = await createOffice(page, "Hub", 6, true);
  const date = tomorrowInTeamZone();
  await bookThroughApi(page, office.id, date, 9);
  const ben = await joinAsColleague(browser, page, "member", "Ben Okafor");
  const cleo = await joinAsColleague(browser, page, "member", "Cleo Diaz");
  await bookThroughApi(ben.page, office.id, date, 11);
  for (const member of [ben, cleo]) await member.page.request.patch("/api/user/complete-onboarding");

  const blocks = (who: typeof page) => who.locator("[data-booking-id]");
  await ben.page.goto(`/day?date=${date}`);
  await expect(blocks(ben.page).first()).toHaveAccessibleName(/^Hub booked by Ann Lee 09:00–10:00/);

  await page.goto("/settings?tab=team");
  const form = page.getByRole("form", { name: "Booking rules" });
  const names = form.getByRole("switch", { name: "Show who booked" });
  await expect(names).toBeChecked();
  await names.click();
  await form.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Settings saved");
  await expectNoA11yViolations(page);

  await ben.page.reload();
  await expect(blocks(ben.page).first()).toHaveAccessibleName(/^Hub booked by Someone 09:00–10:00/);
  await expect(blocks(ben.page).nth(1)).toHaveAccessibleName(/^Hub booked by Ben Okafor 11:00–12:00/);
  await expect(ben.page.getByText("Ann Lee")).toHaveCount(0);
  await expectNoA11yViolations(ben.page);

  // With the team showing names again, Ben hides his own: Cleo sees "Someone", Ann still sees him.
  await names.click();
  await form.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Settings saved");
  await cleo.page.goto(`/day?date=${date}`);
  await expect(blocks(cleo.page).nth(1)).toHaveAccessibleName(/^Hub booked by Ben Okafor 11:00–12:00/);
  await ben.page.goto("/preferences");
  const hide = ben.page.getByRole("switch", { name: "Hide my name on my bookings" });
  await expect(hide).not.toBeChecked();
  await hide.click();
  await expect(hide).toBeChecked();
  await expectNoA11yViolations(ben.page);

  // Cleo's open day view hears of it and refetches, without a reload.
  await expect(blocks(cleo.page).nth(1)).toHaveAccessibleName(/^Hub booked by Someone 11:00–12:00/);
  await expect(blocks(cleo.page).first()).toHaveAccessibleName(/^Hub booked by Ann Lee 09:00–10:00/);
  await page.goto(`/day?date=${date}`);
  await expect(blocks(page).nth(1)).toHaveAccessibleName(/^Hub booked by Ben Okafor 11:00–12:00/);
  await Promise.all([ben.context.close(), cleo.context.close()]);
});
