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
  // Riverside's 3rd floor gets a plan with its two desks on it.
  const third = (
    (await (await page.request.get("/api/sites")).json()) as {
      name: string | null;
      floors: { id: string; name: string | null }[];
    }[]
  )
    .find((s) => s.name === "Riverside")
    ?.floors.find((f) => f.name === "3rd floor");
  const plan = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 600"><rect x="5" y="5" width="990" height="590" fill="#f8fafc" stroke="#334155" stroke-width="6"/><line x1="600" y1="5" x2="600" y2="595" stroke="#334155" stroke-width="4"/><rect x="620" y="20" width="360" height="220" fill="none" stroke="#94a3b8" stroke-width="3"/><text x="40" y="60" font-size="32" fill="#334155">3rd floor, east</text></svg>`;
  expect(
    (
      await page.request.put(`/api/floors/${third?.id}/plan`, {
        headers: { "content-type": "image/svg+xml" },
        data: plan,
      })
    ).ok(),
  ).toBe(true);
  const placed = (await (await page.request.get("/api/offices")).json()) as { id: string; name: string }[];
  const idOf = (name: string) => placed.find((o) => o.name === name)?.id;
  await page.request.put(`/api/floors/${third?.id}/positions`, {
    data: {
      positions: [
        { officeId: idOf("Desk 3.01"), position: { x: 0.2, y: 0.4 } },
        { officeId: idOf("Desk 3.02"), position: { x: 0.3, y: 0.4 } },
      ],
    },
  });

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
      await page.goto(`/team/offices/floors/${third?.id}/plan`);
      await expect(page.getByRole("group", { name: "Plan of Riverside · 3rd floor" })).toBeVisible();
      // The drawing itself, loaded as an image inside the plan.
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${dir}/floor-plan-${name}-${theme}.png`, fullPage: true });
    }
  }
});
