/**
 * The offline, installable app (docs/product.md "Preferences and layouts"): once the service worker
 * (/service-worker.js) controls the page, My Bookings and the day view open without a network from
 * saved data, with 'Offline — showing saved data from {time}'; a change offline is refused with a
 * message and not sent later; back online the banner goes; signing out deletes the saved answers.
 * The manifest and the worker are served as Chromium's install check wants them, and a new build
 * offers 'Update available — Reload'.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, expect, type Page, test } from "@playwright/test";
import { formatInZone } from "../src/shared/time.ts";
import {
  createOffice,
  dateInTeamZone,
  deployServiceWorker,
  expectNoA11yViolations,
  SERVICE_WORKER_FILE,
  signUpTeam,
  teamZoneInstant,
  ZONE,
} from "./fixtures.ts";

// The point of this file: the service worker runs (the config blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

const OFFLINE_CHANGE = "You're offline — changes can't be saved until you reconnect.";
const longDate = (date: string) => formatInZone(teamZoneInstant(date, 12), ZONE, "EEE, MMM d, yyyy");

/** Waits until a service worker controls the page (installed with the app shell precached, and active). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
}

/** The names of the saved API answers (Cache Storage "officely-api"), as paths with their query. */
function savedApiPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has("officely-api"))) return [];
    const cache = await caches.open("officely-api");
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return `${url.pathname}${url.search}`;
    });
  });
}

test("offline: My Bookings and the day view open from saved data, changes are refused, sign-out forgets", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signUpTeam(page);
  const office = await createOffice(page, "Focus Room");
  const date = dateInTeamZone(2);
  const res = await page.request.post("/api/bookings", {
    data: {
      officeId: office.id,
      startISO: teamZoneInstant(date, 9),
      endISO: teamZoneInstant(date, 10),
      purpose: "Offline plan",
    },
  });
  expect(res.ok()).toBe(true);

  // Online: the worker installs on the first visit; the pages' reads go through it from then on.
  await page.goto("/bookings/history");
  await waitForServiceWorker(page);
  await page.reload();
  const upcoming = page.getByRole("list", { name: "Upcoming bookings" });
  await expect(upcoming.getByRole("listitem")).toHaveCount(1);
  const block = page.getByRole("button", { name: "Focus Room booked by Ann Lee 09:00–10:00" });
  await page.goto(`/day?date=${date}&office=${office.id}`);
  await expect(block.first()).toBeVisible();
  // Online, answers come from the network: no banner.
  await expect(page.getByTestId("offline-banner")).toHaveCount(0);
  expect(await savedApiPaths(page)).toEqual(
    expect.arrayContaining(["/api/user/session", "/api/offices", `/api/bookings?date=${date}`]),
  );

  await page.goto("/bookings/history");
  await expect(upcoming.getByRole("listitem")).toHaveCount(1);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "My Bookings" })).toBeVisible();
  await expect(upcoming.getByRole("listitem")).toHaveCount(1);
  await expect(upcoming).toContainText("Offline plan");
  const banner = page.getByRole("status").filter({ hasText: "Offline — showing saved data from" });
  await expect(banner).toHaveText(/^Offline — showing saved data from \d{2}:\d{2}$/);
  await expectNoA11yViolations(page);

  // A change is refused at once, with the reason, and nothing is queued for later.
  await upcoming.getByRole("button", { name: `Cancel Focus Room on ${longDate(date)}, 09:00–10:00` }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
  await dialog.getByRole("button", { name: "Cancel booking" }).click();
  await expect(dialog.getByText(OFFLINE_CHANGE)).toBeVisible();
  await page.keyboard.press("Escape");

  // The day view opens offline too (a new page load, served by the worker).
  await page.goto(`/day?date=${date}&office=${office.id}`);
  await expect(block.first()).toBeVisible();
  await expect(banner).toBeVisible();

  // Back online: the banner goes, and the booking was never cancelled.
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await page.goto("/bookings/history");
  await expect(upcoming.getByRole("listitem")).toHaveCount(1);
  await expect(upcoming).toContainText("Confirmed");

  // Signing out deletes the saved answers: the next person on this browser never sees them.
  expect((await savedApiPaths(page)).length).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect
    .poll(async () => (await savedApiPaths(page)).filter((path) => path.startsWith("/api/bookings")))
    .toEqual([]);

  // Offline with no saved session answer at all (the /auth page above saved a signed-out one, which
  // rightly leads to /auth): the page says why instead of loading for ever, and goes on by itself
  // once the connection is back.
  await page.evaluate(() => caches.delete("officely-api"));
  await context.setOffline(true);
  await page.goto("/bookings/history");
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  await expectNoA11yViolations(page);
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/auth$/, { timeout: 30_000 });
});

test("installable: the manifest, its icons and the worker are served as Chromium's install check wants", async ({
  page,
}) => {
  await signUpTeam(page);
  const response = await page.goto("/dashboard");
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("manifest-src 'self'");

  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifestRes = await page.request.get(href ?? "");
  expect(manifestRes.headers()["cache-control"]).toBe("no-cache");
  expect(manifestRes.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await manifestRes.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: "Officely",
    short_name: "Officely",
    start_url: "/dashboard",
    display: "standalone",
  });
  for (const [sizes, purpose] of [
    ["192x192", "any"],
    ["512x512", "any"],
    ["512x512", "maskable"],
  ]) {
    const icon = manifest.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
    expect(icon, `${sizes} ${purpose} icon`).toBeDefined();
    const iconRes = await page.request.get(icon?.src ?? "");
    expect(iconRes.status()).toBe(200);
    expect(iconRes.headers()["content-type"]).toBe("image/png");
  }

  const worker = await page.request.get("/service-worker.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["content-type"]).toContain("javascript");
  await waitForServiceWorker(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(new URL("/", page.url()).href);
  // Hashed assets are kept for a year; the worker revalidates everything else.
  const script = await page.locator('script[type="module"]').getAttribute("src");
  const asset = await page.request.get(script ?? "");
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("a new build waiting offers 'Update available — Reload', and Reload switches to it", async ({ page }) => {
  test.setTimeout(180_000);
  await signUpTeam(page);
  await page.goto("/dashboard");
  await waitForServiceWorker(page);
  await expect(page.getByTestId("update-prompt")).toHaveCount(0);

  // A new build: the server reads dist/web per request, so changing the worker's bytes is a deploy.
  const original = readFileSync(SERVICE_WORKER_FILE, "utf8");
  try {
    deployServiceWorker(`${original}\n// build ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByTestId("update-prompt");
    await expect(prompt).toHaveRole("status");
    await expect(prompt).toContainText("Update available");
    await expectNoA11yViolations(page);
    const reloaded = page.waitForEvent("load");
    await prompt.getByRole("button", { name: "Reload" }).click();
    await reloaded;
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.getByTestId("update-prompt")).toHaveCount(0);
    // The new build took over: nothing is left waiting.
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
  } finally {
    deployServiceWorker(original);
  }
});

test("Chromium itself finds the app installable (its install prompt's check, as Lighthouse's installable-manifest audit asks it)", async ({
  page,
}, testInfo) => {
  const team = await signUpTeam(page);
  // Chromium never offers to install from a private window, which every Playwright context is: a
  // browser profile on disk, as a person has, signed in with the same session.
  const profile = mkdtempSync(join(tmpdir(), "officely-install-"));
  const { baseURL, launchOptions } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    await context.addCookies(await page.context().cookies());
    const own = context.pages()[0] ?? (await context.newPage());
    await own.goto("/dashboard");
    await expect(own.getByText(team.companyName).first()).toBeVisible();
    await waitForServiceWorker(own);
    const cdp = await context.newCDPSession(own);
    const { errors } = await cdp.send("Page.getAppManifest");
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
