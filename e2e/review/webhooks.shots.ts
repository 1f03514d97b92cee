/**
 * Screenshots of webhooks for a person to look at (not a test): Settings > Team's Webhooks with an
 * endpoint on and one off, the "Add a webhook" dialog and a delivery log, at 1366 and 390 px, light
 * and dark.
 *   REVIEW_SHOTS=/tmp/shots-webhooks npx playwright test e2e/review/webhooks.shots.ts
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { bookThroughApi, createOffice, signUpTeam, tomorrowInTeamZone } from "../fixtures.ts";
import { SIZES, shotsDir } from "./shots.ts";

test("screenshots of webhooks at 1366 and 390 px, light and dark", async ({ page }) => {
  test.setTimeout(300_000);
  const dir = shotsDir();
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(req.url?.includes("broken") ? 500 : 204).end());
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await signUpTeam(page, "Ann Lee");
  await page.request.patch("/api/user/complete-onboarding");
  const office = await createOffice(page, "Hub", 4);
  const add = async (url: string, description: string, eventTypes: string[]) =>
    (await page.request.post("/api/team/webhooks", { data: { url, description, eventTypes } })).json();
  const good = await add(`${base}/hooks/badges`, "Badge system", [
    "booking.created",
    "booking.cancelled",
    "booking.checked_in",
  ]);
  const bad = await add(`${base}/hooks/broken`, "Old chat bot", ["booking.created"]);
  await page.request.patch(`/api/team/webhooks/${bad.id}`, { data: { enabled: false } });
  await bookThroughApi(page, office.id, tomorrowInTeamZone(), 10);
  await page.request.post(`/api/team/webhooks/${good.id}/test`);
  await expect
    .poll(async () => (await (await page.request.get(`/api/team/webhooks/${good.id}/deliveries`)).json()).length, {
      timeout: 20_000,
    })
    .toBe(2);
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.request.patch("/api/user/preferences", { data: { theme } });
    for (const [name, size] of SIZES) {
      await page.setViewportSize(size);
      await page.goto("/settings?tab=team");
      const section = page.getByRole("region", { name: "Webhooks" });
      await expect(section.getByRole("listitem").first()).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: `${dir}/section-${name}-${theme}.png` });
      await section.getByRole("button", { name: "Add a webhook" }).click();
      await page.screenshot({ path: `${dir}/add-${name}-${theme}.png` });
      await page.keyboard.press("Escape");
      await section
        .getByRole("listitem")
        .filter({ hasText: "Badge system" })
        .getByRole("button", { name: /^Deliveries to / })
        .click();
      await expect(page.getByRole("dialog", { name: "Deliveries" }).getByText("Delivered").first()).toBeVisible();
      await page.screenshot({ path: `${dir}/log-${name}-${theme}.png` });
      await page.keyboard.press("Escape");
    }
  }
  await new Promise<void>((done) => server.close(() => done()));
});
