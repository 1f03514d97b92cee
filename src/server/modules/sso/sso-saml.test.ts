/**
 * Single sign-on over SAML 2.0 against a real identity provider (samlify as the IdP on a loopback
 * port, src/server/test/saml-provider.ts) and a real DNS server for the domain's proof: a team admin
 * saves the provider from its metadata (bad metadata refused with why), tests it and switches it on;
 * a person at the domain signs in through the HTTP-Redirect and HTTP-POST bindings and joins just in
 * time with their groups. A replayed, expired or wrongly signed answer, a failed login, an address at
 * an unverified domain and a disabled member each land on /auth and create nothing.
 */
import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, signInStates, users } from "#db/schema/index.ts";
import { startDnsServer, type TestDnsServer } from "#server/test/dns-server.ts";
import { openedSessionCookie, type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { followToAcs, startSamlProvider, type TestSamlProvider } from "#server/test/saml-provider.ts";
import { SAML_ACS_PATH } from "#shared/schemas/sso.ts";

const FORM = { "content-type": "application/x-www-form-urlencoded" };

describe("single sign-on (SAML 2.0)", () => {
  let t: TestApp;
  let dns: TestDnsServer;
  let idp: TestSamlProvider;
  let admin: Session;
  const domain = `saml-${randomUUID().slice(0, 8)}.test`;

  beforeAll(async () => {
    dns = await startDnsServer();
    t = await startTestApp({ config: { dnsServers: [dns.address], outboundAllowPrivate: true } });
    idp = await startSamlProvider();
    admin = await t.signupTeam({ name: "Sara Admin" });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
    await dns.close();
  });

  /** Posts the provider's answer to the app as the browser would, from the provider's site. */
  async function post(form: { path: string; body: string }, cookie?: string) {
    const landed = await t.request("POST", form.path, {
      payload: form.body,
      headers: { ...FORM, origin: new URL(idp.metadataUrl).origin, ...(cookie ? { cookie } : {}) },
    });
    expect(landed.status, JSON.stringify(landed.body)).toBe(303);
    const cookies = openedSessionCookie(landed.headers);
    return { location: String(landed.headers.location), cookie: cookies };
  }

  /** Starts a sign-in for `email` and follows it through the provider: the form it posts back. */
  async function startSignIn(email: string) {
    const start = await t.request("POST", "/api/auth/sso/start", { payload: { email } });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    expect(start.body.url.startsWith(`${new URL(idp.metadataUrl).origin}/sso?SAMLRequest=`)).toBe(true);
    return followToAcs(start.body.url);
  }

  it("refuses metadata it cannot read and says why; reads a provider from its metadata address", async () => {
    const cases: [unknown, number, string, string?][] = [
      [{ metadataXml: "<not xml" }, 422, "SSO_DISCOVERY_FAILED", "not well-formed XML"],
      [{ metadataXml: "<EntityDescriptor/>" }, 422, "SSO_DISCOVERY_FAILED", "names no identity provider"],
      [
        { metadataXml: idp.metadataXml.replace(/<(\w+:)?X509Certificate>[^<]+</g, "<$1X509Certificate><") },
        422,
        "SSO_DISCOVERY_FAILED",
        "no signing certificate",
      ],
      [{ metadataUrl: "http://idp.example.com/metadata" }, 422, "SSO_DISCOVERY_FAILED", "https://"],
      [{ metadataUrl: `${idp.metadataUrl}/missing` }, 422, "SSO_DISCOVERY_FAILED", "404"],
      [{ metadataUrl: idp.metadataUrl, metadataXml: idp.metadataXml }, 400, "VALIDATION_FAILED"],
      [{}, 400, "VALIDATION_FAILED"],
    ];
    for (const [payload, status, code, why] of cases) {
      const res = await t.request("PUT", "/api/team/sso/saml", { cookie: admin.cookie, payload });
      expect([res.status, res.body.code], JSON.stringify(payload).slice(0, 80)).toEqual([status, code]);
      if (why) expect(res.body.message).toContain(why);
    }
    expect((await t.request("GET", "/api/team/sso", { cookie: admin.cookie })).body.connection).toBeNull();

    const saved = await t.request("PUT", "/api/team/sso/saml", {
      cookie: admin.cookie,
      payload: { metadataUrl: idp.metadataUrl },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.connection).toMatchObject({
      protocol: "saml",
      issuer: null,
      saml: {
        entityId: idp.entityId,
        ssoUrl: `${new URL(idp.metadataUrl).origin}/sso`,
        metadataUrl: idp.metadataUrl,
        certificatesExpireAt: expect.any(String),
      },
      enabled: false,
      testedAt: null,
    });
    const sp = saved.body.serviceProvider;
    expect(sp).toEqual({
      entityId: `${t.config.appUrl}/api/auth/sso/saml/${admin.team.id}/metadata`,
      acsUrl: `${t.config.appUrl}${SAML_ACS_PATH}`,
    });
    // The team's side, for the provider to read: public, XML, naming the entity ID and the ACS.
    const metadata = await t.request("GET", new URL(sp.entityId).pathname);
    expect(metadata.status).toBe(200);
    expect(metadata.headers["content-type"]).toContain("xml");
    expect(metadata.body).toContain(`entityID="${sp.entityId}"`);
    expect(metadata.body).toContain(`Location="${sp.acsUrl}"`);
  });

  it("tests the connection with the admin's sign-in, then switches it on", async () => {
    idp.nextLogin = null;
    const refused = await t.request("POST", "/api/team/sso/test", { cookie: admin.cookie });
    expect(refused.headers["set-cookie"]).toBeUndefined();
    const failed = await post(await followToAcs(refused.body.url), admin.cookie);
    expect(failed.location).toBe("/settings?tab=security&sso=test-failed");
    expect((await t.request("GET", "/api/team/sso", { cookie: admin.cookie })).body.connection).toMatchObject({
      testedAt: null,
      lastTestError: expect.stringContaining("Responder"),
    });

    idp.nextLogin = { email: `sara@${domain}`, name: "Sara From IdP", groups: ["Staff"] };
    const start = await t.request("POST", "/api/team/sso/test", { cookie: admin.cookie });
    const tested = await post(await followToAcs(start.body.url), admin.cookie);
    expect(tested.location).toBe("/settings?tab=security&sso=tested");
    const on = await t.request("POST", "/api/team/sso/enabled", { cookie: admin.cookie, payload: { enabled: true } });
    expect(on.body.connection).toMatchObject({ enabled: true, testedAt: expect.any(String), lastTestError: null });

    // The proof of the domain, as for any provider.
    const added = await t.request("POST", "/api/team/sso/domains", { cookie: admin.cookie, payload: { domain } });
    const claim = added.body.domains.find((d: { domain: string }) => d.domain === domain);
    dns.txt.set(claim.record.name, [claim.record.value]);
    const verified = await t.request("POST", `/api/team/sso/domains/${domain}/verify`, { cookie: admin.cookie });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  });

  it("signs a new person in, joining them just in time with their name and groups", async () => {
    idp.nextLogin = { email: `Nia@${domain}`, name: "Nia Okoye", groups: ["Design", "Leads"] };
    const form = await startSignIn(`nia@${domain}`);
    const landed = await post(form);
    expect(landed.location).toBe("/");
    const me = await t.request("GET", "/api/user", { cookie: landed.cookie });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({
      name: "Nia Okoye",
      email: `nia@${domain}`,
      role: "member",
      teamId: admin.team.id,
    });
    const groups = (await t.request("GET", "/api/team/groups", { cookie: admin.cookie })).body as {
      name: string;
      source: string;
      memberCount: number;
    }[];
    expect(groups.filter((g) => g.source === "sso").map((g) => [g.name, g.memberCount])).toEqual(
      expect.arrayContaining([
        ["Design", 1],
        ["Leads", 1],
      ]),
    );

    // The same answer posted again is refused: its sign-in was used.
    const replayed = await post(form);
    expect([replayed.location, replayed.cookie]).toEqual(["/auth?sso=failed", ""]);
    const [refusal] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.teamId, admin.team.id), eq(auditEvents.action, "member.joined")));
    expect(refusal).toBeDefined();
  });

  it("refuses an expired answer, one signed by another key, a failed login and an unverified domain", async () => {
    const before = (
      await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(like(users.email, `%@${domain}`))
    ).length;
    const tries: [TestSamlProvider["spoil"], string | null][] = [
      ["expired", `late@${domain}`],
      ["wrong-key", `forged@${domain}`],
      [null, null],
      [null, "someone@elsewhere.test"],
    ];
    for (const [spoil, email] of tries) {
      idp.spoil = spoil;
      idp.nextLogin = email ? { email } : null;
      const landed = await post(await startSignIn(`anyone@${domain}`));
      expect([landed.location, landed.cookie], `${spoil} ${email}`).toEqual(["/auth?sso=failed", ""]);
    }
    // A test of the connection says why each was refused.
    for (const [spoil, why] of [
      ["expired", "subject confirmation"],
      ["wrong-key", "Invalid signature"],
    ] as const) {
      idp.spoil = spoil;
      idp.nextLogin = { email: `sara@${domain}` };
      const start = await t.request("POST", "/api/team/sso/test", { cookie: admin.cookie });
      expect((await post(await followToAcs(start.body.url), admin.cookie)).location).toBe(
        "/settings?tab=security&sso=test-failed",
      );
      const settings = await t.request("GET", "/api/team/sso", { cookie: admin.cookie });
      expect(settings.body.connection.lastTestError).toContain(why);
    }
    idp.spoil = null;
    const after = (
      await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(like(users.email, `%@${domain}`))
    ).length;
    expect(after).toBe(before);
    expect(
      await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "someone@elsewhere.test")),
    ).toEqual([]);

    // An answer with no sign-in behind it, or none at all.
    const stray = await post({ path: SAML_ACS_PATH, body: "SAMLResponse=PHg%2B&RelayState=made-up" });
    expect(stray.location).toBe("/auth?sso=failed");
    const empty = await post({ path: SAML_ACS_PATH, body: "" });
    expect(empty.location).toBe("/auth?sso=failed");
  });

  it("refuses a disabled member", async () => {
    idp.nextLogin = { email: `nia@${domain}` };
    const nia = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `nia@${domain}`));
    await t.database.db
      .insert(signInStates)
      .values({ userId: nia[0].id, disabledAt: new Date() })
      .onConflictDoUpdate({ target: signInStates.userId, set: { disabledAt: new Date() } });
    const landed = await post(await startSignIn(`nia@${domain}`));
    expect([landed.location, landed.cookie]).toEqual(["/auth?sso=disabled", ""]);
  });

  it("switches back to OpenID Connect fields only by saving them: a SAML provider has no client secret", async () => {
    const res = await t.request("PUT", "/api/team/sso", {
      cookie: admin.cookie,
      payload: { issuer: "https://idp.example.com", clientId: "x" },
    });
    expect([res.status, res.body.code]).toEqual([400, "VALIDATION_FAILED"]);
    const still = await t.request("GET", "/api/team/sso", { cookie: admin.cookie });
    expect(still.body.connection).toMatchObject({ protocol: "saml", enabled: true });
  });

  it("reads a certificate whose key names no use, as Okta's metadata has it, and keeps the tested provider on", async () => {
    const okta = idp.metadataXml.replace(/ use="signing"/g, "");
    expect(okta).not.toContain('use="signing"');
    const saved = await t.request("PUT", "/api/team/sso/saml", {
      cookie: admin.cookie,
      payload: { metadataXml: okta },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The same provider and certificate: still tested and on, now without a metadata address.
    expect(saved.body.connection).toMatchObject({
      protocol: "saml",
      enabled: true,
      saml: { entityId: idp.entityId, metadataUrl: null },
    });
  });

  it("a changed provider, saved while single sign-on is required, is off and no longer required", async () => {
    const required = await t.request("POST", "/api/team/sso/required", {
      cookie: admin.cookie,
      payload: { required: true },
    });
    expect(required.body.connection).toMatchObject({ enabled: true, required: true });
    const moved = idp.metadataXml.replace(/\/sso"/g, '/sso-moved"');
    expect(moved).not.toBe(idp.metadataXml);
    const saved = await t.request("PUT", "/api/team/sso/saml", {
      cookie: admin.cookie,
      payload: { metadataXml: moved },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.connection).toMatchObject({ enabled: false, required: false, testedAt: null });
    expect(saved.body.connection.saml.ssoUrl).toMatch(/\/sso-moved$/);
  });
});
