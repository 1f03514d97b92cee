/**
 * SCIM 2.0 provisioning driven the way Entra ID and Okta call it (RFC 7644): look a person up by
 * `userName eq`, create them, patch their attributes, deactivate with `active: false`, reactivate,
 * delete; groups with members whose role follows the group; the token's life (made once, revoked);
 * SCIM error bodies for bad input that change nothing; and one team's token never reaching another.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditEvents, outboxEmails, ssoDomains } from "#db/schema/index.ts";
import {
  localSlot,
  type Session,
  sessionCookie,
  startTestApp,
  TEST_PASSWORD,
  type TestApp,
  uniqueEmail,
} from "#server/test/harness.ts";

const SCIM = "/api/scim/v2";
const USER_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:User";
const GROUP_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:Group";
const PATCH_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
const ERROR_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:Error";

describe("SCIM provisioning", () => {
  let t: TestApp;
  let admin: Session;
  let token: string;

  // The team provisions people at a domain it has proven (docs/product.md "SCIM provisioning").
  const domain = `scim-${randomUUID().slice(0, 8)}.test`;
  const address = (prefix: string, at = domain) => `${prefix}-${randomUUID().slice(0, 8)}@${at}`;
  /** Marks `name` a verified domain of `teamId`, as proving its DNS record does. */
  const proveDomain = (teamId: string, name: string) =>
    t.database.db.insert(ssoDomains).values({ teamId, domain: name, challenge: "test", verifiedAt: new Date() });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signupTeam({ name: "Ada Admin" });
    await proveDomain(admin.team.id, domain);
    token = await makeToken(admin);
  });
  afterAll(async () => {
    await t.close();
  });

  async function makeToken(session: Session, name = "Entra ID"): Promise<string> {
    const res = await t.request("POST", "/api/team/credentials", {
      cookie: session.cookie,
      payload: { kind: "scim", name },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.token;
  }

  /** A call as the identity provider makes it: bearer token, application/scim+json. */
  function scim(
    method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
    path: string,
    body?: unknown,
    bearer: string = token,
  ) {
    return t.request(method, `${SCIM}${path}`, {
      headers: {
        authorization: `Bearer ${bearer}`,
        ...(body !== undefined ? { "content-type": "application/scim+json" } : {}),
      },
      payload: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  const newUser = (email: string, extra: Record<string, unknown> = {}) => ({
    schemas: [USER_SCHEMA],
    userName: email,
    name: { givenName: "Grace", familyName: "Hopper" },
    emails: [{ value: email, primary: true, type: "work" }],
    active: true,
    externalId: `ext-${email}`,
    ...extra,
  });

  const members = async (session: Session = admin) =>
    (await t.request("GET", "/api/team/members", { cookie: session.cookie })).body as {
      id: string;
      email: string;
      role: string;
    }[];

  /**
   * Signs a provisioned person in: they have no password, so they set one with "Forgot password"
   * (the e-mailed link's token), as the welcome e-mail tells them.
   */
  async function signIn(email: string): Promise<string> {
    const before = await t.request("POST", "/api/login", { payload: { email, password: TEST_PASSWORD } });
    expect(before.status).toBe(401);
    await t.request("POST", "/api/auth/forgot-password", { payload: { email } });
    const token = await vi.waitFor(async () => {
      const mails = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
      const reset = mails.find((m) => /token=([\w-]+)/.test(m.textBody));
      expect(reset).toBeDefined();
      return /token=([\w-]+)/.exec(reset?.textBody ?? "")?.[1] ?? "";
    });
    const reset = await t.request("POST", "/api/auth/reset-password", { payload: { token, password: TEST_PASSWORD } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const res = await t.request("POST", "/api/login", { payload: { email, password: TEST_PASSWORD } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return sessionCookie(res.headers);
  }

  it("refuses a call without a live token with a SCIM 401, before reading it", async () => {
    for (const bearer of ["", "ofc_scim_not-a-token", "Basic abc"]) {
      const res = await t.request("GET", `${SCIM}/Users`, bearer ? { headers: { authorization: bearer } } : {});
      expect(res.status).toBe(401);
      expect(res.headers["www-authenticate"]).toBe('Bearer realm="SCIM"');
      expect(res.headers["content-type"]).toContain("application/scim+json");
      expect(res.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: "401", code: "UNAUTHENTICATED" });
    }
    // A session is not a SCIM credential.
    const withCookie = await t.request("GET", `${SCIM}/Users`, { cookie: admin.cookie });
    expect(withCookie.status).toBe(401);
  });

  it("makes a token shown once, lists it without the token, and refuses it once revoked", async () => {
    const made = await t.request("POST", "/api/team/credentials", {
      cookie: admin.cookie,
      payload: { kind: "scim", name: "Okta" },
    });
    expect(made.status).toBe(201);
    expect(made.body.token).toMatch(/^ofc_scim_[A-Za-z0-9_-]{43}$/);
    expect(made.body.tokenHint).toBe(made.body.token.slice(-4));
    const before = await scim("GET", "/ServiceProviderConfig", undefined, made.body.token);
    expect(before.status).toBe(200);
    expect(before.body.patch.supported).toBe(true);

    const list = await t.request("GET", "/api/team/credentials?kind=scim", { cookie: admin.cookie });
    const listed = list.body.find((c: { id: string }) => c.id === made.body.id);
    expect(listed).toMatchObject({ name: "Okta", createdBy: { name: "Ada Admin" }, revokedAt: null });
    expect(listed.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(list.body)).not.toContain(made.body.token);

    const revoked = await t.request("DELETE", `/api/team/credentials/${made.body.id}`, { cookie: admin.cookie });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    expect((await scim("GET", "/Users", undefined, made.body.token)).status).toBe(401);

    const [created] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, made.body.id), eq(auditEvents.action, "credential.created")));
    expect(JSON.stringify(created)).not.toContain(made.body.token);
  });

  it("lets only team admins make, list and revoke tokens", async () => {
    const manager = await t.addMember(admin, "team_manager");
    for (const [method, url, payload] of [
      ["GET", "/api/team/credentials?kind=scim", undefined],
      ["POST", "/api/team/credentials", { kind: "scim", name: "Mine" }],
    ] as const) {
      const res = await t.request(method, url, { cookie: manager.cookie, payload });
      expect(res.status).toBe(403);
    }
  });

  it("provisions a person as Entra ID does: look up, create, find, and refuse a second create", async () => {
    const email = address("grace");
    const lookup = await scim("GET", `/Users?filter=${encodeURIComponent(`userName eq "${email.toUpperCase()}"`)}`);
    expect(lookup.status).toBe(200);
    expect(lookup.body).toMatchObject({ totalResults: 0, Resources: [] });

    const created = await scim("POST", "/Users", newUser(email, { title: "Rear Admiral" }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.headers["content-type"]).toContain("application/scim+json");
    expect(created.body).toMatchObject({
      schemas: [USER_SCHEMA],
      userName: email,
      displayName: "Grace Hopper",
      title: "Rear Admiral",
      active: true,
      externalId: `ext-${email}`,
      meta: { resourceType: "User", location: `${SCIM}/Users/${created.body.id}` },
    });

    const member = (await members()).find((m) => m.email === email);
    expect(member).toMatchObject({ id: created.body.id, role: "member" });
    const [joined] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, created.body.id), eq(auditEvents.action, "member.joined")));
    expect(joined).toMatchObject({ teamId: admin.team.id, actorId: null });

    const found = await scim("GET", `/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}`);
    expect(found.body.totalResults).toBe(1);
    expect(found.body.Resources[0].id).toBe(created.body.id);
    const byExternal = await scim("GET", `/Users?filter=${encodeURIComponent(`externalId eq "ext-${email}"`)}`);
    expect(byExternal.body.Resources.map((u: { id: string }) => u.id)).toEqual([created.body.id]);

    const again = await scim("POST", "/Users", newUser(email));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: "409", scimType: "uniqueness" });
    // An account of someone outside the team, even at its domain, is not taken over: they need an invitation.
    const outsider = await t.signupTeam({ email: address("outsider") });
    const taken = await scim("POST", "/Users", newUser(outsider.email));
    expect(taken.status).toBe(409);
    expect((await members()).some((m) => m.email === outsider.email)).toBe(false);
  });

  it("patches attributes as Entra ID sends them (Replace with paths, capitalised op)", async () => {
    const email = address("katherine");
    const created = await scim("POST", "/Users", newUser(email));
    const patched = await scim("PATCH", `/Users/${created.body.id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [
        { op: "Replace", path: "displayName", value: "Katherine Johnson" },
        { op: "Replace", path: "title", value: "Mathematician" },
        {
          op: "Add",
          path: "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department",
          value: "Flight Research",
        },
      ],
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({ displayName: "Katherine Johnson", title: "Mathematician" });
    const read = await scim("GET", `/Users/${created.body.id}`);
    expect(read.body["urn:ietf:params:scim:schemas:extension:enterprise:2.0:User"]).toEqual({
      department: "Flight Research",
    });
    const member = (await members()).find((m) => m.id === created.body.id) as unknown as Record<string, unknown>;
    expect(member).toMatchObject({
      name: "Katherine Johnson",
      jobTitle: "Mathematician",
      department: "Flight Research",
    });
  });

  it("deactivates a person like removal (bookings cancelled, signed out), keeps them findable, and brings them back", async () => {
    const email = address("dorothy");
    const created = await scim("POST", "/Users", newUser(email));
    const id = created.body.id as string;
    const cookie = await signIn(email);
    const office = await t.createOffice(admin);
    const booking = await t.request("POST", "/api/bookings", {
      cookie,
      payload: { officeId: office.id, startISO: await localSlot(2, 10), endISO: await localSlot(2, 11) },
    });
    expect(booking.status, JSON.stringify(booking.body)).toBe(201);

    const off = await scim("PATCH", `/Users/${id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: "replace", value: { active: false } }],
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await members()).some((m) => m.id === id)).toBe(false);
    expect((await t.request("GET", "/api/user", { cookie })).status).toBe(401);
    const [cancelled] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, booking.body.id), eq(auditEvents.action, "booking.cancelled")));
    expect(cancelled).toMatchObject({ actorId: null, after: { status: "cancelled" } });
    const [removed] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, id), eq(auditEvents.action, "member.removed")));
    expect(removed).toMatchObject({ actorId: null, teamId: admin.team.id });

    // Still there for the provider, inactive, with its externalId.
    const read = await scim("GET", `/Users/${id}`);
    expect(read.body).toMatchObject({ active: false, externalId: `ext-${email}` });

    const on = await scim("PATCH", `/Users/${id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: "replace", path: "active", value: true }],
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.active).toBe(true);
    expect((await members()).find((m) => m.id === id)?.role).toBe("member");

    const deleted = await scim("DELETE", `/Users/${id}`);
    expect(deleted.status).toBe(204);
    expect((await scim("GET", `/Users/${id}`)).status).toBe(404);
    expect((await members()).some((m) => m.id === id)).toBe(false);
  });

  it("keeps the provider's groups; a group's role follows its members in and out", async () => {
    const a = await scim("POST", "/Users", newUser(address("ann")));
    const b = await scim("POST", "/Users", newUser(address("ben")));
    const group = await scim("POST", "/Groups", {
      schemas: [GROUP_SCHEMA],
      displayName: "Facilities",
      externalId: "grp-facilities",
      members: [{ value: a.body.id }],
    });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    expect(group.body.members.map((m: { value: string }) => m.value)).toEqual([a.body.id]);

    // The admin maps the provider's group to a role; its member gets it at once.
    const groups = await t.request("GET", "/api/team/groups", { cookie: admin.cookie });
    expect(groups.body.find((g: { id: string }) => g.id === group.body.id)).toMatchObject({
      name: "Facilities",
      source: "scim",
      role: null,
      memberCount: 1,
    });
    const mapped = await t.request("PATCH", `/api/team/groups/${group.body.id}`, {
      cookie: admin.cookie,
      payload: { role: "team_manager" },
    });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    const roleOf = async (id: string) => (await members()).find((m) => m.id === id)?.role;
    expect(await roleOf(a.body.id)).toBe("team_manager");

    // Okta adds and removes members with PATCH.
    const add = await scim("PATCH", `/Groups/${group.body.id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: "add", path: "members", value: [{ value: b.body.id }] }],
    });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    expect(await roleOf(b.body.id)).toBe("team_manager");
    const remove = await scim("PATCH", `/Groups/${group.body.id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: "remove", path: `members[value eq "${a.body.id}"]` }],
    });
    expect(remove.status, JSON.stringify(remove.body)).toBe(200);
    expect(await roleOf(a.body.id)).toBe("member");
    expect(await roleOf(b.body.id)).toBe("team_manager");

    // The admin cannot rename the provider's group or change its members here.
    const rename = await t.request("PATCH", `/api/team/groups/${group.body.id}`, {
      cookie: admin.cookie,
      payload: { name: "Mine now" },
    });
    expect([rename.status, rename.body.code]).toEqual([409, "GROUP_MANAGED_BY_PROVIDER"]);

    const found = await scim("GET", `/Groups?filter=${encodeURIComponent('displayName eq "facilities"')}`);
    expect(found.body.Resources.map((g: { id: string }) => g.id)).toEqual([group.body.id]);

    expect((await scim("DELETE", `/Groups/${group.body.id}`)).status).toBe(204);
    expect(await roleOf(b.body.id)).toBe("member");
  });

  it("pages a list by startIndex and count, and answers a page past the end empty", async () => {
    const all = await scim("GET", "/Users");
    const total = all.body.totalResults as number;
    expect(total).toBeGreaterThan(2);
    const second = await scim("GET", "/Users?startIndex=2&count=1");
    expect(second.body).toMatchObject({ totalResults: total, startIndex: 2, itemsPerPage: 1 });
    expect(second.body.Resources.map((u: { id: string }) => u.id)).toEqual([all.body.Resources[1].id]);
    const past = await scim("GET", `/Users?startIndex=${total + 1}`);
    expect(past.body).toMatchObject({ totalResults: total, Resources: [] });
    const some = await scim("GET", "/Users?attributes=userName&count=1");
    expect(some.body.Resources[0]).toEqual({ id: expect.any(String), userName: expect.any(String) });
  });

  it("answers bad input with a SCIM error and creates nothing", async () => {
    const before = (await members()).length;
    const cases: [string, unknown][] = [
      ["no userName", { schemas: [USER_SCHEMA], name: { givenName: "No" } }],
      ["not an address", newUser("not-an-address", { emails: [] })],
      ["not JSON", "{not json"],
      ["a list", [newUser(address("list"))]],
      ["a name of two lines", newUser(address("lines"), { displayName: "Two\nLines" })],
    ];
    for (const [label, body] of cases) {
      const res = await scim("POST", "/Users", body);
      expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.schemas, label).toEqual([ERROR_SCHEMA]);
      expect(res.body.code, label).toBe("VALIDATION_FAILED");
    }
    const badFilter = await scim("GET", `/Users?filter=${encodeURIComponent("userName zz 1")}`);
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.scimType).toBe("invalidFilter");
    const unreadable = await scim("GET", `/Users?filter=-0&attributes=${encodeURIComponent("\u{130B9}")}`);
    expect([unreadable.status, unreadable.body.code]).toEqual([400, "VALIDATION_FAILED"]);
    const badPatch = await scim("PATCH", `/Users/${(await members())[0].id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: "explode", path: "userName" }],
    });
    expect(badPatch.status).toBe(400);
    expect((await scim("GET", "/Users/no-such-user")).status).toBe(404);
    expect((await scim("DELETE", "/Users/%00")).status).toBe(400);
    const nul = await scim("POST", "/Users", newUser(address("nul"), { title: "Chief\u0000Officer" }));
    expect([nul.status, nul.body.code]).toEqual([400, "VALIDATION_FAILED"]);
    expect((await members()).length).toBe(before);
  });

  it("provisions only addresses at the team's verified domains, and moves nobody to another", async () => {
    const before = (await members()).length;
    const outside = await scim("POST", "/Users", newUser(uniqueEmail("outside")));
    expect([outside.status, outside.body.scimType]).toEqual([400, "invalidValue"]);
    expect(outside.body.detail).toContain("is not a verified domain of this team");
    expect((await members()).length).toBe(before);

    const inside = await scim("POST", "/Users", newUser(address("inside")));
    expect(inside.status, JSON.stringify(inside.body)).toBe(201);
    const moved = await scim("PUT", `/Users/${inside.body.id}`, newUser(uniqueEmail("moved")));
    expect([moved.status, moved.body.scimType]).toEqual([400, "invalidValue"]);
    expect((await scim("GET", `/Users/${inside.body.id}`)).body.userName).toBe(inside.body.userName);

    // Brought back after the team released the domain: refused too, and they stay out.
    expect(
      (await scim("PUT", `/Users/${inside.body.id}`, newUser(inside.body.userName, { active: false }))).status,
    ).toBe(200);
    await t.database.db
      .delete(ssoDomains)
      .where(and(eq(ssoDomains.teamId, admin.team.id), eq(ssoDomains.domain, domain)));
    try {
      const back = await scim("PUT", `/Users/${inside.body.id}`, newUser(inside.body.userName, { active: true }));
      expect([back.status, back.body.scimType]).toEqual([400, "invalidValue"]);
      expect((await scim("GET", `/Users/${inside.body.id}`)).body.active).toBe(false);
    } finally {
      await proveDomain(admin.team.id, domain);
    }
  });

  it("never reaches another team's people or groups", async () => {
    const other = await t.signupTeam();
    const otherToken = await makeToken(other);
    const theirDomain = `other-${domain}`;
    await proveDomain(other.team.id, theirDomain);
    // Our domain is not theirs to provision at, nor theirs ours.
    const atOurs = await scim("POST", "/Users", newUser(address("theirs")), otherToken);
    expect([atOurs.status, atOurs.body.scimType]).toEqual([400, "invalidValue"]);
    const theirs = await scim("POST", "/Users", newUser(address("theirs", theirDomain)), otherToken);
    expect(theirs.status).toBe(201);
    const theirGroup = await scim("POST", "/Groups", { schemas: [GROUP_SCHEMA], displayName: "Theirs" }, otherToken);

    const all = await scim("GET", "/Users?count=200");
    expect(all.body.Resources.some((u: { id: string }) => u.id === theirs.body.id)).toBe(false);
    expect(all.body.Resources.some((u: { id: string }) => u.id === other.user.id)).toBe(false);
    for (const [method, path] of [
      ["GET", `/Users/${theirs.body.id}`],
      ["PUT", `/Users/${theirs.body.id}`],
      ["DELETE", `/Users/${theirs.body.id}`],
      ["GET", `/Groups/${theirGroup.body.id}`],
      ["DELETE", `/Groups/${theirGroup.body.id}`],
    ] as const) {
      const res = await scim(method, path, method === "PUT" ? newUser(address("x")) : undefined);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const still = await scim("GET", `/Users/${theirs.body.id}`, undefined, otherToken);
    expect(still.body.active).toBe(true);
  });
});
