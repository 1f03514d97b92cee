/**
 * What the first-load scripts (profile-web.ts, trace-web.ts) measure against: the built app as
 * shipped on a scratch PGlite directory, a team signed up with its onboarding done (so the tour does
 * not open), and Debian's Chromium. `phone()` opens a new browser context as Lighthouse's mobile
 * preset sees the page (a Moto G Power's screen and user agent) holding the team admin's session;
 * each context starts with no cache. Everything is stopped and removed when `use` returns or throws.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium } from "@playwright/test";
import { call, freePort, startServer, waitForHealth } from "../src/server/test/process-harness.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export interface SignedInPhone {
  /** The server's origin, e.g. http://127.0.0.1:40123. */
  base: string;
  browser: Browser;
  /** A new phone-sized context signed in as the team admin. */
  phone(): Promise<BrowserContext>;
}

export async function withSignedInPhone<T>(use: (app: SignedInPhone) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), "officely-first-load-"));
  const server = startServer(await freePort(), { DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    await waitForHealth(server);
    const signup = await call(server.base, "POST", "/api/auth/signup", {
      body: {
        name: "Profile Person",
        email: `profile-${Date.now()}@example.com`,
        password: "Lantern-Basil-Comet-5",
        companyName: "Profile Co",
      },
    });
    if (!signup.cookie) throw new Error(`sign-up answered ${signup.status}`);
    await call(server.base, "PATCH", "/api/user/complete-onboarding", { cookie: signup.cookie });
    const [name, value] = signup.cookie.split("=") as [string, string];
    const phone = async () => {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        userAgent:
          "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36",
      });
      await context.addCookies([{ name, value, url: server.base }]);
      return context;
    };
    return await use({ base: server.base, browser, phone });
  } finally {
    await browser.close();
    server.child.kill("SIGTERM");
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}
