/**
 * Assigned desks (docs/product.md "Assigned desks"): a team admin assigns a desk to a member in the
 * office form; on the floor map the member releases it for a day, and a colleague can book it that
 * day but not on a day it was not released; the member books it on a day they kept.
 */
import { expect, test } from "@playwright/test";
import { dateInTeamZone, expectNoA11yViolations, expectToast, joinAsColleague, signUpTeam } from "./fixtures.ts";

test("a desk assigned in the office form is released on the floor map and booked by a colleague", async ({
  page,
  browser,
}) => {
  await signUpTeam(page, "Ann Lee");
  await page.request.patch("/api/user/complete-onboarding");
  const made = await page.request.post("/api/offices", { data: { name: "D-12", capacity: 1, kind: "desk" } });
  expect(made.ok()).toBe(true);
  const ben = await joinAsColleague(browser, page, "member", "Ben Okafor");
  const cleo = await joinAsColleague(browser, page, "member", "Cleo Diaz");
  for (const member of [ben, cleo]) await member.page.request.patch("/api/user/complete-onboarding");

  await page.goto("/team/offices");
  await page.getByRole("button", { name: "Edit D-12" }).click();
  const form = page.getByRole("dialog", { name: "Edit office" });
  await form.getByLabel("Assigned to").selectOption({ label: "Ben Okafor" });
  await expectNoA11yViolations(page);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Assigned to Ben Okafor")).toBeVisible();

  // Two weekdays ahead: Ben releases the first, keeps the second.
  const [released, kept] = [dateInTeamZone(7), dateInTeamZone(8)];
  await ben.page.goto(`/map?date=${released}`);
  await ben.page.getByRole("tab", { name: "List" }).click();
  await ben.page.getByRole("button", { name: /^Your desk D-12/ }).click();
  const dialog = ben.page.getByRole("dialog", { name: "D-12 is your desk" });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(ben.page);
  await dialog.getByRole("button", { name: /^Release for / }).click();
  await expectToast(ben.page, "Desk released", "D-12");

  await cleo.page.goto(`/map?date=${kept}`);
  await cleo.page.getByRole("tab", { name: "List" }).click();
  await expect(cleo.page.getByRole("button", { name: "Book D-12" })).toBeDisabled();
  await expect(cleo.page.getByText(/Ben Okafor/)).toBeVisible();
  // The day view closes its hours with the reason, rather than offering a booking the server refuses.
  await cleo.page.goto(`/day?date=${kept}`);
  await expect(
    cleo.page.getByRole("button", {
      name: "D-12 at 10:00: Assigned. Assigned to Ben Okafor: colleagues can book it on the days they release it.",
    }),
  ).toBeVisible();
  await expect(cleo.page.getByRole("button", { name: "Book D-12 at 10:00", exact: true })).toHaveCount(0);
  // So does the week view of that desk.
  const deskId = ((await made.json()) as { id: string }).id;
  await cleo.page.goto(`/week?date=${kept}&office=${deskId}`);
  // Every day of that week but the released one (if it falls in it) is Ben's.
  const kept10 = cleo.page.getByText(/^10:00 on .*: Assigned to Ben Okafor: colleagues can book it/);
  await expect(kept10.first()).toBeAttached();
  expect(await kept10.count()).toBeGreaterThanOrEqual(6);
  await cleo.page.goto(`/map?date=${released}`);
  await cleo.page.getByRole("tab", { name: "List" }).click();
  await cleo.page.getByRole("button", { name: "Book D-12" }).click();
  const booking = cleo.page.getByRole("dialog");
  await booking.getByRole("button", { name: /^Book/ }).last().click();
  await expect(booking).toBeHidden();
  const mine = await cleo.page.request.get("/api/bookings/upcoming?limit=5");
  expect(((await mine.json()) as { officeName: string }[]).map((b) => b.officeName)).toEqual(["D-12"]);
  // The holder books their own desk on a day they kept (to check in, with a purpose).
  await ben.page.goto(`/map?date=${kept}`);
  await ben.page.getByRole("tab", { name: "List" }).click();
  await ben.page.getByRole("button", { name: /^Your desk D-12/ }).click();
  await ben.page
    .getByRole("dialog", { name: "D-12 is your desk" })
    .getByRole("button", { name: /^Book it for / })
    .click();
  const own = ben.page.getByRole("dialog");
  await expect(own.getByRole("button", { name: /^Book/ }).last()).toBeVisible();
  await own.getByRole("button", { name: /^Book/ }).last().click();
  await expect(own).toBeHidden();
  const held = await ben.page.request.get("/api/bookings/upcoming?limit=5");
  expect(((await held.json()) as { officeName: string }[]).map((b) => b.officeName)).toEqual(["D-12"]);
  await Promise.all([ben.context.close(), cleo.context.close()]);
});
