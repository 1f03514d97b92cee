/**
 * Screenshots of Settings > Security's single sign-on for a person to look at (not a test): a saved
 * provider before its test, a domain waiting for DNS and a verified one, and /auth's "Continue with
 * SSO" with its refusal, at 1366 and 390 px, light and dark.
 *   REVIEW_SHOTS=/tmp/shots-sso npx playwright test e2e/review/sso.shots.ts
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { startDnsServer } from "../../src/server/test/dns-server.ts";
import { startIdentityProvider } from "../../src/server/test/oidc-provider.ts";
import { signUpTeam } from "../fixtures.ts";
import { E2E_DNS_PORT } from "../sso-ports.ts";
import { SIZES, shotsDir } from "./shots.ts";

test("screenshots of single sign-on at 1366 and 390 px, light and dark", async ({ page, browser, baseURL }) => {
  test.setTimeout(600_000);
  const dir = shotsDir();
  const dns = await startDnsServer(E2E_DNS_PORT);
  const idp = await startIdentityProvider(`${baseURL}/api/auth/sso/callback`);
  try {
    await signUpTeam(page, "Ann Lee");
    const domain = `acme-${randomUUID().slice(0, 6)}.test`;
    await page.request.put("/api/team/sso", {
      data: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret },
    });
    const added = await page.request.post("/api/team/sso/domains", { data: { domain } });
    const record = ((await added.json()) as { domains: { record: { name: string; value: string } }[] }).domains[0]
      .record;
    dns.txt.set(record.name, [record.value]);
    await page.request.post(`/api/team/sso/domains/${domain}/verify`);
    await page.request.post("/api/team/sso/domains", { data: { domain: `branch-${domain}` } });
    const visitor = await (await browser.newContext()).newPage();
    for (const theme of ["light", "dark"] as const) {
      await page.request.patch("/api/user/preferences", { data: { theme } });
      for (const [name, size] of SIZES) {
        await page.setViewportSize(size);
        await page.goto("/settings?tab=security");
        const sso = page.getByRole("region", { name: "Single sign-on" });
        await expect(sso.getByText(domain, { exact: true })).toBeVisible();
        await sso.scrollIntoViewIfNeeded();
        await sso.screenshot({ path: `${dir}/sso-settings-${name}-${theme}.png` });
        await visitor.emulateMedia({ colorScheme: theme });
        await visitor.setViewportSize(size);
        await visitor.goto("/auth");
        await visitor.getByLabel("Email").fill("eve@elsewhere.test");
        await visitor.getByRole("button", { name: "Continue with SSO" }).click();
        await expect(visitor.getByRole("alert").first()).toBeVisible();
        await visitor.screenshot({ path: `${dir}/auth-sso-${name}-${theme}.png` });
      }
    }
  } finally {
    await idp.close();
    await dns.close();
  }
});
