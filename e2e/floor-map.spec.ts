/**
 * The floor map (docs/product.md "The floor map") as a member meets it: each space on the plan
 * named by its state and who holds it, the legend counting them, a free desk booked from the map
 * at 1366 px in the light theme and from the list at 390 px in the dark one, the map following.
 * Axe clean in both.
 */
import { expect, type Page, test } from "@playwright/test";
import { expectNoA11yViolations, joinAsColleague, signUpTeam, toast, tomorrowInTeamZone } from "./fixtures.ts";
import { seedFloorMap } from "./floor-map-seed.ts";

async function openMap(page: Page, date: string) {
  await page.goto(`/map?date=${date}`);
  await expect(page.getByRole("heading", { name: "Floor map" })).toBeVisible();
}

test("a member finds who sits where and books a free desk from the map and from the list", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpTeam(page);
  expect((await page.request.patch("/api/user/complete-onboarding")).ok()).toBe(true);
  const date = tomorrowInTeamZone();
  await seedFloorMap(browser, page, date);

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.emulateMedia({ colorScheme: "light" });
  await openMap(page, date);
  const plan = page.getByRole("group", { name: "Plan of Harbour · 2nd floor: 14 spaces" });
  await expect(plan).toBeVisible();
  await expect(plan.getByRole("button", { name: "D-02, Taken, booked by Ben Okafor" })).toBeVisible();
  await expect(plan.getByRole("button", { name: "D-05, Partly booked, booked by Chloé Martin" })).toBeVisible();
  await expect(plan.getByRole("button", { name: "D-12, Not available" })).toBeVisible();
  await expect(plan.getByRole("button", { name: "Lagoon, Free" })).toBeVisible();
  const legend = page.getByRole("list", { name: "What the marks mean" });
  await expect(legend).toContainText("Free11");
  await expect(legend).toContainText("Taken1");
  await expectNoA11yViolations(page);

  // The afternoon only: Chloé's morning no longer stands in D-05's way.
  await page.getByLabel("From", { exact: true }).selectOption("13:00");
  await expect(plan.getByRole("button", { name: "D-05, Free" })).toBeVisible();
  await page.getByLabel("From", { exact: true }).selectOption({ label: "08:00" });
  await expect(plan.getByRole("button", { name: "D-05, Partly booked, booked by Chloé Martin" })).toBeVisible();

  // A free desk from the map: the dialog offers the whole business day.
  await plan.getByRole("button", { name: "D-01, Free" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("D-01");
  await expect(dialog.getByLabel("Start time")).toHaveValue("480");
  await dialog.getByRole("button", { name: "Book", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page)).toContainText("D-01");
  await expect(plan.getByRole("button", { name: "D-01, Yours" })).toBeVisible();

  // On a phone, in the dark, from the list.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.getByRole("tab", { name: "List" }).click();
  await expect(page.getByText("Taken · booked by Ben Okafor")).toBeVisible();
  await expect(page.getByRole("button", { name: "Book D-12" })).toBeDisabled();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Book D-03" }).click();
  await expect(dialog).toContainText("D-03");
  await dialog.getByRole("button", { name: "Book", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole("tab", { name: "Map" }).click();
  await expect(plan.getByRole("button", { name: "D-03, Yours" })).toBeVisible();
  await expectNoA11yViolations(page);

  // A past day shows the floor but books nothing; the List tab stays chosen across dates.
  await page.getByRole("tab", { name: "List" }).click();
  await page.getByRole("button", { name: "Previous day" }).click();
  await page.getByRole("button", { name: "Previous day" }).click();
  await expect(page.getByTestId("map-closed-notice")).toHaveText(
    "This day has passed: who sat where is shown, and nothing can be booked.",
  );
  await expect(page.getByRole("tab", { name: "List" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "Book D-04" })).toBeDisabled();
});

test("a team admin keeps a neighbourhood to team admins; a member finds its desk not available", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpTeam(page);
  expect((await page.request.patch("/api/user/complete-onboarding")).ok()).toBe(true);
  const date = tomorrowInTeamZone();
  const { floorId } = await seedFloorMap(browser, page, date);

  await page.goto(`/team/offices/floors/${floorId}/plan`);
  await page.getByRole("button", { name: "Add neighbourhood" }).click();
  const dialog = page.getByRole("dialog", { name: "Add neighbourhood" });
  await dialog.getByRole("button", { name: "Add neighbourhood" }).click();
  await expect(dialog.getByText("Neighbourhood name is required")).toBeVisible();
  await dialog.getByLabel("Name").fill("Leadership");
  await dialog.getByRole("checkbox", { name: "Team admins" }).check();
  await dialog.getByRole("button", { name: "Add neighbourhood" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Only 1 role · No offices")).toBeVisible();
  await expectNoA11yViolations(page);

  // D-07 joins it in the office's form.
  await page.goto("/team/offices");
  await page.getByRole("button", { name: "Edit D-07" }).click();
  const form = page.getByRole("dialog");
  await form.getByLabel("Neighbourhood").selectOption({ label: "Leadership" });
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form).toHaveCount(0);

  const member = await joinAsColleague(browser, page, "member", "Dana Desk");
  await member.page.goto(`/map?date=${date}`);
  const plan = member.page.getByRole("group", { name: /^Plan of Harbour/ });
  await expect(plan.getByRole("button", { name: "D-07, Not available" })).toHaveAttribute("aria-disabled", "true");
  await member.page.getByRole("tab", { name: "List" }).click();
  await expect(member.page.getByRole("button", { name: "Book D-07" })).toBeDisabled();
  await member.context.close();
  // The team admin may book it.
  await page.goto(`/map?date=${date}`);
  await expect(
    page.getByRole("group", { name: /^Plan of Harbour/ }).getByRole("button", { name: "D-07, Free" }),
  ).toBeVisible();
});
