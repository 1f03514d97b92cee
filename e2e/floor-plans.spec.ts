/**
 * The floor-plan editor (docs/product.md "Floor plans"): a manager uploads a plan, places a desk
 * and a room, moves them by keyboard and by dragging, undoes, saves, and finds them there after a
 * reload; a file that is not a drawing is refused with the reason. Axe clean.
 */
import { expect, test } from "@playwright/test";
import { expectNoA11yViolations, expectToast, signUpTeam } from "./fixtures.ts";

const PLAN = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 600">
  <rect x="5" y="5" width="990" height="590" fill="#f8fafc" stroke="#334155" stroke-width="6"/>
  <line x1="500" y1="5" x2="500" y2="595" stroke="#334155" stroke-width="4"/>
  <text x="40" y="60" font-size="32" fill="#334155">North wing</text>
</svg>`;

test("a manager uploads a plan, places offices by keyboard and drag, undoes, saves and finds them there", async ({
  page,
}) => {
  await signUpTeam(page);
  expect((await page.request.patch("/api/user/complete-onboarding")).ok()).toBe(true);
  const site = await (await page.request.post("/api/sites", { data: { name: "Harbour" } })).json();
  const floor = await (await page.request.post(`/api/sites/${site.id}/floors`, { data: { name: "North" } })).json();
  for (const data of [
    { name: "Desk A", capacity: 1, floorId: floor.id },
    { name: "Room B", capacity: 6, floorId: floor.id },
  ]) {
    expect((await page.request.post("/api/offices", { data })).ok()).toBe(true);
  }

  await page.goto("/team/offices");
  await page.getByRole("button", { name: "Sites and floors" }).click();
  await page.getByRole("link", { name: "Floor plan of North" }).click();
  await expect(page).toHaveURL(new RegExp(`/team/offices/floors/${floor.id}/plan$`));
  await expect(page.getByText("No plan yet")).toBeVisible();

  // A file that is not a drawing is refused with the reason; then the real plan.
  const input = page.locator('input[type="file"]');
  await input.setInputFiles({ name: "plan.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<html>no</html>") });
  await expectToast(
    page,
    "Plan not uploaded",
    "This file is not an SVG drawing. Upload an SVG, PNG, JPEG or WebP plan.",
  );
  await input.setInputFiles({ name: "plan.svg", mimeType: "image/svg+xml", buffer: Buffer.from(PLAN) });
  await expectToast(page, "Plan uploaded");
  const plan = page.getByRole("group", { name: "Plan of Harbour · North" });
  await expect(plan).toBeVisible();

  await page.getByRole("button", { name: "Place Desk A on the plan" }).click();
  const desk = plan.getByRole("button", { name: /^Desk A, 50% across, 50% down/ });
  await expect(desk).toBeVisible();
  await desk.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Shift+ArrowDown");
  await expect(plan.getByRole("button", { name: /^Desk A, 51% across, 55% down/ })).toBeVisible();

  // Dragged a tenth of the plan's width to the left.
  const box = await plan.boundingBox();
  const marker = await plan.getByRole("button", { name: /^Desk A/ }).boundingBox();
  if (!box || !marker) throw new Error("plan not laid out");
  const [cx, cy] = [marker.x + marker.width / 2, marker.y + marker.height / 2];
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx - box.width * 0.05, cy, { steps: 4 });
  await page.mouse.move(cx - box.width * 0.1, cy, { steps: 4 });
  await page.mouse.up();
  await expect(plan.getByRole("button", { name: /^Desk A, 41% across, 55% down/ })).toBeVisible();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(plan.getByRole("button", { name: /^Desk A, 51% across, 55% down/ })).toBeVisible();

  await page.getByRole("button", { name: "Place Room B on the plan" }).click();
  await expect(plan.getByRole("button", { name: /^Room B, 44% across, 45% down/ })).toBeVisible();
  await expect(page.getByText("2 offices moved, not saved yet")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Save places" }).click();
  await expectToast(page, "Places saved");
  await expect(page.getByText("2 offices moved, not saved yet")).toBeHidden();
  await expect(plan.getByRole("button", { name: /^Desk A, 51% across, 55% down/ })).toBeVisible();

  await page.reload();
  await expect(plan.getByRole("button", { name: /^Desk A, 51% across, 55% down/ })).toBeVisible();
  await expect(plan.getByRole("button", { name: /^Room B, 44% across, 45% down/ })).toBeVisible();
  const offices = (await (await page.request.get("/api/offices")).json()) as { name: string; position: unknown }[];
  expect(offices.find((o) => o.name === "Room B")?.position).toEqual({ x: 0.44, y: 0.45, width: 0.12, height: 0.1 });
});
