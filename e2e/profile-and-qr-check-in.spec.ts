/**
 * The account and QR check-in in a browser: the Profile tab saves a name and job title; the Security
 * tab changes the password (a wrong current one is refused with the server's words; the change
 * signs another browser out) and lists the sessions with "Sign out other sessions"; a manager opens
 * an office's QR poster and the link it encodes checks the booker in.
 */
import { expect, test } from "@playwright/test";
import { createOffice, expectNoA11yViolations, expectToast, PASSWORD, signUpTeam } from "./fixtures.ts";

const NEW_PASSWORD = "Cedar-Brook-Walrus-3";

test("the profile tab saves the profile; the security tab changes the password and signs out others", async ({
  page,
  browser,
}) => {
  const team = await signUpTeam(page, "Ann Lee");
  // A second browser signed in as the same person.
  const other = await browser.newContext();
  const login = await other.request.post("/api/login", {
    data: { email: team.admin.email, password: team.admin.password },
  });
  expect(login.ok()).toBe(true);

  await page.goto("/settings?tab=profile");
  await page.getByLabel("Your Name").fill("Ann Lovelace");
  await page.getByLabel("Job Title").fill("Engineer");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expectToast(page, "Profile saved");
  await expectNoA11yViolations(page);

  await page.getByRole("tab", { name: "Security" }).click();
  await expect(page).toHaveURL(/\/settings\?tab=security$/);
  // The sessions list shows both; this one is marked.
  const sessions = page.getByRole("list", { name: "Signed-in sessions" });
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  await expect(sessions.getByText("This device")).toHaveCount(1);

  await page.getByLabel("Current password").fill("Wr0ngPassword");
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your current password is not correct." })).toBeVisible();

  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expectToast(page, "Password changed", "Password changed. 1 other session was signed out.");
  expect((await other.request.get("/api/user")).status()).toBe(401);
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Sign out other sessions" })).toBeDisabled();

  // Signed in elsewhere again: "Sign out other sessions" ends it.
  const again = await other.request.post("/api/login", { data: { email: team.admin.email, password: NEW_PASSWORD } });
  expect(again.ok()).toBe(true);
  await page.reload();
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  await page.getByRole("button", { name: "Sign out other sessions" }).click();
  await expectToast(page, "Other sessions signed out", "1 other session was signed out.");
  expect((await other.request.get("/api/user")).status()).toBe(401);
  await expectNoA11yViolations(page);
  await other.close();

  // The profile kept its name through the password change.
  await page.getByRole("tab", { name: "Profile" }).click();
  await expect(page.getByLabel("Your Name")).toHaveValue("Ann Lovelace");
});

test("a manager prints an office's QR code; its link checks the booker in", async ({ page }) => {
  await signUpTeam(page);
  const hours = await page.request.patch("/api/team/settings", {
    data: { businessHoursStart: "00:00", businessHoursEnd: "24:00" },
  });
  expect(hours.ok()).toBe(true);
  const office = await createOffice(page, "Focus Room");
  // The next slot on the 15-minute grid: its check-in opened at the last quarter hour (see
  // notifications.spec.ts). Within 10 s of a quarter hour, the quarter passes first: booked a few
  // seconds ahead, a slot's check-in once opened only after this test had tried it.
  const slot = 15 * 60_000;
  const untilQuarter = Math.ceil(Date.now() / slot) * slot - Date.now();
  if (untilQuarter < 10_000) await page.waitForTimeout(untilQuarter + 1_000);
  const start = Math.ceil(Date.now() / slot) * slot;
  const booked = await page.request.post("/api/bookings", {
    data: {
      officeId: office.id,
      startISO: new Date(start).toISOString(),
      endISO: new Date(start + slot).toISOString(),
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.goto("/team/offices");
  await page.getByRole("link", { name: "Check-in QR code of Focus Room" }).click();
  await expect(page.getByRole("img", { name: "QR code to check in at Focus Room" })).toBeVisible();
  await expectNoA11yViolations(page);
  const first = (await page.getByText(/\/check-in\/[0-9a-f]{16}$/).textContent()) ?? "";

  // A new code replaces the printed one, after saying so.
  await page.getByRole("button", { name: "New code" }).click();
  const confirm = page.getByRole("dialog", { name: "Give this office a new code?" });
  await expect(confirm).toContainText("The QR code printed now stops working at once");
  await confirm.getByRole("button", { name: "New code" }).click();
  await expectToast(page, "New check-in code", "Print the new poster: the old one no longer works.");
  await expect(page.getByText(first, { exact: true })).toHaveCount(0);
  const link = (await page.getByText(/\/check-in\/[0-9a-f]{16}$/).textContent()) ?? "";
  expect(link).not.toBe(first);
  const stale = await page.request.post(`/api/check-in/${new URL(first).pathname.split("/").pop()}`);
  expect(stale.status()).toBe(404);
  const path = new URL(link).pathname;

  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Checked in" })).toBeVisible();
  await expect(page.getByText("You are checked in at Focus Room")).toBeVisible();
  await page.goto("/bookings/history");
  await expect(page.getByRole("main").getByText("Checked in", { exact: true })).toBeVisible();
});
