/**
 * Single sign-on in Chromium through a real OpenID Connect provider (`oidc-provider`, started here)
 * and a real DNS server for the domain's proof: a team admin saves the provider in Settings >
 * Security, proves the domain by its TXT record, tests the connection (the browser goes to the
 * provider and back), switches it on; a colleague at the domain then chooses "Continue with SSO" on
 * /auth and lands in the app signed in, a member of the team. The same over SAML 2.0, through a real
 * SAML identity provider (samlify) whose page posts its answer back from its own site.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { startDnsServer, type TestDnsServer } from "../src/server/test/dns-server.ts";
import { startIdentityProvider, type TestIdentityProvider } from "../src/server/test/oidc-provider.ts";
import { startSamlProvider, type TestSamlProvider } from "../src/server/test/saml-provider.ts";
import { expectNoA11yViolations, expectToast, signUpTeam } from "./fixtures.ts";
import { E2E_DNS_PORT } from "./sso-ports.ts";

let dns: TestDnsServer;
let idp: TestIdentityProvider;
let samlIdp: TestSamlProvider;

test.beforeAll(async ({ baseURL }) => {
  dns = await startDnsServer(E2E_DNS_PORT);
  idp = await startIdentityProvider(`${baseURL}/api/auth/sso/callback`);
  samlIdp = await startSamlProvider();
});
test.afterAll(async () => {
  await idp.close();
  await samlIdp.close();
  await dns.close();
});

test("connect a provider, prove the domain, test it, and sign a colleague in through it", async ({ page, browser }) => {
  const domain = `acme-${randomUUID().slice(0, 8)}.test`;
  idp.accounts.set("ann", { sub: "ann", email: `ann@${domain}`, name: "Ann Lee" });
  idp.accounts.set("zoe", { sub: "zoe", email: `zoe@${domain}`, name: "Zoe Park", groups: ["Facilities"] });
  await signUpTeam(page, "Ann Lee");
  await page.goto("/settings?tab=security");
  const sso = page.getByRole("region", { name: "Single sign-on" });
  await expect(sso.getByRole("textbox", { name: /Redirect URI/ })).toHaveValue(/\/api\/auth\/sso\/callback$/);

  await sso.getByLabel("Issuer URL").fill(`${idp.issuer}/wrong`);
  await sso.getByLabel("Client ID").fill(idp.clientId);
  await sso.getByLabel("Client secret").fill(idp.clientSecret);
  await sso.getByRole("button", { name: "Save provider" }).click();
  await expect(sso.getByRole("alert")).toContainText("could not be read");
  await sso.getByLabel("Issuer URL").fill(idp.issuer);
  await sso.getByRole("button", { name: "Save provider" }).click();
  await expectToast(page, "Provider saved. Test the connection to switch it on.");
  await expect(sso.getByRole("switch", { name: "Sign in through the provider" })).toBeDisabled();

  await sso.getByLabel("Add a domain").fill(domain);
  await sso.getByRole("button", { name: "Add", exact: true }).click();
  const row = sso.getByRole("listitem").filter({ hasText: domain });
  await expect(row).toContainText("Waiting for DNS");
  const value = await row.locator("code").nth(1).innerText();
  await row.getByRole("button", { name: "Verify" }).click();
  await expect(row.getByRole("alert")).toContainText("No TXT record");
  dns.txt.set(`_officely-challenge.${domain}`, [value]);
  await row.getByRole("button", { name: "Verify" }).click();
  await expect(row).toContainText("Verified");
  await expectNoA11yViolations(page);

  // The test sign-in: to the provider and back to the settings.
  idp.nextLogin = "ann";
  await sso.getByRole("button", { name: "Test connection" }).click();
  await expectToast(page, "The connection works");
  await expect(page).toHaveURL(/\/settings\?tab=security$/);
  await sso.getByRole("switch", { name: "Sign in through the provider" }).click();
  await expect(sso.getByRole("switch", { name: "Sign in through the provider" })).toBeChecked();

  // A colleague at the domain, new to the app.
  const context = await browser.newContext();
  const colleague = await context.newPage();
  idp.nextLogin = "zoe";
  await colleague.goto("/auth");
  await colleague.getByLabel("Email").fill(`zoe@${domain}`);
  await colleague.getByRole("button", { name: "Continue with SSO" }).click();
  await expect(colleague).toHaveURL(/\/$|\/dashboard|\/onboarding|\/welcome/);
  const me = await (await colleague.request.get("/api/user")).json();
  expect(me.user).toMatchObject({ name: "Zoe Park", email: `zoe@${domain}`, role: "member" });

  // Someone the provider refuses lands back on /auth with words to act on.
  idp.nextLogin = null;
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto("/auth");
  await stranger.getByLabel("Email").fill(`eve@${domain}`);
  await stranger.getByRole("button", { name: "Continue with SSO" }).click();
  await expect(stranger.getByRole("alert")).toHaveText(
    "Single sign-on did not complete. Try again, or sign in with your password.",
  );
  // An address at a domain without single sign-on says so.
  await stranger.getByLabel("Email").fill("eve@elsewhere.test");
  await stranger.getByRole("button", { name: "Continue with SSO" }).click();
  await expect(stranger.getByRole("alert").first()).toContainText("No single sign-on is set up for elsewhere.test");
});

test("connect a SAML provider from its metadata, test it, and sign a colleague in through it", async ({
  page,
  browser,
}) => {
  const domain = `saml-${randomUUID().slice(0, 8)}.test`;
  await signUpTeam(page, "Ama Boateng");
  await page.goto("/settings?tab=security");
  const sso = page.getByRole("region", { name: "Single sign-on" });
  await sso.getByRole("tab", { name: "SAML 2.0" }).click();
  await expect(sso.getByRole("textbox", { name: /Entity ID/ })).toHaveValue(/\/api\/auth\/sso\/saml\/.+\/metadata$/);
  await expect(sso.getByRole("textbox", { name: /ACS/ })).toHaveValue(/\/api\/auth\/sso\/saml\/acs$/);

  // Pasted metadata that is not XML is refused with why; the provider's address is read.
  await sso.getByRole("button", { name: "Paste the metadata XML instead" }).click();
  await sso.getByLabel("Provider's metadata XML").fill("<EntityDescriptor");
  await sso.getByRole("button", { name: "Save provider" }).click();
  await expect(sso.getByRole("alert")).toContainText("not well-formed XML");
  await sso.getByRole("button", { name: "Use a metadata URL instead" }).click();
  await sso.getByLabel("Provider's metadata URL").fill(samlIdp.metadataUrl);
  await sso.getByRole("button", { name: "Save provider" }).click();
  await expectToast(page, "Provider saved. Test the connection to switch it on.");
  await expect(sso).toContainText(samlIdp.entityId);
  await expect(sso).toContainText("Signing certificate expires");

  await sso.getByLabel("Add a domain").fill(domain);
  await sso.getByRole("button", { name: "Add", exact: true }).click();
  const row = sso.getByRole("listitem").filter({ hasText: domain });
  dns.txt.set(`_officely-challenge.${domain}`, [await row.locator("code").nth(1).innerText()]);
  await row.getByRole("button", { name: "Verify" }).click();
  await expect(row).toContainText("Verified");
  await expectNoA11yViolations(page);

  // The test: to the provider, whose page posts the answer back, and on to the settings.
  samlIdp.nextLogin = { email: `ama@${domain}`, name: "Ama Boateng" };
  await sso.getByRole("button", { name: "Test connection" }).click();
  await expectToast(page, "The connection works");
  await sso.getByRole("switch", { name: "Sign in through the provider" }).click();
  await expect(sso.getByRole("switch", { name: "Sign in through the provider" })).toBeChecked();

  // A colleague new to the app signs in; the session's cookie is set by the answer's landing.
  const colleague = await (await browser.newContext()).newPage();
  samlIdp.nextLogin = { email: `kofi@${domain}`, name: "Kofi Mensah", groups: ["Facilities"] };
  await colleague.goto("/auth");
  await colleague.getByLabel("Email").fill(`kofi@${domain}`);
  await colleague.getByRole("button", { name: "Continue with SSO" }).click();
  await expect(colleague).toHaveURL(/\/$|\/dashboard|\/onboarding|\/welcome/);
  const me = await (await colleague.request.get("/api/user")).json();
  expect(me.user).toMatchObject({ name: "Kofi Mensah", email: `kofi@${domain}`, role: "member" });
});
