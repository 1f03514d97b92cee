/**
 * The server-rendered first load (docs/decisions/0018): a signed-in person opening the
 * dashboard gets the page itself in the HTML, with their data, before any JavaScript has run; the
 * app then takes that page over where it stands (no second render, no shift), and a tap made before
 * it has is carried out once it has.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import { appTookOver, bookThroughApi, createOffice, signUpTeam, tomorrowInTeamZone } from "./fixtures.ts";

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36",
};
const DESKTOP = { viewport: { width: 1366, height: 900 } };

/** A new team's admin signed in on a new page of `options`' kind; onboarding done, so no tour opens. */
async function signedInPage(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}, name = "Rosa Diaz") {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const team = await signUpTeam(page, name);
  expect((await page.request.patch("/api/user/complete-onboarding")).ok()).toBe(true);
  return { context, page, team };
}

/**
 * Console lines of `page` that say something went wrong (errors, and the app's own warning that
 * the server's page differed). Not workbox's complaint that registering the service worker gave
 * nothing: the suite blocks service workers (playwright.config.ts), so registering gives nothing.
 */
function troubles(page: Page): string[] {
  const lines: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (text.startsWith("Service worker registration failed")) return;
    if (message.type() === "error" || /differed from the app's/.test(text)) lines.push(text);
  });
  page.on("pageerror", (error) => lines.push(error.message));
  return lines;
}

/**
 * Holds the app's code back, as a slow network would, to tap the server's page before it runs;
 * returns what lets it through.
 */
async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("the dashboard arrives rendered, with the person's data, before any JavaScript runs", async ({ browser }) => {
  const { context, team } = await signedInPage(browser, { ...DESKTOP, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Rosa Diaz" })).toBeVisible();
  await expect(page.getByText(`Here is what's happening at ${team.companyName} today.`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Upcoming bookings" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "My Bookings" })).toBeVisible();
  await expect(page).toHaveTitle("Home · Officely");
  // The loading screen is not what it shows.
  await expect(page.getByText("Loading your workspace...")).toHaveCount(0);
  await context.close();
});

test("the app takes the page over as it stands, and a tap made before is carried out", async ({ browser }) => {
  const { context, page } = await signedInPage(browser, DESKTOP);
  const trouble = troubles(page);
  const release = await holdAppCode(page);
  await page.goto("/dashboard", { waitUntil: "domcontentloaded" });
  // By tag: the dialog opened below hides the rest of the page from the accessibility tree.
  const heading = page.locator("h1", { hasText: "Welcome back, Rosa Diaz" });
  await expect(heading).toBeVisible();
  // The same element before and after the app took over: it was not rendered anew.
  await heading.evaluate((element) => {
    (window as unknown as { serverHeading: Element }).serverHeading = element;
  });
  await page.getByRole("button", { name: "Customize" }).click();
  await expect(page.getByRole("dialog", { name: "Customize dashboard" })).toHaveCount(0);
  release();
  await expect(page.getByRole("dialog", { name: "Customize dashboard" })).toBeVisible();
  expect(
    await heading.evaluate((element) => element === (window as unknown as { serverHeading: Element }).serverHeading),
  ).toBe(true);
  expect(trouble).toEqual([]);
  await context.close();
});

/**
 * Makes the app carry out kept taps only once its own theme toggle has replaced the server's (the
 * toggle's help tooltip wraps it when the tooltip's code arrives, which may come before the replay
 * or after it, by the network's timing): the order the next test is about, every time. The test
 * puts the server's toggle in `window.serverToggle`.
 */
async function replayOnceServerToggleIsReplaced(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type EarlyTaps = { done: boolean; replay(): void };
    const scope = window as unknown as { serverToggle?: Element };
    let kept: EarlyTaps | undefined;
    Object.defineProperty(window, "officelyEarlyTaps", {
      configurable: true,
      get: () => kept,
      set(value: EarlyTaps) {
        const replay = value.replay;
        value.replay = () => {
          const replayWhenReplaced = () => {
            if (scope.serverToggle && !scope.serverToggle.isConnected) replay.call(value);
            else setTimeout(replayWhenReplaced, 20);
          };
          replayWhenReplaced();
        };
        kept = value;
      },
    });
  });
}

test("a tap on a button the app puts anew (a help tooltip's) is carried out on its new button", async ({ browser }) => {
  const { context, page } = await signedInPage(browser, DESKTOP);
  const trouble = troubles(page);
  const release = await holdAppCode(page);
  await replayOnceServerToggleIsReplaced(page);
  await page.goto("/dashboard", { waitUntil: "domcontentloaded" });
  const toggle = page.getByRole("button", { name: "Dark theme" });
  await toggle.evaluate((element) => {
    (window as unknown as { serverToggle: Element }).serverToggle = element;
  });
  await toggle.click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  release();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("html")).toHaveClass(/dark/);
  // Carried out on the app's own button: the server's was put away when the tooltip wrapped it.
  expect(
    await toggle.evaluate((element) => element === (window as unknown as { serverToggle: Element }).serverToggle),
  ).toBe(false);
  await expect.poll(async () => (await (await page.request.get("/api/user/preferences")).json()).theme).toBe("dark");
  expect(trouble).toEqual([]);
  await context.close();
});

test("a page scrolled before the app took it over stays where the person left it", async ({ browser }) => {
  const { context, page } = await signedInPage(browser, PHONE);
  for (const name of ["Alpha Room", "Beta Room", "Gamma Room", "Delta Room"]) await createOffice(page, name);
  const trouble = troubles(page);
  const release = await holdAppCode(page);
  await page.goto("/dashboard", { waitUntil: "domcontentloaded" });
  const star = page.getByRole("button", { name: "Add Delta Room to favourites" });
  await star.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  release();
  await appTookOver(page);
  // A frame later: anything the takeover did to the page has been drawn.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // The star under the person's finger is still the star: a tap now stars the office.
  await star.click();
  await expect(page.getByRole("button", { name: "Remove Delta Room from favourites" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // Going to another page still starts it at the top.
  await page.getByRole("navigation", { name: "Mobile navigation" }).getByRole("link", { name: "Bookings" }).click();
  await expect(page).toHaveURL(/\/bookings\/history$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(trouble).toEqual([]);
  await context.close();
});

for (const [name, options] of [
  ["a phone", PHONE],
  ["a desktop", DESKTOP],
] as const) {
  test(`nothing moves when the app takes the page over, on ${name}`, async ({ browser }) => {
    const { context, page } = await signedInPage(browser, options);
    const trouble = troubles(page);
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & { value: number; sources?: { node?: Node | null }[] };
      const shifts: { value: number; at: number; moved: string[] }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          // What moved, to name it when the sum is over: the start of each moved element's markup.
          const moved = (entry.sources ?? []).map((source) =>
            source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node?.nodeName),
          );
          shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/dashboard");
    // Taken over: live updates connect once the app runs.
    await expect(page.getByTestId("realtime-status").getByRole("status")).toContainText("Live updates: Live");
    await page.waitForTimeout(1_000);
    const shifts = await page.evaluate(
      () => (window as unknown as { shifts: { value: number; at: number; moved: string[] }[] }).shifts,
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `layout shifts: ${JSON.stringify(shifts, null, 1)}`).toBeLessThan(0.01);
    expect(trouble).toEqual([]);
    await context.close();
  });
}

test("people loading at the same moment each get their own page, never another's", async ({ browser }) => {
  const rosa = await signedInPage(browser, DESKTOP, "Rosa Diaz");
  const amir = await signedInPage(browser, DESKTOP, "Amir Haddad");
  // Interleaved, all at once: the server renders them side by side.
  const pages = await Promise.all(
    Array.from({ length: 10 }, (_, i) => (i % 2 ? amir : rosa).page.request.get("/dashboard")),
  );
  for (const [i, response] of pages.entries()) {
    const [own, other] = i % 2 ? [amir, rosa] : [rosa, amir];
    const html = await response.text();
    expect(html).toContain(`Welcome back, ${own.team.admin.name}`);
    expect(html).toContain(own.team.companyName);
    expect(html).not.toContain(other.team.admin.name);
    expect(html).not.toContain(other.team.companyName);
  }
  await rosa.context.close();
  await amir.context.close();
});

for (const told of [true, false]) {
  test(`a booking read in another zone: the page is taken over as it stands ${told ? "when the browser has told the server its zone" : "on a browser's first visit, then shows its zone"}`, async ({
    browser,
  }) => {
    // The team reads New York time; this browser is in Tokyo.
    const { context, page } = await signedInPage(browser, { ...DESKTOP, timezoneId: "Asia/Tokyo" });
    const office = await createOffice(page, "Focus Room");
    await bookThroughApi(page, office.id, tomorrowInTeamZone(), 10);
    // As the app leaves it after a first visit (render-hints.tsx).
    const url = test.info().project.use.baseURL ?? "";
    if (told) await context.addCookies([{ name: "officely_tz", value: "Asia%2FTokyo", url }]);
    // The server's page reads the booking in the zone the browser told it, or in the team's.
    const html = await (await page.request.get("/dashboard")).text();
    expect(html.includes("your time")).toBe(told);
    const trouble = troubles(page);
    await page.goto("/dashboard");
    const upcoming = page
      .locator("section, div")
      .filter({ has: page.getByRole("heading", { name: "Upcoming bookings" }) });
    // 10:00 in New York is midnight (the next day) in Tokyo.
    await expect(upcoming.getByText(/00:00–01:00 your time/).first()).toBeVisible();
    await expect(page.getByTestId("realtime-status").getByRole("status")).toContainText("Live updates: Live");
    expect(trouble).toEqual([]);
    await context.close();
  });
}

test("the page arrives in the reader's language, and the app takes it over in the same", async ({ browser }) => {
  // Before any JavaScript: the server's own page, in the browser's language.
  const still = await signedInPage(browser, { ...DESKTOP, locale: "de-DE", javaScriptEnabled: false });
  const bare = await still.context.newPage();
  await bare.goto("/dashboard");
  await expect(bare.locator("html")).toHaveAttribute("lang", "de");
  const bareNav = bare.getByRole("navigation", { name: "Hauptnavigation" });
  await expect(bareNav.getByRole("link", { name: "Meine Buchungen" })).toBeVisible();
  await expect(bare.getByRole("complementary", { name: "Seitenleiste" }).getByText("Team-Admin")).toBeVisible();
  await still.context.close();

  // With it: the takeover renders the same words, so nothing is rendered anew.
  const { context, page } = await signedInPage(browser, { ...DESKTOP, locale: "de-DE" });
  const trouble = troubles(page);
  await page.goto("/dashboard");
  await appTookOver(page);
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  await expect(nav.getByRole("link", { name: "Meine Buchungen" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Dunkles Design" })).toBeVisible();
  expect(trouble).toEqual([]);
  await context.close();
});
