/**
 * Screenshots of Settings > Security's groups and SCIM provisioning for a person to look at (not a
 * test): a token, a provider's group granting a role, a group made here, the new-token and members
 * dialogs, at 1366 and 390 px, light and dark.
 *   REVIEW_SHOTS=/tmp/shots-scim npx playwright test e2e/review/provisioning.shots.ts
 */
import { expect, test } from "@playwright/test";
import { joinAsColleague, signUpTeam } from "../fixtures.ts";
import { SIZES, shotsDir } from "./shots.ts";

test("screenshots of groups and SCIM provisioning at 1366 and 390 px, light and dark", async ({ page, browser }) => {
  test.setTimeout(600_000);
  const dir = shotsDir();
  await signUpTeam(page, "Ann Lee");
  const colleague = (await joinAsColleague(browser, page, "member", "Bo Chen")).account;
  const made = await page.request.post("/api/team/credentials", { data: { kind: "scim", name: "Microsoft Entra ID" } });
  const { token } = (await made.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/scim+json" };
  const person = await page.request.post("/api/scim/v2/Users", {
    headers,
    data: { userName: `grace.${Date.now()}@example.com`, displayName: "Grace Hopper", active: true },
  });
  const personId = ((await person.json()) as { id: string }).id;
  const group = await page.request.post("/api/scim/v2/Groups", {
    headers,
    data: { displayName: "Facilities (Entra)", members: [{ value: personId }] },
  });
  const groupId = ((await group.json()) as { id: string }).id;
  await page.request.patch(`/api/team/groups/${groupId}`, { data: { role: "team_manager" } });
  const design = await page.request.post("/api/team/groups", { data: { name: "Design" } });
  const designId = ((await design.json()) as { id: string }).id;
  const members = (await (await page.request.get("/api/team/members")).json()) as { id: string; name: string }[];
  await page.request.put(`/api/team/groups/${designId}/members`, {
    data: { userIds: members.filter((m) => m.name === colleague.name || m.name === "Ann Lee").map((m) => m.id) },
  });
  await page.request.post("/api/team/credentials", { data: { kind: "scim", name: "Okta (old)" } }).then(async (res) => {
    const { id } = (await res.json()) as { id: string };
    await page.request.delete(`/api/team/credentials/${id}`);
  });

  for (const theme of ["light", "dark"] as const) {
    await page.request.patch("/api/user/preferences", { data: { theme } });
    for (const [name, size] of SIZES) {
      await page.setViewportSize(size);
      await page.goto("/settings?tab=security");
      const groups = page.getByRole("region", { name: "Groups" });
      await expect(groups.getByText("Facilities (Entra)", { exact: true })).toBeVisible();
      await groups.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/security-groups-${name}-${theme}.png`, fullPage: true });
      await groups.getByRole("listitem").filter({ hasText: "Design" }).getByRole("button", { name: "Members" }).click();
      await expect(
        page.getByRole("dialog", { name: "Members of Design" }).getByRole("list").getByText(colleague.name),
      ).toBeVisible();
      await page.screenshot({ path: `${dir}/group-members-${name}-${theme}.png` });
      await page.keyboard.press("Escape");
      const scim = page.getByRole("region", { name: "SCIM provisioning" });
      await scim.getByLabel("New token's name").fill("Staging");
      await scim.getByRole("button", { name: "Make token" }).click();
      await expect(page.getByRole("dialog", { name: "Token “Staging”" })).toBeVisible();
      await page.screenshot({ path: `${dir}/new-token-${name}-${theme}.png` });
      await page.keyboard.press("Escape");
    }
  }
});
