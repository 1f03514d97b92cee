/**
 * A new user's first walk through the product, in the real built app on a fresh embedded database:
 * create a team, create an office, book a slot in the day view, invite a colleague, join as the
 * colleague in a second browser context, see the slot booked and fail to book over it.
 */
import { expect, test } from "@playwright/test";
import { expectNoA11yViolations, tomorrowInTeamZone, ZONE } from "./fixtures.ts";

const stamp = Date.now().toString(36);
const admin = {
  name: "Ann Lee",
  email: `ann-${stamp}@example.test`,
  password: "Quartz-Otter-Maple-7",
  company: `Acme ${stamp}`,
};
const colleague = { name: "Ben Okafor", email: `ben-${stamp}@example.test`, password: "Tulip-Gravel-Nimbus-4" };

test("a team signs up, books an office, invites a colleague who sees the booking and cannot double-book it", async ({
  browser,
}) => {
  const date = tomorrowInTeamZone();
  // A browser in New York: the Create Team form offers the browser's zone for the new team.
  const adminContext = await browser.newContext({ timezoneId: ZONE });
  const page = await adminContext.newPage();

  // Landing page, signed out: the prerendered page, which loads no JavaScript at all.
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([]);
  for (const name of ["Sign In", "Start Free Trial", "View Demo", "Schedule Demo"]) {
    await expect(page.getByRole("link", { name }).first()).toBeVisible();
  }
  await expect(page.getByText("Today's Schedule")).toBeVisible();
  await expectNoA11yViolations(page);

  // Create the team.
  await page.getByRole("link", { name: "Get Started" }).first().click();
  await expect(page).toHaveURL(/\/auth/);
  await page.getByRole("button", { name: "Create New Team" }).click();
  await page.getByLabel("Your Name").fill(admin.name);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill("short");
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await expect(page.getByText("Strong")).toBeVisible();
  await page.getByLabel("Company Name").fill(admin.company);
  // A common password meets the rules, but the server refuses it and the field says why.
  await page.getByLabel("Password", { exact: true }).fill("Passw0rd!");
  await page.getByRole("button", { name: "Create Team" }).click();
  await expect(page.locator("#signup-password-error")).toContainText("This password is too easy to guess");
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await expect(page.getByLabel("Time zone")).toHaveValue(ZONE);
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Create Team" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole("heading", { name: /Welcome to Officely/ })).toBeVisible();
  await expect(page.getByTestId("toast").getByText("Team Created Successfully!")).toBeVisible();

  // Create an office.
  await page.goto("/team/offices");
  await page.getByRole("button", { name: "Create office" }).first().click();
  const officeDialog = page.getByRole("dialog");
  await officeDialog.getByLabel("Office name").fill("Focus Room");
  await officeDialog.getByLabel("Description").fill("Quiet room with a view");
  await officeDialog.getByLabel("Capacity (seats)").fill("4");
  await officeDialog.getByLabel("Monitor").check();
  await officeDialog.getByRole("button", { name: "Create office" }).click();
  await expect(officeDialog).toBeHidden();
  await expect(page.getByText("Focus Room").first()).toBeVisible();

  // Book 10:00-11:00 tomorrow in the day view.
  await page.goto(`/day?date=${date}`);
  await expect(page.getByTestId("team-time-zone")).toContainText(ZONE);
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Book Focus Room at 10:00" }).click();
  const bookDialog = page.getByRole("dialog");
  await bookDialog.getByLabel("Purpose (optional)").fill("Planning");
  await bookDialog.getByRole("button", { name: "Book" }).click();
  await expect(page.getByRole("button", { name: `Focus Room booked by ${admin.name} 10:00–11:00` })).toBeVisible();

  // Invite a colleague; no SMTP here, so the code and link are shown.
  await page.goto("/team/manage");
  await page.getByLabel("Email").fill(colleague.email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  const link = await page.getByRole("textbox", { name: "Invitation link" }).inputValue();
  expect(link).toMatch(/\/auth\?invite=[A-Z0-9]{8,}$/);
  await expect(page.getByRole("list", { name: "Pending invitations" })).toContainText(colleague.email);

  // The colleague joins from the magic link in a second browser.
  const colleagueContext = await browser.newContext();
  const other = await colleagueContext.newPage();
  await other.goto(new URL(link).pathname + new URL(link).search);
  await expect(other.getByText(`Valid invitation to join ${admin.company}`)).toBeVisible();
  const emailField = other.getByLabel("Email Address");
  await expect(emailField).toHaveValue(colleague.email);
  await expect(emailField).not.toBeEditable();
  await other.getByLabel("Your Name").fill(colleague.name);
  await other.getByLabel("Password", { exact: true }).fill(colleague.password);
  await other.getByRole("button", { name: "Join Team" }).click();
  await expect(other).toHaveURL(/\/dashboard/);
  await expect(other.getByTestId("toast").getByText("Successfully Joined Team!")).toBeVisible();

  // The colleague sees Ann's booking and cannot book over it.
  await other.goto(`/day?date=${date}`);
  await expect(other.getByRole("button", { name: `Focus Room booked by ${admin.name} 10:00–11:00` })).toBeVisible();
  await other.getByRole("button", { name: "Book Focus Room at 09:00" }).click();
  const overlapDialog = other.getByRole("dialog");
  await overlapDialog.getByLabel("Duration").selectOption("120");
  // The dialog asks the server before sending: it names the booking in the way, next to the times
  // that caused it, and holds Book.
  await expect(overlapDialog.getByRole("alert")).toContainText("Focus Room is already booked from 10:00 to 11:00");
  await expect(overlapDialog.getByRole("button", { name: "Book" })).toBeDisabled();
  await expect(other.getByRole("button", { name: /Focus Room booked by Ben Okafor/ })).toHaveCount(0);
  await other.keyboard.press("Escape");
  await expect(overlapDialog).toBeHidden();

  // Inside the app, an unknown path is the 404 page.
  await other.goto("/no-such-page");
  await expect(other.getByText("404 Page Not Found")).toBeVisible();

  await colleagueContext.close();
  await adminContext.close();
});

test("a signed-out visitor is sent from a protected page to /auth and sees the server's message for a wrong password", async ({
  page,
}) => {
  await page.goto("/day");
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
  await page.getByLabel("Email").fill("nobody@example.test");
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();
});
