/**
 * Screenshots of /settings?tab=security (password and signed-in sessions, two of them) and of the
 * Profile tab beside it, at 1366 and 390 px, light and dark, for a person to look at; not a test.
 * Run with REVIEW_SHOTS naming the folder (see day-view.shots.ts).
 */
import { expect, test } from "@playwright/test";
import { signUpTeam } from "../fixtures.ts";
import { SIZES, shotsDir } from "./shots.ts";

test("screenshots of the settings' Security and Profile tabs", async ({ browser }) => {
  test.setTimeout(180_000);
  const dir = shotsDir();
  const context = await browser.newContext();
  const page = await context.newPage();
  const team = await signUpTeam(page, "Ann Lee");
  const other = await browser.newContext();
  const login = await other.request.post("/api/login", {
    data: { email: team.admin.email, password: team.admin.password },
  });
  expect(login.ok()).toBe(true);
  for (const theme of ["light", "dark"] as const) {
    const saved = await page.request.patch("/api/user/preferences", { data: { theme } });
    expect(saved.ok(), await saved.text()).toBe(true);
    for (const [name, size] of SIZES) {
      await page.setViewportSize(size);
      for (const tab of ["security", "profile"] as const) {
        await page.goto(`/settings?tab=${tab}`);
        await expect(page.getByRole("tab", { name: tab === "security" ? "Security" : "Profile" })).toHaveAttribute(
          "aria-selected",
          "true",
        );
        if (tab === "security") {
          await expect(page.getByRole("list", { name: "Signed-in sessions" }).getByRole("listitem")).toHaveCount(2);
        }
        await page.screenshot({ path: `${dir}/settings-${tab}-${name}-${theme}.png`, fullPage: true });
      }
    }
  }
  await other.close();
  await context.close();
});
