/**
 * Screenshots of the recurring bookings' screens for a person to look at; not a test: /recurring
 * with a series and its Delete confirmation, /booking-templates with the Edit dialog, at 1366 and
 * 390 px, light and dark. Run with REVIEW_SHOTS naming the folder (see day-view.shots.ts).
 */
import { expect, test } from "@playwright/test";
import { createOffice, dateInTeamZone, signUpTeam } from "../fixtures.ts";
import { SIZES, shotsDir } from "./shots.ts";

test("screenshots of /recurring and /booking-templates with their dialogs", async ({ browser }) => {
  test.setTimeout(240_000);
  const dir = shotsDir();
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpTeam(page, "Ann Lee");
  const office = await createOffice(page, "Focus Room", 4);
  const series = await page.request.post("/api/series", {
    data: {
      officeId: office.id,
      startDate: dateInTeamZone(2),
      startTime: "09:00",
      durationMinutes: 60,
      rrule: "FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8",
      purpose: "Team sync",
      equipment: ["whiteboard"],
    },
  });
  expect(series.ok(), await series.text()).toBe(true);
  const template = await page.request.post("/api/templates", {
    data: { name: "Deep work", officeId: office.id, startTime: "10:00", durationMinutes: 90, equipment: ["monitor"] },
  });
  expect(template.ok(), await template.text()).toBe(true);
  for (const theme of ["light", "dark"] as const) {
    const saved = await page.request.patch("/api/user/preferences", { data: { theme } });
    expect(saved.ok(), await saved.text()).toBe(true);
    for (const [name, size] of SIZES) {
      await page.setViewportSize(size);
      await page.goto("/recurring");
      await expect(page.getByText("Team sync").first()).toBeVisible();
      await page.screenshot({ path: `${dir}/recurring-${name}-${theme}.png`, fullPage: true });
      await page
        .getByRole("button", { name: /^Delete/ })
        .first()
        .click();
      await expect(page.getByRole("dialog", { name: "Delete series" })).toBeVisible();
      await page.screenshot({ path: `${dir}/recurring-delete-${name}-${theme}.png` });
      await page.keyboard.press("Escape");
      await page.goto("/booking-templates");
      const card = page.getByRole("list", { name: "Templates" }).getByRole("listitem").first();
      await expect(card).toContainText("Deep work");
      await page.screenshot({ path: `${dir}/templates-${name}-${theme}.png`, fullPage: true });
      await card.getByRole("button", { name: /^Edit/ }).click();
      await expect(page.getByRole("dialog", { name: "Edit template" })).toBeVisible();
      await page.screenshot({ path: `${dir}/templates-edit-${name}-${theme}.png` });
      await page.keyboard.press("Escape");
    }
  }
  await context.close();
});
