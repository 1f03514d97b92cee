/**
 * Single sign-on over OpenID Connect against a real provider (`oidc-provider` on a loopback port)
 * and a real DNS server for the domain's proof: a team admin saves the provider (a wrong issuer is
 * refused), proves a domain by its TXT record, tests the connection, switches it on; a person at the
 * domain then signs in, joins just in time, and takes their role from the groups claim at each
 * sign-in. A wrong state, a replayed answer, an address at an unverified domain, a refused login
 * and a disabled account each land on /auth and create nothing.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, passkeys, sessions, signInStates, ssoConnections, users } from "#db/schema/index.ts";
import { startDnsServer, type TestDnsServer } from "#server/test/dns-server.ts";
import { openedSessionCookie, type Session, sessionCookie, startTestApp, type TestApp } from "#server/test/harness.ts";
import { followToCallback, startIdentityProvider, type TestIdentityProvider } from "#server/test/oidc-provider.ts";
import { SSO_CALLBACK_PATH } from "#shared/schemas/sso.ts";

describe("single sign-on (OpenID Connect)", () => {
  let t: TestApp;
  let dns: TestDnsServer;
  let idp: TestIdentityProvider;
  let admin: Session;
  const domain = `acme-${randomUUID().slice(0, 8)}.test`;

  beforeAll(async () => {
    dns = await startDnsServer();
    t = await startTestApp({ config: { dnsServers: [dns.address], outboundAllowPrivate: true } });
    idp = await startIdentityProvider(`${t.config.appUrl}${SSO_CALLBACK_PATH}`);
    admin = await t.signupTeam({ name: "Ada Admin" });
    idp.accounts.set("admin-sub", { sub: "admin-sub", email: `ada@${domain}`, name: "Ada From IdP" });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
    await dns.close();
  });

  const flowCookieOf = (headers: Record<string, unknown>) => sessionCookie(headers as never);

  const throughProvider = (url: string) => followToCallback(url, SSO_CALLBACK_PATH);

  /** Starts a sign-in for `email` as `sub` and lands back on the app: where it went, and the session cookie. */
  async function signInAs(sub: string | null, email: string) {
    idp.nextLogin = sub;
    const start = await t.request("POST", "/api/auth/sso/start", { payload: { email } });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const callback = await throughProvider(start.body.url);
    const landed = await t.request("GET", callback, { headers: { cookie: flowCookieOf(start.headers) } });
    expect(landed.status).toBe(303);
    const cookie = openedSessionCookie(landed.headers);
    return { location: String(landed.headers.location), cookie, callback, flow: flowCookieOf(start.headers) };
  }

  it("refuses a provider whose discovery document cannot be read, and keeps the secret sealed", async () => {
    const wrong = await t.request("PUT", "/api/team/sso", {
      cookie: admin.cookie,
      payload: { issuer: `${idp.issuer}/nowhere`, clientId: idp.clientId, clientSecret: idp.clientSecret },
    });
    expect([wrong.status, wrong.body.code]).toEqual([422, "SSO_DISCOVERY_FAILED"]);
    expect((await t.request("GET", "/api/team/sso", { cookie: admin.cookie })).body.connection).toBeNull();
    const http = await t.request("PUT", "/api/team/sso", {
      cookie: admin.cookie,
      payload: { issuer: "http://idp.example.com", clientId: "x", clientSecret: "y" },
    });
    expect([http.status, http.body.code]).toEqual([422, "SSO_DISCOVERY_FAILED"]);

    const saved = await t.request("PUT", "/api/team/sso", {
      cookie: admin.cookie,
      payload: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.connection).toMatchObject({
      issuer: idp.issuer,
      enabled: false,
      testedAt: null,
      groupsClaim: "groups",
    });
    expect(JSON.stringify(saved.body)).not.toContain(idp.clientSecret);
    const [row] = await t.database.db.select().from(ssoConnections).where(eq(ssoConnections.teamId, admin.team.id));
    expect(row.clientSecretSealed).not.toContain(idp.clientSecret);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.teamId, admin.team.id), eq(auditEvents.action, "sso.connection_saved")));
    expect(JSON.stringify(audit)).not.toContain(idp.clientSecret);
    const early = await t.request("POST", "/api/team/sso/enabled", {
      cookie: admin.cookie,
      payload: { enabled: true },
    });
    expect([early.status, early.body.code]).toEqual([409, "SSO_NOT_TESTED"]);
  });

  it("proves a domain by its DNS TXT record; a second team cannot take a verified one", async () => {
    const added = await t.request("POST", "/api/team/sso/domains", {
      cookie: admin.cookie,
      payload: { domain: domain.toUpperCase() },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const claim = added.body.domains.find((d: { domain: string }) => d.domain === domain);
    expect(claim.record.name).toBe(`_officely-challenge.${domain}`);
    const early = await t.request("POST", `/api/team/sso/domains/${domain}/verify`, { cookie: admin.cookie });
    expect([early.status, early.body.code]).toEqual([422, "SSO_DOMAIN_UNVERIFIED"]);
    dns.txt.set(claim.record.name, ["unrelated", claim.record.value]);
    const verified = await t.request("POST", `/api/team/sso/domains/${domain}/verify`, { cookie: admin.cookie });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.domains[0].verifiedAt).not.toBeNull();

    const other = await t.signupTeam();
    const taken = await t.request("POST", "/api/team/sso/domains", { cookie: other.cookie, payload: { domain } });
    expect([taken.status, taken.body.code]).toEqual([409, "SSO_DOMAIN_TAKEN"]);
    const notYet = await t.request("POST", "/api/auth/sso/start", { payload: { email: `someone@${domain}` } });
    expect([notYet.status, notYet.body.code]).toEqual([404, "SSO_NOT_CONFIGURED"]);
  });

  it("takes the admin's own address at a domain as its proof only where the server allows it (development)", async () => {
    const own = `own-${randomUUID().slice(0, 8)}.test`;
    const claim = async (app: TestApp, cookie: string, name: string) => {
      const added = await app.request("POST", "/api/team/sso/domains", { cookie, payload: { domain: name } });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const verify = await app.request("POST", `/api/team/sso/domains/${name}/verify`, { cookie });
      return { listed: added.body.domains.find((d: { domain: string }) => d.domain === name), verify };
    };
    // By default the record is the only proof, whoever asks.
    const strict = await t.signupTeam({ email: `ada@${own}` });
    const refused = await claim(t, strict.cookie, own);
    expect(refused.listed.provableByAddress).toBe(false);
    expect([refused.verify.status, refused.verify.body.code]).toEqual([422, "SSO_DOMAIN_UNVERIFIED"]);
    await t.request("DELETE", `/api/team/sso/domains/${own}`, { cookie: strict.cookie });

    const dev = await startTestApp({ config: { dnsServers: [dns.address], ssoDomainProofByAddress: true } });
    try {
      // Another address at the domain: on PostgreSQL both apps share one database.
      const owner = await dev.signupTeam({ email: `bea@${own}` });
      const proven = await claim(dev, owner.cookie, own);
      expect(proven.listed.provableByAddress).toBe(true);
      expect(proven.verify.status, JSON.stringify(proven.verify.body)).toBe(200);
      expect(proven.verify.body.domains[0].verifiedAt).not.toBeNull();
      const [audit] = await dev.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.teamId, owner.team.id), eq(auditEvents.action, "sso.domain_verified")));
      expect(audit.after).toEqual({ domain: own, by: "address" });
      // Another domain than their address's still needs its record.
      const elsewhere = await claim(dev, owner.cookie, `elsewhere-${own}`);
      expect(elsewhere.listed.provableByAddress).toBe(false);
      expect(elsewhere.verify.status).toBe(422);
    } finally {
      await dev.close();
    }
  });

  it("tests the connection with the admin's sign-in, then switches it on", async () => {
    // A failed test says why on the settings page.
    idp.nextLogin = null;
    const refused = await t.request("POST", "/api/team/sso/test", { cookie: admin.cookie });
    const failed = await t.request("GET", await throughProvider(refused.body.url), {
      headers: { cookie: `${admin.cookie}; ${flowCookieOf(refused.headers)}` },
    });
    expect(failed.headers.location).toBe("/settings?tab=security&sso=test-failed");
    const why = await t.request("GET", "/api/team/sso", { cookie: admin.cookie });
    expect(why.body.connection).toMatchObject({
      testedAt: null,
      lastTestError: expect.stringContaining("access_denied"),
    });

    idp.nextLogin = "admin-sub";
    const start = await t.request("POST", "/api/team/sso/test", { cookie: admin.cookie });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const callback = await throughProvider(start.body.url);
    const landed = await t.request("GET", callback, {
      headers: { cookie: `${admin.cookie}; ${flowCookieOf(start.headers)}` },
    });
    expect([landed.status, landed.headers.location]).toEqual([303, "/settings?tab=security&sso=tested"]);
    const settings = await t.request("GET", "/api/team/sso", { cookie: admin.cookie });
    expect(settings.body.connection).toMatchObject({ testedAt: expect.any(String), lastTestError: null });
    const on = await t.request("POST", "/api/team/sso/enabled", { cookie: admin.cookie, payload: { enabled: true } });
    expect(on.body.connection.enabled).toBe(true);
  });

  it("signs a new person in, joining them just in time with the role their groups grant", async () => {
    idp.accounts.set("grace-sub", {
      sub: "grace-sub",
      email: `grace@${domain}`,
      name: "Grace Hopper",
      groups: ["Engineering", "Office Leads"],
    });
    const first = await signInAs("grace-sub", `Grace@${domain}`);
    expect(first.location).toBe("/");
    const me = await t.request("GET", "/api/user", { cookie: first.cookie });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({
      name: "Grace Hopper",
      email: `grace@${domain}`,
      role: "member",
      teamId: admin.team.id,
    });
    const [joined] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, me.body.user.id), eq(auditEvents.action, "member.joined")));
    expect(joined).toMatchObject({ actorId: null, teamId: admin.team.id });

    // The claim's groups exist now; the admin has one grant a role, and the member holds it.
    const groups = (await t.request("GET", "/api/team/groups", { cookie: admin.cookie })).body as {
      id: string;
      name: string;
      source: string;
      memberCount: number;
    }[];
    const leads = groups.find((g) => g.name === "Office Leads");
    expect(leads).toMatchObject({ source: "sso", memberCount: 1 });
    await t.request("PATCH", `/api/team/groups/${leads?.id}`, {
      cookie: admin.cookie,
      payload: { role: "team_manager" },
    });
    const again = await signInAs("grace-sub", `grace@${domain}`);
    expect((await t.request("GET", "/api/user", { cookie: again.cookie })).body.user.role).toBe("team_manager");

    // Out of the group at the provider: back to member at the next sign-in, the same account.
    idp.accounts.set("grace-sub", {
      sub: "grace-sub",
      email: `grace@${domain}`,
      name: "Grace Hopper",
      groups: ["Engineering"],
    });
    const third = await signInAs("grace-sub", `grace@${domain}`);
    const after = await t.request("GET", "/api/user", { cookie: third.cookie });
    expect([after.body.user.id, after.body.user.role]).toEqual([me.body.user.id, "member"]);
  });

  it("links an existing member by address rather than making a second account", async () => {
    const existing = await t.addMember(admin, "member", "Linus Existing");
    await t.database.db
      .update(users)
      .set({ email: `linus@${domain}` })
      .where(eq(users.id, existing.user.id));
    idp.accounts.set("linus-sub", { sub: "linus-sub", email: `linus@${domain}`, name: "Linus T" });
    const landed = await signInAs("linus-sub", `linus@${domain}`);
    const me = await t.request("GET", "/api/user", { cookie: landed.cookie });
    expect(me.body.user.id).toBe(existing.user.id);
  });

  it("a sign-in through the provider meets the team's two-factor requirement; a password session does not", async () => {
    // The admin's own second factor first, as requiring one asks (a passkey, as the authenticator leaves it).
    await t.database.db.insert(passkeys).values({
      id: `test-${randomUUID()}`,
      userId: admin.user.id,
      name: "Laptop",
      publicKey: "AAAA",
      deviceType: "multiDevice",
      backedUp: true,
    });
    // As signing in with it would: the admin's own session meets what they require.
    await t.database.db.update(sessions).set({ signInMethod: "passkey" }).where(eq(sessions.userId, admin.user.id));
    const policy = await t.request("PATCH", "/api/team/settings", {
      cookie: admin.cookie,
      payload: { twoFactorPolicy: "everyone" },
    });
    expect(policy.status, JSON.stringify(policy.body)).toBe(200);
    try {
      idp.accounts.set("mae-sub", { sub: "mae-sub", email: `mae@${domain}`, name: "Mae Jemison" });
      const landed = await signInAs("mae-sub", `mae@${domain}`);
      const me = await t.request("GET", "/api/user", { cookie: landed.cookie });
      expect(me.body.user).toMatchObject({ email: `mae@${domain}`, twoFactorSetupRequired: false });
      expect((await t.request("GET", "/api/offices", { cookie: landed.cookie })).status).toBe(200);
      const withPassword = await t.addMember(admin, "member", "Pat Password");
      const refused = await t.request("GET", "/api/offices", { cookie: withPassword.cookie });
      expect([refused.status, refused.body.code]).toEqual([403, "TWO_FACTOR_REQUIRED"]);
    } finally {
      await t.request("PATCH", "/api/team/settings", {
        cookie: admin.cookie,
        payload: { twoFactorPolicy: "optional" },
      });
    }
  });

  it("lands on /auth and creates nothing for a refused login, a replay, a wrong state or another domain", async () => {
    // The addresses tried here (other test files add users to a shared PostgreSQL meanwhile).
    const tried = [`nobody@${domain}`, "eve@elsewhere.test", `eve@${domain}`, `kim@${domain}`];
    const count = async () => (await t.database.db.select().from(users).where(inArray(users.email, tried))).length;
    const before = await count();

    const refused = await signInAs(null, `nobody@${domain}`);
    expect([refused.location, refused.cookie]).toEqual(["/auth?sso=failed", ""]);

    idp.accounts.set("eve-sub", { sub: "eve-sub", email: "eve@elsewhere.test", name: "Eve" });
    const elsewhere = await signInAs("eve-sub", `eve@${domain}`);
    expect([elsewhere.location, elsewhere.cookie]).toEqual(["/auth?sso=failed", ""]);

    // A super admin at the domain belongs to no team, and no team's provider makes them its member.
    const rootId = randomUUID();
    await t.database.db
      .insert(users)
      .values({ id: rootId, name: "Root", email: `root@${domain}`, role: "super_admin" });
    idp.accounts.set("root-sub", { sub: "root-sub", email: `root@${domain}`, name: "Root" });
    const root = await signInAs("root-sub", `root@${domain}`);
    expect([root.location, root.cookie]).toEqual(["/auth?sso=failed", ""]);
    const [rootAfter] = await t.database.db.select().from(users).where(eq(users.id, rootId));
    expect([rootAfter.role, rootAfter.teamId]).toEqual(["super_admin", null]);

    idp.accounts.set("kim-sub", { sub: "kim-sub", email: `kim@${domain}`, name: "Kim" });
    const ok = await signInAs("kim-sub", `kim@${domain}`);
    expect(ok.location).toBe("/");
    const replay = await t.request("GET", ok.callback, { headers: { cookie: ok.flow } });
    expect([replay.status, replay.headers.location, replay.headers["set-cookie"]?.toString() ?? ""]).toEqual([
      303,
      "/auth?sso=failed",
      expect.not.stringContaining("session_token"),
    ]);

    idp.nextLogin = "kim-sub";
    const start = await t.request("POST", "/api/auth/sso/start", { payload: { email: `kim@${domain}` } });
    const callback = await throughProvider(start.body.url);
    const forged = callback.replace(/state=[^&]+/, "state=forged");
    const wrongState = await t.request("GET", forged, { headers: { cookie: flowCookieOf(start.headers) } });
    expect(wrongState.headers.location).toBe("/auth?sso=failed");
    const noCookie = await t.request("GET", callback);
    expect(noCookie.headers.location).toBe("/auth?sso=failed");

    expect(await count()).toBe(before + 1);
  });

  it("requires single sign-on: password sessions end and password sign-in is refused, but for the break-glass admin", async () => {
    const member = await t.addMember(admin, "member", "Pat Password");
    const second = await t.addMember(admin, "team_admin", "Bree Glass");
    const notAdmin = await t.request("POST", "/api/team/sso/required", {
      cookie: admin.cookie,
      payload: { required: true, breakGlassUserId: member.user.id },
    });
    expect([notAdmin.status, notAdmin.body.code]).toEqual([400, "VALIDATION_FAILED"]);
    const on = await t.request("POST", "/api/team/sso/required", {
      cookie: admin.cookie,
      payload: { required: true, breakGlassUserId: second.user.id },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.connection).toMatchObject({
      required: true,
      breakGlass: { id: second.user.id, name: "Bree Glass" },
    });

    expect((await t.request("GET", "/api/user", { cookie: member.cookie })).status).toBe(401);
    expect((await t.request("GET", "/api/user", { cookie: second.cookie })).status).toBe(200);
    expect((await t.request("GET", "/api/user", { cookie: admin.cookie })).status).toBe(200);
    const password = await t.request("POST", "/api/login", {
      payload: { email: member.email, password: member.password },
    });
    expect([password.status, password.body.code]).toEqual([403, "SSO_REQUIRED"]);
    expect(String(password.headers["set-cookie"] ?? "")).not.toMatch(/session_token=[^;]/);
    const glass = await t.request("POST", "/api/login", {
      payload: { email: second.email, password: second.password },
    });
    expect(glass.status).toBe(200);
    const grace = await signInAs("grace-sub", `grace@${domain}`);
    expect(grace.location).toBe("/");

    const off = await t.request("POST", "/api/team/sso/required", {
      cookie: admin.cookie,
      payload: { required: false },
    });
    expect(off.body.connection).toMatchObject({ required: false, breakGlass: null });
    const again = await t.request("POST", "/api/login", {
      payload: { email: member.email, password: member.password },
    });
    expect(again.status).toBe(200);
  });

  it("refuses a disabled account, and a switched-off connection", async () => {
    idp.accounts.set("dan-sub", { sub: "dan-sub", email: `dan@${domain}`, name: "Dan" });
    const first = await signInAs("dan-sub", `dan@${domain}`);
    const me = await t.request("GET", "/api/user", { cookie: first.cookie });
    await t.database.db
      .insert(signInStates)
      .values({ userId: me.body.user.id, disabledAt: new Date() })
      .onConflictDoUpdate({ target: signInStates.userId, set: { disabledAt: new Date() } });
    const disabled = await signInAs("dan-sub", `dan@${domain}`);
    expect([disabled.location, disabled.cookie]).toEqual(["/auth?sso=disabled", ""]);

    await t.request("POST", "/api/team/sso/enabled", { cookie: admin.cookie, payload: { enabled: false } });
    const off = await t.request("POST", "/api/auth/sso/start", { payload: { email: `dan@${domain}` } });
    expect([off.status, off.body.code]).toEqual([404, "SSO_NOT_CONFIGURED"]);
  });

  it("refuses a provider on the server's own network unless the operator allows private addresses", async () => {
    const guarded = await startTestApp({ config: { dnsServers: [dns.address], outboundAllowPrivate: false } });
    try {
      const owner = await guarded.signupTeam();
      const localhost = idp.issuer.replace("127.0.0.1", "localhost");
      for (const [url, payload] of [
        ["/api/team/sso", { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret }],
        ["/api/team/sso", { issuer: localhost, clientId: idp.clientId, clientSecret: idp.clientSecret }],
        ["/api/team/sso/saml", { metadataUrl: `${idp.issuer}/metadata` }],
      ] as const) {
        const res = await guarded.request("PUT", url, { cookie: owner.cookie, payload });
        expect([res.status, res.body.code], JSON.stringify(payload)).toEqual([422, "SSO_DISCOVERY_FAILED"]);
        expect(res.body.message).toMatch(/is a private or local address \((127\.0\.0\.1|::1)\)/);
      }
      const settings = await guarded.request("GET", "/api/team/sso", { cookie: owner.cookie });
      expect(settings.body.connection).toBeNull();
    } finally {
      await guarded.close();
    }
  });

  it("lets only team admins set it up, and keeps each team's to itself", async () => {
    const manager = await t.addMember(admin, "team_manager");
    for (const [method, url, payload] of [
      ["GET", "/api/team/sso", undefined],
      ["PUT", "/api/team/sso", { issuer: idp.issuer, clientId: "x", clientSecret: "y" }],
      ["POST", "/api/team/sso/domains", { domain: "manager.test" }],
      ["POST", "/api/team/sso/test", undefined],
    ] as const) {
      const res = await t.request(method, url, { cookie: manager.cookie, payload });
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    const other = await t.signupTeam();
    const theirs = await t.request("GET", "/api/team/sso", { cookie: other.cookie });
    expect(theirs.body).toMatchObject({ connection: null, domains: [] });
    const verify = await t.request("POST", `/api/team/sso/domains/${domain}/verify`, { cookie: other.cookie });
    expect(verify.status).toBe(404);
  });
});
