/**
 * Screenshots of sites and floors for a person to look at (not a test): the offices page grouped by
 * site and floor, the "Sites and floors" dialog, and the office form's kind and floor, at 1366 and
 * 390 px, light and dark.
 *   REVIEW_SHOTS=/tmp/shots-places npx playwright test e2e/review/places.shots.ts
 */
import { expect, test } from "@playwright/test";
import { signUpTeam } from "../fixtures.ts";
import { SIZES, shotsDir } from "./shots.ts";

test("screenshots of sites and floors at 1366 and 390 px, light and dark", async ({ page }) => {
  test.setTimeout(600_000);
  const dir = shotsDir();
  await signUpTeam(page, "Ann Lee");
  await page.request.patch("/api/user/complete-onboarding");
  for (const data of [
    { name: "Focus Room", capacity: 4 },
    { name: "Desk 3.01", capacity: 1, building: "Riverside", floor: "3rd floor" },
    { name: "Desk 3.02", capacity: 1, building: "Riverside", floor: "3rd floor" },
    { name: "Hub", capacity: 16, kind: "shared_area", building: "Riverside", floor: "Ground floor" },
  ]) {
    expect((await page.request.post("/api/offices", { data })).ok()).toBe(true);
  }
  const sites = (await (await page.request.get("/api/sites")).json()) as { id: string; name: string | null }[];
  const riverside = sites.find((s) => s.name === "Riverside");
  await page.request.patch(`/api/sites/${riverside?.id}`, { data: { address: "1 River Road, Leeds" } });
  await page.request.post("/api/sites", { data: { name: "Harbour Annex" } });

  for (const theme of ["light", "dark"] as const) {
    await page.request.patch("/api/user/preferences", { data: { theme } });
    for (const [name, size] of SIZES) {
      await page.setViewportSize(size);
      await page.goto("/team/offices");
      await expect(page.getByRole("heading", { name: "Riverside · 3rd floor" })).toBeVisible();
      await page.screenshot({ path: `${dir}/offices-${name}-${theme}.png`, fullPage: true });
      await page.getByRole("button", { name: "Sites and floors" }).click();
      const dialog = page.getByRole("dialog", { name: "Sites and floors" });
      await expect(dialog.getByRole("heading", { name: "Riverside" })).toBeVisible();
      await page.screenshot({ path: `${dir}/places-dialog-${name}-${theme}.png` });
      await dialog.getByRole("button", { name: "Add a floor to Harbour Annex" }).click();
      await dialog.getByLabel("Floor name").fill("");
      await dialog.getByRole("button", { name: "Add floor" }).click();
      await expect(dialog.getByText("Floor name is required")).toBeVisible();
      await page.screenshot({ path: `${dir}/places-add-floor-${name}-${theme}.png` });
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Create office" }).click();
      const form = page.getByRole("dialog");
      await expect(form.getByText("Shared area")).toBeVisible();
      await page.screenshot({ path: `${dir}/office-form-${name}-${theme}.png` });
      await page.keyboard.press("Escape");
    }
  }
});
