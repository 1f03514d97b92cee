/**
 * Webhooks in Settings > Team (docs/product.md "Webhooks"): a team admin adds an endpoint (a real
 * receiver on this machine, which checks every request with the standardwebhooks library), copies
 * its signing secret, a booking arrives there signed, the delivery log shows it delivered, a test is
 * sent, the endpoint is turned off and removed. At 1366 and 390 px, axe clean.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import {
  bookThroughApi,
  createOffice,
  expectNoA11yViolations,
  expectToast,
  signUpTeam,
  tomorrowInTeamZone,
} from "./fixtures.ts";

test("add a webhook, receive a signed booking, read the log, test, turn off, remove", async ({ page }) => {
  const received: { type: string }[] = [];
  let secret = "";
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      try {
        received.push(new Webhook(secret).verify(body, req.headers as Record<string, string>) as { type: string });
        res.writeHead(204).end();
      } catch {
        res.writeHead(401).end();
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;

  await signUpTeam(page, "Ann Lee");
  await page.request.patch("/api/user/complete-onboarding");
  const office = await createOffice(page, "Hub", 4);
  await page.goto("/settings?tab=team");
  const section = page.getByRole("region", { name: "Webhooks" });
  await expect(section).toContainText("No webhooks yet.");
  await section.getByRole("button", { name: "Add a webhook" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a webhook" });
  await dialog.getByLabel("Endpoint URL").fill(url);
  await dialog.getByLabel("Description (optional)").fill("Badge system");
  await expect(dialog.getByRole("checkbox", { name: "booking.created" })).toBeChecked();
  await dialog.getByRole("checkbox", { name: "member.joined" }).check();
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Add webhook" }).click();

  const shown = page.getByRole("dialog", { name: "Signing secret" });
  secret = await shown.getByLabel("Signing secret", { exact: true }).inputValue();
  expect(secret).toMatch(/^whsec_/);
  await shown.getByRole("button", { name: "Done" }).click();
  const row = section.getByRole("listitem").filter({ hasText: url });
  await expect(row).toContainText("Badge system · 4 events");

  await bookThroughApi(page, office.id, tomorrowInTeamZone(), 10);
  await expect.poll(() => received.map((r) => r.type), { timeout: 20_000 }).toEqual(["booking.created"]);

  await row.getByRole("button", { name: `Deliveries to ${url}` }).click();
  const log = page.getByRole("dialog", { name: "Deliveries" });
  await expect(log.getByRole("listitem").first()).toContainText("Delivered");
  await expect(log.getByRole("listitem").first()).toContainText("answered 204");
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");

  await page.setViewportSize({ width: 390, height: 844 });
  await row.getByRole("button", { name: `Send a test to ${url}` }).click();
  await expectToast(page, "Test queued");
  await expect.poll(() => received.map((r) => r.type), { timeout: 20_000 }).toContain("webhook.test");
  await row.getByRole("switch", { name: `Send to ${url}` }).click();
  await expect(row).toContainText("Off");
  await expectNoA11yViolations(page);
  await row.getByRole("button", { name: `Remove the webhook to ${url}` }).click();
  await page.getByRole("dialog", { name: "Remove this webhook?" }).getByRole("button", { name: "Remove" }).click();
  await expectToast(page, "Webhook removed");
  await expect(section).toContainText("No webhooks yet.");
  await new Promise<void>((done) => server.close(() => done()));
});
