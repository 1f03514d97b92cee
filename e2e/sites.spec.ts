/**
 * Sites and floors in the browser (docs/product.md "Sites and floors"): a manager adds a site and a
 * floor, places a new office there as a room, finds it under the floor's heading, and cannot remove
 * a site that still holds it; the dialog and the form are axe clean.
 */
import { expect, test } from "@playwright/test";
import { expectNoA11yViolations, expectToast, signUpTeam } from "./fixtures.ts";

test("a manager adds a site and floor, places an office there, and cannot remove the site it is on", async ({
  page,
}) => {
  await signUpTeam(page);
  expect((await page.request.patch("/api/user/complete-onboarding")).ok()).toBe(true);
  // A new team's first office, from the form: no site or floor yet, the kind following the capacity.
  await page.goto("/team/offices");
  await page.getByRole("button", { name: "Create office" }).first().click();
  const first = page.getByRole("dialog", { name: "Create office" });
  await expect(first.getByLabel("Site and floor")).toHaveValue("");
  await first.getByLabel("Office name").fill("Focus Room");
  await first.getByLabel("Capacity (seats)").fill("4");
  await expect(first.getByLabel(/^Room/)).toBeChecked();
  await first.getByRole("button", { name: "Create office" }).click();
  await expect(first).toBeHidden();
  await expect(page.getByRole("list", { name: "Offices" }).getByText("Room", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Sites and floors" }).click();
  const dialog = page.getByRole("dialog", { name: "Sites and floors" });
  await expect(dialog.getByRole("heading", { name: "Main site" })).toBeVisible();

  await dialog.getByLabel("Site name").fill("Riverside");
  await dialog.getByLabel("Address (optional)").fill("1 River Road");
  await dialog.getByRole("button", { name: "Add site" }).click();
  await expect(dialog.getByRole("heading", { name: "Riverside" })).toBeVisible();
  // A second site of the same name, case aside, is refused with the reason.
  await dialog.getByLabel("Site name").fill("riverside");
  await dialog.getByRole("button", { name: "Add site" }).click();
  await expectToast(page, "Not changed", 'A site named "riverside" already exists in your team. Choose another name.');

  await dialog.getByRole("button", { name: "Add a floor to Riverside" }).click();
  await dialog.getByLabel("Floor name").fill("2nd floor");
  await dialog.getByLabel("Level").fill("2");
  await dialog.getByRole("button", { name: "Add floor", exact: true }).click();
  await expect(dialog.getByText("2nd floor")).toBeVisible();
  // Renaming: the field takes the focus, and it comes back to Rename once saved.
  await dialog.getByRole("button", { name: "Rename 2nd floor" }).click();
  const rename = dialog.getByRole("form", { name: "Rename 2nd floor" });
  await expect(rename.getByLabel("Floor name")).toBeFocused();
  await rename.getByLabel("Floor name").fill("Second floor");
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByRole("button", { name: "Rename Second floor" })).toBeFocused();
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Done" }).click();

  await page.getByRole("button", { name: "Create office" }).click();
  const form = page.getByRole("dialog", { name: "Create office" });
  await form.getByLabel("Office name").fill("River Room");
  await form.getByLabel("Capacity (seats)").fill("6");
  await form.getByLabel(/^Room/).check();
  await form.getByLabel("Site and floor").selectOption({ label: "Riverside · Second floor" });
  await expectNoA11yViolations(page);
  await form.getByRole("button", { name: "Create office" }).click();
  await expect(form).toBeHidden();

  const floor = page.getByRole("region", { name: "Riverside · Second floor" });
  await expect(floor.getByRole("heading", { name: "River Room" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Main site · Main floor" }).getByText("Focus Room")).toBeVisible();

  await page.getByRole("button", { name: "Sites and floors" }).click();
  await dialog.getByRole("button", { name: "Remove Riverside" }).click();
  await expectToast(page, "Not changed", "This site still holds 1 office. Move them to another site first.");
  await expect(dialog.getByRole("heading", { name: "Riverside" })).toBeVisible();
});
