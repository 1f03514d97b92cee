/**
 * Groups and SCIM provisioning in a browser (docs/product.md "Groups", "SCIM provisioning"): a team
 * admin proves the team's domain and makes a SCIM token in Settings > Security (shown once), the
 * identity provider (this test, over HTTP with the token) provisions a person at that domain and a
 * group, the admin has the provider's group grant a role and sees the person's role change; a group
 * made here gets a member; revoking the token refuses the provider's next call.
 */
import { expect, test } from "@playwright/test";
import { startDnsServer } from "../src/server/test/dns-server.ts";
import { expectNoA11yViolations, expectToast, joinAsColleague, signUpTeam } from "./fixtures.ts";
import { E2E_DNS_PORT } from "./sso-ports.ts";

test("make a SCIM token, provision through it, map a group to a role, revoke the token", async ({ page, browser }) => {
  await signUpTeam(page, "Ann Lee");
  const colleague = (await joinAsColleague(browser, page, "member", "Bo Chen")).account;
  await page.goto("/settings?tab=security");
  const scim = page.getByRole("region", { name: "SCIM provisioning" });
  await expect(scim.getByText("No tokens yet.", { exact: false })).toBeVisible();
  await expect(scim.getByRole("textbox", { name: "SCIM base URL" })).toHaveValue(/\/api\/scim\/v2$/);
  await scim.getByLabel("New token's name").fill("Entra ID");
  await scim.getByRole("button", { name: "Make token" }).click();
  const shown = page.getByRole("dialog", { name: "Token “Entra ID”" });
  const token = await shown.getByRole("textbox", { name: "Token" }).inputValue();
  expect(token).toMatch(/^ofc_scim_/);
  await expectNoA11yViolations(page);
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(scim.getByRole("listitem").filter({ hasText: "Entra ID" })).toContainText("never used");

  // The provider provisions people at a domain the team has proven by its DNS record.
  const domain = `provisioning-${Date.now()}.test`;
  const dns = await startDnsServer(E2E_DNS_PORT);
  try {
    const added = await page.request.post("/api/team/sso/domains", { data: { domain } });
    expect(added.ok(), await added.text()).toBe(true);
    const claim = ((await added.json()).domains as { domain: string; record: { name: string; value: string } }[]).find(
      (d) => d.domain === domain,
    );
    dns.txt.set(claim?.record.name ?? "", [claim?.record.value ?? ""]);
    const verified = await page.request.post(`/api/team/sso/domains/${domain}/verify`);
    expect(verified.ok(), await verified.text()).toBe(true);
  } finally {
    await dns.close();
  }

  // The identity provider's calls.
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/scim+json" };
  const person = await page.request.post("/api/scim/v2/Users", {
    headers,
    data: {
      schemas: ["urn:ietf:params:scim:schemas:core:2.0:User"],
      userName: `grace.${Date.now()}@${domain}`,
      displayName: "Grace Hopper",
      active: true,
    },
  });
  expect(person.status()).toBe(201);
  const personId = (await person.json()).id as string;
  const group = await page.request.post("/api/scim/v2/Groups", {
    headers,
    data: {
      schemas: ["urn:ietf:params:scim:schemas:core:2.0:Group"],
      displayName: "Facilities",
      members: [{ value: personId }],
    },
  });
  expect(group.status()).toBe(201);

  await page.reload();
  const groups = page.getByRole("region", { name: "Groups" });
  const facilities = groups.getByRole("listitem").filter({ hasText: "Facilities" });
  await expect(facilities).toContainText("From identity provider");
  await expect(facilities).toContainText("1 member");
  await facilities.getByLabel("Role that Facilities grants").selectOption({ label: "Grants Team manager" });
  await expect(facilities.getByLabel("Role that Facilities grants")).toHaveValue("team_manager");
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/scim/v2/Users/${personId}`, { headers });
      const members = await page.request.get("/api/team/members");
      return (
        ((await members.json()) as { id: string; role: string }[]).find((m) => m.id === personId)?.role ?? res.status()
      );
    })
    .toBe("team_manager");
  await expect(scim.getByRole("listitem").filter({ hasText: "Entra ID" })).toContainText("last used");

  // A group made here, with a member picked from the team.
  await groups.getByLabel("New group's name").fill("Design");
  await groups.getByRole("button", { name: "Make group" }).click();
  const design = groups.getByRole("listitem").filter({ hasText: "Design" });
  await expect(design).toContainText("0 members");
  await design.getByRole("button", { name: "Members" }).click();
  const members = page.getByRole("dialog", { name: "Members of Design" });
  await members.getByLabel("Add a member").selectOption({ label: colleague.name });
  await members.getByRole("button", { name: "Add", exact: true }).click();
  await expect(members.getByRole("listitem").filter({ hasText: colleague.name })).toBeVisible();
  await expectNoA11yViolations(page);
  await members.getByRole("button", { name: "Done" }).click();
  await expect(design).toContainText("1 member");
  // The same name again is refused in words.
  await groups.getByLabel("New group's name").fill("design");
  await groups.getByRole("button", { name: "Make group" }).click();
  await expect(groups.getByRole("alert")).toHaveText('A group named "design" exists already. Choose another name.');

  await scim.getByRole("listitem").filter({ hasText: "Entra ID" }).getByRole("button", { name: "Revoke" }).click();
  await page.getByRole("dialog", { name: "Revoke “Entra ID”?" }).getByRole("button", { name: "Revoke" }).click();
  await expectToast(page, "“Entra ID” revoked");
  await expect(scim.getByRole("listitem").filter({ hasText: "Entra ID" })).toContainText("Revoked");
  const refused = await page.request.get("/api/scim/v2/Users", { headers });
  expect(refused.status()).toBe(401);
});
