/**
 * Screenshots of the team administration pages for a person to look at: members,
 * analytics (charts and tables), audit log and admin panel, at 1366 and 390 px, light and dark.
 *   REVIEW_SHOTS=/tmp/shots npx playwright test e2e/review/team-admin.shots.ts
 */
import { expect, test } from "@playwright/test";
import { bookThroughApi, createOffice, dateInTeamZone, joinAsColleague, signUpTeam } from "../fixtures.ts";
import { SIZES, shotsDir } from "./shots.ts";

test("screenshots of members, analytics, audit and admin at 1366 and 390 px, light and dark", async ({ browser }) => {
  test.setTimeout(300_000);
  const dir = shotsDir();
  const context = await browser.newContext({ viewport: SIZES[0][1] });
  const page = await context.newPage();
  await signUpTeam(page, "Ann Lee");
  const focus = await createOffice(page, "Focus Room", 4);
  const board = await createOffice(page, "Board Room", 12);
  const ben = await joinAsColleague(browser, page, "member", "Ben Okafor");
  const cleo = await joinAsColleague(browser, page, "team_manager", "Cleo Park");
  const today = dateInTeamZone(0);
  const hour = new Date().getUTCHours() - 4;
  for (let h = Math.max(hour + 1, 8); h < 19; h += 2) {
    await bookThroughApi(ben.page, focus.id, today, h);
    await bookThroughApi(cleo.page, board.id, today, h + 1);
  }
  await page.request.post("/api/team/invitations", {
    data: { emails: ["dana@example.test", "eli@example.test"], role: "member" },
  });
  await page.request.patch(
    `/api/team/members/${(await ben.page.request.get("/api/user").then((r) => r.json())).user.id}`,
    {
      data: { role: "team_manager" },
    },
  );
  for (const theme of ["light", "dark"]) {
    await page.goto("/team/manage");
    // The theme is a preference kept on the server (ADR 0013); the shell applies it over local storage.
    const saved = await page.request.patch("/api/user/preferences", { data: { theme } });
    expect(saved.ok(), await saved.text()).toBe(true);
    for (const [name, size] of SIZES) {
      await page.setViewportSize(size);
      for (const [label, path, ready] of [
        ["members", "/team/manage", "Members"],
        ["analytics", "/team/analytics", "Utilisation per office"],
        ["audit", "/audit", "Audit Log"],
        ["admin", "/admin", "Admin Panel"],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole("heading", { name: ready }).first()).toBeVisible();
        await page.waitForTimeout(800);
        await page.screenshot({ path: `${dir}/${label}-${name}-${theme}.png`, fullPage: true });
      }
      await page.goto("/team/analytics");
      await page.getByRole("switch", { name: "Show as table (Utilisation per office)" }).click();
      await page.getByRole("switch", { name: "Show as table (Occupancy by weekday and hour)" }).click();
      await page.screenshot({ path: `${dir}/analytics-tables-${name}-${theme}.png`, fullPage: true });
      await page.goto("/audit");
      await page
        .getByText(/^\d+ changes?$/)
        .first()
        .click();
      await page.screenshot({ path: `${dir}/audit-open-${name}-${theme}.png`, fullPage: true });
    }
  }
  await context.close();
});
