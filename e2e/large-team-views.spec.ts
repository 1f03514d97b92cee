/**
 * A team with more offices than a page (docs/product.md "Time"): the day view finds and pages its
 * offices and asks only for the page's bookings, and the home page's availability widget lists ten
 * offices, favourites first, with a way to all of them; the week view's office picker searches; the
 * recurring list pages its series and a link to one beyond the first page still opens on it.
 * Axe clean at 1366 and 390 px.
 */
import { expect, type Page, test } from "@playwright/test";
import {
  bookThroughApi,
  createOffice,
  dateInTeamZone,
  expectNoA11yViolations,
  joinAsColleague,
  signUpTeam,
  ZONE,
} from "./fixtures.ts";

/** "Desk 01".."Desk 55", the first ten on the "Mezzanine" floor. */
async function createDesks(page: Page): Promise<{ id: string; name: string }[]> {
  const desks = [];
  for (let n = 1; n <= 55; n++) {
    const name = `Desk ${String(n).padStart(2, "0")}`;
    const res = await page.request.post("/api/offices", {
      data: { name, capacity: 1, floor: n <= 10 ? "Mezzanine" : "Ground" },
    });
    expect(res.ok(), await res.text()).toBe(true);
    desks.push((await res.json()) as { id: string; name: string });
  }
  return desks;
}

test("the day view of 55 desks pages them, finds them by floor and loads only the page's bookings", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signUpTeam(page);
  const desks = await createDesks(page);
  const date = dateInTeamZone(1);
  await bookThroughApi(page, desks[52].id, date, 10);

  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/bookings" && url.searchParams.get("date") === date) {
      asked.push(url.searchParams.get("officeIds") ?? "every office");
    }
  });
  await page.goto(`/day?date=${date}`);
  await expect(page.getByTestId("team-time-zone")).toContainText(ZONE);
  await expect(page.getByText("Offices 1–50 of 55")).toBeVisible();
  await expect(page.getByRole("row", { name: /Desk 50/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /Desk 51/ })).toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.getByRole("button", { name: "Next offices" }).click();
  await expect(page.getByText("Offices 51–55 of 55")).toBeVisible();
  const row = page.getByRole("row", { name: /Desk 53/ });
  await expect(row.getByRole("button", { name: /Desk 53 booked by/ })).toBeVisible();
  expect(asked.map((ids) => ids.split(",").length)).toEqual([50, 5]);

  await page.getByLabel("Find an office").fill("mezzanine");
  await expect(page.getByText("Offices 1–10 of 10")).toBeVisible();
  await expect(page.getByRole("row", { name: /Desk 10/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /Desk 11/ })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel("Find an office").fill("desk 5");
  await expect(page.getByText("Offices 1–6 of 6")).toBeVisible();
  await expectNoA11yViolations(page);

  // The week view's office picker lists 50 and searches the rest.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/week?date=${date}&office=${desks[0].id}`);
  const picker = page.getByLabel("Office", { exact: true });
  await expect(picker.getByRole("option")).toHaveCount(50);
  await page.getByLabel("Find an office").fill("desk 53");
  await expect(picker.getByRole("option")).toHaveCount(2);
  await picker.selectOption({ label: "Desk 53" });
  await expect(page.getByRole("button", { name: /Desk 53 booked by/ })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("the home page's availability lists ten desks, favourites first, and links to all of them", async ({ page }) => {
  await signUpTeam(page);
  const desks = await createDesks(page);
  const favourite = await page.request.put(`/api/user/favorite-offices/${desks[40].id}`);
  expect(favourite.ok(), await favourite.text()).toBe(true);
  const layout = await page.request.put("/api/user/dashboard-layout", {
    data: { widgets: [{ type: "office-availability", enabled: true, size: "medium" }] },
  });
  expect(layout.ok(), await layout.text()).toBe(true);
  expect((await page.request.patch("/api/user/complete-onboarding")).ok()).toBe(true);
  await page.goto("/dashboard");
  const widget = page.locator('[data-widget="office-availability"]');
  await expect(widget.getByRole("listitem")).toHaveCount(10);
  await expect(widget.getByRole("listitem").first()).toContainText("Desk 41");
  await widget.getByRole("link", { name: "See all 55 offices in the day view" }).click();
  await expect(page.getByText("Offices 1–50 of 55")).toBeVisible();
});

/** A one-date series on the day `days` ahead, 09:00-10:00; its id. */
async function createSeries(page: Page, officeId: string, days: number): Promise<string> {
  const res = await page.request.post("/api/series", {
    data: {
      officeId,
      startDate: dateInTeamZone(days),
      startTime: "09:00",
      durationMinutes: 60,
      rrule: "FREQ=DAILY;COUNT=1",
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { series: { id: string } }).series.id;
}

test("the recurring list pages 56 series and opens a colleague's link beyond the first page", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signUpTeam(page);
  const office = await createOffice(page, "Project Room", 60);
  const colleague = await joinAsColleague(browser, page, "member", "Cleo Park");
  const theirs = await createSeries(colleague.page, office.id, 1);
  for (let n = 2; n <= 56; n++) await createSeries(page, office.id, n);
  await colleague.context.close();

  // The home card reads the first page only, and says so.
  expect((await page.request.patch("/api/user/complete-onboarding")).ok()).toBe(true);
  await page.goto("/dashboard");
  await expect(page.getByText("50+ active")).toBeVisible();

  // The colleague's series is the oldest, past the whole team's first page of 50: it is read on its own.
  await page.goto(`/recurring?series=${theirs}`);
  await expect(page.getByRole("button", { name: "Whole team" })).toHaveAttribute("aria-pressed", "true");
  const list = page.getByRole("list", { name: "Series" });
  const target = list.locator('[aria-current="true"]');
  await expect(target).toContainText("Cleo Park");
  await expect(target).toBeFocused();
  await expect(list.locator(":scope > li")).toHaveCount(51);
  await expectNoA11yViolations(page);

  await page.getByRole("button", { name: "Load more" }).click();
  await expect(list.locator(":scope > li")).toHaveCount(56);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  await expect(list.getByText("Cleo Park")).toHaveCount(1);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
});
