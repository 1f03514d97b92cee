/**
 * Screenshots of the shell's pages for a person to look at (not a test): the dashboard's
 * welcome and stat row, the auth page, the no-access page, the check-in poster's breadcrumbs, the
 * Team and Admin pages, and the phone's More sheet, at 1366 and 390 px, light and dark.
 *   REVIEW_SHOTS=/tmp/shell-shots npx playwright test e2e/review/shell-fixes.shots.ts
 */
import { expect, test } from "@playwright/test";
import { createOffice, joinAsColleague, signUpTeam } from "../fixtures.ts";
import { SIZES, shotsDir } from "./shots.ts";

test("screenshots of the shell fixes at 1366 and 390 px, light and dark", async ({ browser }) => {
  test.setTimeout(600_000);
  const dir = shotsDir();
  const context = await browser.newContext({ viewport: SIZES[0][1] });
  const page = await context.newPage();
  await signUpTeam(page, "Ann Lee");
  const office = await createOffice(page, "Focus Room", 4);
  const member = await joinAsColleague(browser, page, "member", "Mia Member", { viewport: SIZES[0][1] });
  const visitor = await browser.newPage();
  for (const theme of ["light", "dark"] as const) {
    for (const p of [page, member.page]) await p.request.patch("/api/user/preferences", { data: { theme } });
    await visitor.emulateMedia({ colorScheme: theme });
    for (const [name, size] of SIZES) {
      await page.setViewportSize(size);
      await member.page.setViewportSize(size);
      await visitor.setViewportSize(size);
      for (const [label, p, path] of [
        ["dashboard", page, "/dashboard"],
        ["team", page, "/team"],
        ["team-manage", page, "/team/manage"],
        ["admin", page, "/admin"],
        ["check-in-poster", page, `/team/offices/${office.id}/check-in`],
        ["member-admin-no-access", member.page, "/admin"],
        ["auth", visitor, "/auth"],
      ] as const) {
        await p.goto(path);
        await expect(p.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
        await p.waitForTimeout(500);
        await p.screenshot({ path: `${dir}/${label}-${name}-${theme}.png`, fullPage: true });
      }
      if (name === "390") {
        for (const [label, p] of [
          ["more-admin", page],
          ["more-member", member.page],
        ] as const) {
          await p.goto("/dashboard");
          await p.getByRole("navigation", { name: "Mobile navigation" }).getByRole("button", { name: "More" }).click();
          await expect(p.getByRole("dialog", { name: "More" })).toBeVisible();
          await p.waitForTimeout(400);
          await p.screenshot({ path: `${dir}/${label}-${name}-${theme}.png` });
        }
      }
    }
  }
  await context.close();
  await member.context.close();
});
