/**
 * The /team entry, the /invite page for an admin and for a member, and the
 * brand theme: a low-contrast choice is refused in the form, a saved theme repaints the admin's app
 * and reaches a second member's open page live, calendars' booking stripes included; axe finds nothing
 * on each page.
 */
import { expect, type Page, test } from "@playwright/test";
import { deriveThemeColours, hexToRgb, type ThemeConfig } from "../src/shared/theme.ts";
import {
  bookThroughApi,
  createOffice,
  dateInTeamZone,
  expectNoA11yViolations,
  expectToast,
  joinAsColleague,
  signUpTeam,
} from "./fixtures.ts";

/** "#c52020" as getComputedStyle writes it: "rgb(197, 32, 32)". */
const rgb = (hex: string) => `rgb(${hexToRgb(hex).join(", ")})`;

/** The colour the app paints buttons with (Tailwind's indigo-600, the theme's primary action). */
const actionColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-indigo-600").trim());

test("the team entry, the invite page and a brand theme every member sees", async ({ page, browser }) => {
  // A long walk: five pages with axe scans, two members, the calendars.
  test.setTimeout(120_000);
  const team = await signUpTeam(page, "Ann Lee");
  const ben = await joinAsColleague(browser, page, "member", "Ben Okafor");

  await page.goto("/team");
  await expect(page.getByRole("heading", { name: team.companyName })).toBeVisible();
  await expect(page.getByText("Trial: 14 days left")).toBeVisible();
  await expect(page.getByText("Pending invitations")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: /^Analytics/ })).toBeVisible();
  await expectNoA11yViolations(page);

  // A member learns who can invite; an admin gets the form.
  await ben.page.goto("/invite");
  await expect(ben.page.getByRole("heading", { name: "Invitations come from team admins" })).toBeVisible();
  await expect(ben.page.getByText("Ann Lee")).toBeVisible();
  await expectNoA11yViolations(ben.page);
  await ben.page.goto("/team");
  await expect(ben.page.getByText("Pending invitations")).toHaveCount(0);
  await expect(ben.page.getByRole("main").getByRole("link", { name: /^Analytics/ })).toHaveCount(0);
  await page.goto("/invite");
  await expect(page.getByRole("button", { name: "Send invitation" })).toBeVisible();

  // The admin panel reads its plan and counts from the same team entry.
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await expect(page.getByText("Trial: 14 days left")).toBeVisible();
  await expect(page.getByText("Pending invitations")).toBeVisible();
  await expectNoA11yViolations(page);

  // The theme form refuses a pale button colour before anything is sent.
  await page.goto("/settings?tab=team");
  const form = page.getByRole("form", { name: "Brand theme" });
  const action = form.getByLabel("Primary action", { exact: true });
  await action.fill("#ffff00");
  await expect(form.getByRole("status")).toContainText("White button text on primaryAction (#ffffff on #ffff00)");
  await expect(form.getByRole("button", { name: "Save theme" })).toBeDisabled();
  await action.fill("#047857");
  await expect(form.getByRole("status")).toContainText("meets WCAG AA");
  await expectNoA11yViolations(page);
  await form.getByRole("button", { name: "Save theme" }).click();
  await expectToast(page, "Theme saved");
  await expect.poll(() => actionColour(page)).toBe("#047857");

  // A second member's open page takes the team's colours live (the change travels over /ws), and
  // a fresh load starts in them.
  await expect.poll(() => actionColour(ben.page)).toBe("#047857");
  await ben.page.goto("/dashboard");
  await expect.poll(() => actionColour(ben.page)).toBe("#047857");

  // The calendars paint in it too: a colleague's booking with the booked red stripe (hue 0), an
  // occurrence of a series with the recurring one (the accent's hue + 60), as deriveThemeColours says.
  const saved = (await (await page.request.get("/api/team/theme")).json()) as { theme: ThemeConfig };
  const colours = deriveThemeColours(saved.theme);
  const office = await createOffice(page, "Focus Room");
  const date = dateInTeamZone(2);
  await bookThroughApi(page, office.id, date, 9);
  const series = await page.request.post("/api/series", {
    data: {
      officeId: office.id,
      startDate: date,
      startTime: "13:00",
      durationMinutes: 60,
      rrule: "FREQ=DAILY;COUNT=2",
    },
  });
  expect(series.ok(), await series.text()).toBe(true);
  await ben.page.goto(`/week?date=${date}&office=${office.id}`);
  const stripe = async (name: RegExp) =>
    ben.page
      .getByRole("button", { name })
      .first()
      .evaluate((el) => getComputedStyle(el).borderLeftColor);
  await expect.poll(() => stripe(/^Focus Room booked by Ann Lee, 09:00–10:00/)).toBe(rgb(colours.booked));
  await expect.poll(() => stripe(/^Focus Room booked by Ann Lee, 13:00–14:00/)).toBe(rgb(colours.recurring));
  expect(colours.booked).not.toBe(colours.recurring);

  // A member sees the theme in Settings without a form to change it.
  await ben.page.goto("/settings?tab=team");
  await expect(ben.page.getByText("Your team's colours, as your team admins chose them.")).toBeVisible();
  await expect(ben.page.getByTestId("theme-preview")).toBeVisible();
  await expect(ben.page.getByRole("form", { name: "Brand theme" })).toHaveCount(0);
  await expectNoA11yViolations(ben.page);
});

test("a theme's text reads on its background and on the cards: refused with the reason, else axe-clean", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpTeam(page, "Ann Lee");
  const office = await createOffice(page, "Focus Room");
  await bookThroughApi(page, office.id, dateInTeamZone(1), 9);
  const theme: ThemeConfig = {
    primaryAction: "#4f46e5",
    primaryBackground: "#1e293b",
    primaryAccent: "#a5b4fc",
    primaryBrand: "#4f46e5",
    autoNeutrals: true,
    customNeutrals: { textPrimary: "#18181b", textSecondary: "#52525b", borderColor: "#e4e4e7" },
  };
  // A light accent reads on a slate background but not in the white cards: refused, with the reason.
  const refused = await page.request.put("/api/team/theme", { data: theme });
  expect(refused.status()).toBe(422);
  expect(await refused.text()).toContain("primaryAccent text on cards (#a5b4fc on #ffffff)");
  // A mid slate background with a deep accent reads on both; headings on the background take the
  // theme's text colour, cards keep theirs readable.
  const saved = await page.request.put("/api/team/theme", {
    data: { ...theme, primaryBackground: "#94a3b8", primaryAccent: "#1e1b4b" },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  for (const path of ["/dashboard", "/day", "/team/manage", "/settings?tab=team"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);
  }
});
