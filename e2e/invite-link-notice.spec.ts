/**
 * Invitation links are built on APP_URL, never on the browser's address. An admin
 * who opens the app by another address (here 127.0.0.1 while APP_URL says localhost) is warned in
 * the invite form, and the link still points at APP_URL; at APP_URL itself there is no warning.
 */
import { expect, test } from "@playwright/test";
import { newAccount, signUpTeam } from "./fixtures.ts";

const appOrigin = (baseURL: string | undefined) => new URL(baseURL ?? "http://localhost:3210").origin;

test("the invite form warns an admin who uses another address than APP_URL, and links stay on APP_URL", async ({
  browser,
  baseURL,
}) => {
  const origin = appOrigin(baseURL);
  const otherOrigin = origin.replace("localhost", "127.0.0.1");
  const context = await browser.newContext({ baseURL: otherOrigin });
  try {
    const page = await context.newPage();
    await signUpTeam(page);
    await page.goto("/team/manage");
    const notice = page.getByRole("status").filter({ hasText: "Invitation links point at" });
    await expect(notice).toContainText(
      `Invitation links point at ${origin}, not the address you are using (${otherOrigin})`,
    );
    await page.getByLabel("Email").fill(newAccount("Cleo Colleague").email);
    await page.getByRole("button", { name: "Send invitation" }).click();
    const link = await page.getByRole("textbox", { name: "Invitation link" }).inputValue();
    expect(new URL(link).origin).toBe(origin);
  } finally {
    await context.close();
  }
});

test("the invite form shows no address warning at APP_URL", async ({ page }) => {
  await signUpTeam(page);
  // The notice waits for health: assert its absence only once health has answered.
  const health = page.waitForResponse((response) => response.url().endsWith("/api/health") && response.ok());
  await page.goto("/team/manage");
  await health;
  await expect(page.getByRole("button", { name: "Send invitation" })).toBeVisible();
  await expect(page.getByText("Invitation links point at")).toHaveCount(0);
});
