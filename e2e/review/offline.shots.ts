/**
 * Screenshots of the offline app for a person to look at (not a test): My Bookings and the day
 * view offline with 'Offline — showing saved data from {time}', and the 'Update available — Reload'
 * prompt of a new build, and 'You're offline' with no saved session, at 1366 and 390 px, light and dark.
 *   REVIEW_SHOTS=/tmp/shots-pwa npx playwright test e2e/review/offline.shots.ts
 */
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import {
  createOffice,
  dateInTeamZone,
  deployServiceWorker,
  SERVICE_WORKER_FILE,
  signUpTeam,
  teamZoneInstant,
} from "../fixtures.ts";
import { SIZES, shotsDir } from "./shots.ts";

// The point of this file: the service worker runs (the config blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

test("screenshots of the offline banner and the update prompt at 1366 and 390 px, light and dark", async ({
  page,
  context,
}) => {
  test.setTimeout(600_000);
  const dir = shotsDir();
  await signUpTeam(page, "Ann Lee");
  const office = await createOffice(page, "Focus Room", 4);
  const date = dateInTeamZone(2);
  await page.request.post("/api/bookings", {
    data: {
      officeId: office.id,
      startISO: teamZoneInstant(date, 9),
      endISO: teamZoneInstant(date, 10),
      purpose: "Planning",
    },
  });
  const pages = [
    ["my-bookings", "/bookings/history"],
    ["day-view", `/day?date=${date}&office=${office.id}`],
  ] as const;
  await page.goto("/bookings/history");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });

  for (const theme of ["light", "dark"] as const) {
    await page.request.patch("/api/user/preferences", { data: { theme } });
    // Saved online (the worker answers from the network and keeps a copy), shown offline.
    for (const [name, size] of SIZES) {
      await page.setViewportSize(size);
      for (const [, path] of pages) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
      }
      await context.setOffline(true);
      for (const [label, path] of pages) {
        await page.goto(path);
        await expect(page.getByTestId("offline-banner")).toBeVisible({ timeout: 30_000 });
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${dir}/${label}-offline-${name}-${theme}.png` });
      }
      await context.setOffline(false);
    }
  }

  // A new build waiting: the server reads dist/web per request, so new worker bytes are a deploy.
  const original = readFileSync(SERVICE_WORKER_FILE, "utf8");
  try {
    for (const theme of ["light", "dark"] as const) {
      await page.request.patch("/api/user/preferences", { data: { theme } });
      for (const [name, size] of SIZES) {
        await page.setViewportSize(size);
        await page.goto("/dashboard");
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
        deployServiceWorker(`${original}\n// build ${Date.now()}\n`);
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
        await expect(page.getByTestId("update-prompt")).toBeVisible({ timeout: 60_000 });
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${dir}/update-prompt-${name}-${theme}.png` });
        // Take the new build, so the next round has a new one to offer.
        const reloaded = page.waitForEvent("load");
        await page.getByTestId("update-prompt").getByRole("button", { name: "Reload" }).click();
        await reloaded;
      }
    }
  } finally {
    deployServiceWorker(original);
  }
});

test("screenshots of 'You're offline' with no saved session at 1366 and 390 px, light and dark", async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const dir = shotsDir();
  await signUpTeam(page, "Ann Lee");
  await page.goto("/bookings/history");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  // Signed out (the cookie gone) and nothing saved: what a person sees offline.
  await context.clearCookies();
  for (const theme of ["light", "dark"] as const) {
    for (const [name, size] of SIZES) {
      await page.setViewportSize(size);
      await page.evaluate((t) => {
        localStorage.setItem("theme", t);
        return caches.delete("officely-api");
      }, theme);
      await context.setOffline(true);
      await page.goto("/bookings/history");
      await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: `${dir}/no-session-offline-${name}-${theme}.png` });
      await context.setOffline(false);
      await expect(page).toHaveURL(/\/auth$/, { timeout: 30_000 });
    }
  }
});
