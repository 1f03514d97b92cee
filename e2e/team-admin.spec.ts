/**
 * Team administration (issue 11): a team admin invites three addresses at once, changes a member's
 * role (and that member's menu changes), removes a member, reads analytics as charts and as tables,
 * filters the audit log, and opens the admin panel; axe finds nothing on each page.
 */
import { expect, test } from "@playwright/test";
import {
  bookThroughApi,
  createOffice,
  expectNoA11yViolations,
  expectToast,
  joinAsColleague,
  newAccount,
  signUpTeam,
  tomorrowInTeamZone,
} from "./fixtures.ts";

test("a team admin runs the team: invitations, roles, removal, analytics, audit, admin panel", async ({
  page,
  browser,
}) => {
  await signUpTeam(page);
  const office = await createOffice(page, "Focus Room");
  const ben = await joinAsColleague(browser, page, "member", "Ben Okafor");
  const cleo = await joinAsColleague(browser, page, "member", "Cleo Park");
  await bookThroughApi(cleo.page, office.id, tomorrowInTeamZone(), 10);

  // Three addresses at once, one result each, all pending.
  await page.goto("/team/manage");
  const emails = ["Dana", "Eli", "Fay"].map((name) => newAccount(name).email);
  await page.getByLabel("Email").fill(`${emails[0]}, ${emails[1]}\n${emails[2]}`);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expectToast(page, "3 of 3 invited");
  const pending = page.getByRole("list", { name: "Pending invitations" });
  for (const email of emails) await expect(pending).toContainText(email);
  await expect(page.getByRole("table", { name: /Team members/ })).toContainText("Cleo Park");
  await expectNoA11yViolations(page);

  // A role change shows in the member's own menu.
  await ben.page.goto("/dashboard");
  await expect(ben.page.getByRole("link", { name: "Offices", exact: true })).toHaveCount(0);
  await page.getByLabel("Role of Ben Okafor").selectOption("team_manager");
  await expectToast(page, "Ben Okafor is now Team manager");
  await ben.page.reload();
  await expect(ben.page.getByRole("link", { name: "Offices", exact: true }).first()).toBeVisible();

  // Removing a member cancels their upcoming booking and signs them out.
  await page.getByRole("button", { name: "Remove Cleo Park" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove Cleo Park?" });
  await dialog.getByRole("button", { name: "Remove member" }).click();
  await expectToast(page, "Cleo Park removed", "1 upcoming booking was cancelled.");
  await expect(page.getByRole("table", { name: /Team members/ })).not.toContainText("Cleo Park");
  const gone = await cleo.page.request.get("/api/team/members");
  expect(gone.status()).toBe(401);

  // Analytics: charts, and the same figures as a table.
  await page.goto("/team/analytics");
  await expect(page.getByRole("heading", { name: "Utilisation per office" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Bar chart of utilisation per office/ })).toBeVisible();
  await page.getByRole("switch", { name: "Show as table (Utilisation per office)" }).click();
  await expect(page.getByRole("table", { name: "Utilisation per office" })).toContainText("Focus Room");
  await expect(page.getByRole("link", { name: "Export CSV of Utilisation per office" })).toHaveAttribute(
    "href",
    /\/api\/team\/analytics\.csv\?.*figure=utilisation/,
  );
  await expectNoA11yViolations(page);

  // The audit log, filtered to role changes.
  await page.goto("/audit");
  await page.getByLabel("Action").selectOption("member.role_changed");
  const events = page.getByRole("list", { name: "Audit events" });
  await expect(events.getByText("Role changed")).toHaveCount(1);
  await expect(events.getByText("Member removed")).toHaveCount(0);
  await events.getByText("1 change").click();
  await expect(events.getByRole("table", { name: "Before and after" })).toContainText("team_manager");
  await expectNoA11yViolations(page);

  // The admin panel.
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Recent audit events" })).toContainText("Member removed");
  await expectNoA11yViolations(page);

  await ben.context.close();
  await cleo.context.close();
});
