/**
 * Team administration: a team admin invites three addresses at once, changes a member's
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
  await page.getByLabel("Action", { exact: true }).selectOption("member.role_changed");
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

test("members load page by page, a member is told the audit log is not theirs, capped and summary exports", async ({
  page,
  browser,
}) => {
  await signUpTeam(page, "Ann Lee");
  const ben = await joinAsColleague(browser, page, "member", "Ben Okafor");
  await joinAsColleague(browser, page, "member", "Cleo Park");

  // Pages of 2 instead of 50, so three members make two pages.
  await page.route("**/api/team/members?*", (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get("limit") === "50") url.searchParams.set("limit", "2");
    return route.continue({ url: url.toString() });
  });
  await page.goto("/team/manage");
  const table = page.getByRole("table", { name: /Team members/ });
  await expect(table.getByRole("rowheader")).toHaveText(["Ann Lee (you)", "Ben Okafor"]);
  await page.getByRole("button", { name: "Load more members" }).click();
  await expect(table.getByRole("rowheader")).toHaveText(["Ann Lee (you)", "Ben Okafor", "Cleo Park"]);
  await expect(page.getByRole("button", { name: "Load more members" })).toHaveCount(0);
  // A new sort starts again from its first page; a search too.
  await table.getByRole("button", { name: /^Name/ }).click();
  await expect(table.getByRole("rowheader")).toHaveText(["Cleo Park", "Ben Okafor"]);
  await page.getByRole("button", { name: "Load more members" }).click();
  await expect(table.getByRole("rowheader")).toHaveText(["Cleo Park", "Ben Okafor", "Ann Lee (you)"]);
  await page.getByLabel("Search members").fill("cleo");
  await expect(table.getByRole("rowheader")).toHaveText(["Cleo Park"]);
  await expect(page.getByRole("button", { name: "Load more members" })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // A member opening /audit is told why, and whom to ask; the API answers them 403.
  await ben.page.goto("/audit");
  await expect(ben.page.getByText("You don't have access to the audit log")).toBeVisible();
  await expect(
    ben.page.getByText(/Only team admins can see the audit log\. Ask your team admin \(Ann Lee\)/),
  ).toBeVisible();
  expect((await ben.page.request.get("/api/team/audit")).status()).toBe(403);
  await expectNoA11yViolations(ben.page);

  // An export the server capped says so (the cap itself is tested against the API).
  await page.route("**/api/team/audit.csv*", async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), "x-truncated": "true", "x-row-limit": "10000" },
    });
  });
  await page.goto("/audit");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toBe("audit-log.csv");
  await expect(page.getByRole("status").filter({ hasText: "First 10,000 events exported" })).toHaveText(
    "First 10,000 events exported; narrow the range for the rest.",
  );
  await page.unroute("**/api/team/audit.csv*");
  await page.getByLabel("Action", { exact: true }).selectOption("member.joined");
  await expect(page.getByText("First 10,000 events exported")).toHaveCount(0);
  const whole = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  await whole;
  await expect(page.getByText("First 10,000 events exported")).toHaveCount(0);

  // The analytics summary figures have their own CSV.
  await page.goto("/team/analytics");
  const summaryCsv = page.getByRole("link", { name: "Export CSV of the summary figures" });
  await expect(summaryCsv).toHaveAttribute("href", /\/api\/team\/analytics\.csv\?.*figure=summary/);
  const csv = await page.request.get((await summaryCsv.getAttribute("href")) ?? "");
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toMatch(/^figure,value\r\nfrom,\d{4}-\d\d-\d\d\r\n/);
  await expectNoA11yViolations(page);

  await ben.context.close();
});
