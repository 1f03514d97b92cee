/**
 * Team booking rules and favourites (docs/product.md "Time"): a team admin changes business hours in
 * /settings?tab=team and the day view starts at the new first hour; a member sees the rules read
 * only; starring an office moves it to the top of Quick Book and survives a reload; the Create Team
 * form offers the browser's zone.
 */
import { expect, test } from "@playwright/test";
import { format, parseISO } from "date-fns";
import { shiftDate } from "../src/shared/time.ts";
import {
  bookThroughApi,
  createOffice,
  expectNoA11yViolations,
  expectToast,
  joinAsColleague,
  newAccount,
  signUpTeam,
  tomorrowInTeamZone,
  ZONE,
} from "./fixtures.ts";

test("a team admin changes business hours in settings and the day view starts at the new first hour", async ({
  page,
}) => {
  await signUpTeam(page);
  await createOffice(page, "Focus Room");
  const firstBook = page.getByRole("button", { name: /^Book Focus Room at / }).first();

  await page.goto(`/day?date=${tomorrowInTeamZone()}`);
  await expect(firstBook).toHaveAccessibleName("Book Focus Room at 07:00");

  await page.goto("/settings?tab=team");
  await expect(page.getByRole("tab", { name: "Team", selected: true })).toBeVisible();
  const form = page.getByRole("form", { name: "Booking rules" });
  await expect(form.getByLabel("Business hours start")).toHaveValue("07:00");
  await expectNoA11yViolations(page);

  // End before start is explained next to the field and nothing is sent.
  await form.getByLabel("Business hours start").selectOption("09:00");
  await form.getByLabel("Business hours end").selectOption("08:00");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("Business hours end (08:00) must be after business hours start (09:00).")).toBeVisible();
  await expect(form.getByLabel("Business hours end")).toHaveAttribute("aria-invalid", "true");
  await expectNoA11yViolations(page);

  await form.getByLabel("Business hours end").selectOption("18:00");
  await form.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Settings saved");
  await expect(form.getByLabel("Business hours end")).not.toHaveAttribute("aria-invalid", "true");

  await page.goto(`/day?date=${tomorrowInTeamZone()}`);
  await expect(firstBook).toHaveAccessibleName("Book Focus Room at 09:00");
  await expect(page.getByRole("button", { name: "Book Focus Room at 08:00", exact: true })).toHaveCount(0);

  // The settings read back as saved after a reload.
  await page.goto("/settings?tab=team");
  await expect(form.getByLabel("Business hours start")).toHaveValue("09:00");
  await expect(form.getByLabel("Business hours end")).toHaveValue("18:00");
});

test("a member sees the booking rules read only", async ({ browser, page }) => {
  await signUpTeam(page);
  const { context, page: member } = await joinAsColleague(browser, page, "member");
  await member.goto("/settings?tab=team");
  await expect(member.getByText("Only team admins can change them.")).toBeVisible();
  await expect(member.getByText("07:00 – 20:00")).toBeVisible();
  await expect(member.getByRole("form", { name: "Booking rules" })).toHaveCount(0);
  await expectNoA11yViolations(member);
  await context.close();
});

test("starring an office moves it to the top of Quick Book", async ({ page }) => {
  await signUpTeam(page);
  for (const name of ["Alpha Room", "Beta Room", "Gamma Room"]) await createOffice(page, name);
  const quickBookOrder = () =>
    page.getByRole("button", { name: /^Quick Book / }).evaluateAll((buttons) => buttons.map((b) => b.ariaLabel));

  await page.goto("/dashboard");
  await expect.poll(quickBookOrder).toEqual(["Quick Book Alpha Room", "Quick Book Beta Room", "Quick Book Gamma Room"]);

  const star = page.getByRole("button", { name: "Add Gamma Room to favourites" });
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await star.click();
  const unstar = page.getByRole("button", { name: "Remove Gamma Room from favourites" });
  await expect(unstar).toHaveAttribute("aria-pressed", "true");
  await expect.poll(quickBookOrder).toEqual(["Quick Book Gamma Room", "Quick Book Alpha Room", "Quick Book Beta Room"]);
  await expectNoA11yViolations(page);

  // Stored on the server: the order survives a reload, and the offices page shows the star too.
  await page.reload();
  await expect.poll(quickBookOrder).toEqual(["Quick Book Gamma Room", "Quick Book Alpha Room", "Quick Book Beta Room"]);
  await page.goto("/team/offices");
  await expect(page.getByRole("button", { name: "Remove Gamma Room from favourites" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByRole("button", { name: "Remove Gamma Room from favourites" }).click();
  await expect(page.getByRole("button", { name: "Add Gamma Room to favourites" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await page.goto("/dashboard");
  await expect.poll(quickBookOrder).toEqual(["Quick Book Alpha Room", "Quick Book Beta Room", "Quick Book Gamma Room"]);
});

test.describe("in a browser in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("the Create Team form offers the browser's zone, and the team gets it", async ({ page }) => {
    const admin = newAccount("Kei Sato");
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Get Started" }).click();
    await page.getByRole("button", { name: "Create New Team" }).click();
    await page.getByLabel("Your Name").fill(admin.name);
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByLabel("Company Name").fill(`Tokyo ${Date.now().toString(36)}`);
    await expect(page.getByLabel("Time zone")).toHaveValue("Asia/Tokyo");
    await page.getByRole("button", { name: "Create Team" }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    const settings = await page.request.get("/api/team/settings");
    expect(((await settings.json()) as { timeZone: string }).timeZone).toBe("Asia/Tokyo");
    // The views' zone is the viewer's own: no second zone is named.
    await page.goto("/week");
    await expect(page.getByTestId("team-time-zone")).toHaveText("Times in Asia/Tokyo");
  });

  test("a New York team's views say their zone differs from the viewer's", async ({ page }) => {
    await signUpTeam(page);
    for (const view of ["/day", "/week", "/month"]) {
      await page.goto(view);
      await expect(page.getByTestId("team-time-zone")).toHaveText(`Times in ${ZONE} (your zone: Asia/Tokyo)`);
    }
  });

  test("times show both: the team's, and the viewer's own on a line below, until the viewer picks the team's zone", async ({
    page,
  }) => {
    await signUpTeam(page);
    const focus = await createOffice(page, "Focus Room");
    const date = tomorrowInTeamZone();
    // 14:00 in New York (UTC-5 in winter, UTC-4 in summer) is 03:00 or 04:00 the next day in Tokyo.
    await bookThroughApi(page, focus.id, date, 14);
    const nextDay = format(parseISO(shiftDate(date, 1)), "EEE");
    await page.goto("/bookings/history");
    const item = page.getByRole("list", { name: "Upcoming bookings" }).getByRole("listitem").first();
    await expect(item).toContainText("14:00–15:00");
    await expect(item.getByTestId("viewer-times")).toHaveText(
      new RegExp(`^${nextDay} 0[34]:00–0[45]:00 your time \\(Asia/Tokyo\\)$`),
    );
    await page.goto("/dashboard");
    await expect(page.getByTestId("viewer-times").first()).toContainText(`${nextDay} 0`);
    await expectNoA11yViolations(page);

    const chosen = await page.request.patch("/api/user/preferences", { data: { timeZone: ZONE } });
    expect(chosen.ok()).toBe(true);
    await page.goto("/bookings/history");
    await expect(item).toContainText("14:00–15:00");
    await expect(page.getByTestId("viewer-times")).toHaveCount(0);
  });
});
