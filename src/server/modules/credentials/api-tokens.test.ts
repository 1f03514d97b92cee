/**
 * Personal API tokens (docs/product.md "API tokens"): made, listed and revoked by their owner with a
 * session; used as `Authorization: Bearer` on the routes that declare a scope the token carries,
 * acting as the owner with their current role; refused everywhere else, when revoked, expired or
 * its owner has left, and past its rate limit.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, bookings, credentials, events } from "#db/schema/index.ts";
import { signInNewSuperAdmin } from "#server/modules/platform/platform-test-support.ts";
import { localSlot, type Session, startTestApp, type TestApp } from "#server/test/harness.ts";

describe("personal API tokens", () => {
  let t: TestApp;
  let admin: Session;
  let member: Session;
  let office: { id: string };

  beforeAll(async () => {
    t = await startTestApp({ config: { apiTokenRateLimit: { max: 1000, windowMs: 60_000 } } });
    admin = await t.signupTeam({ name: "Ada Admin" });
    member = await t.addMember(admin, "member", "Max Member");
    office = await t.createOffice(admin, { name: "Hub", capacity: 4 });
  });
  afterAll(async () => {
    await t.close();
  });

  async function makeToken(
    session: Session,
    scopes: string[],
    expiresInDays: number | null = 90,
  ): Promise<{ id: string; token: string }> {
    const res = await t.request("POST", "/api/user/tokens", {
      cookie: session.cookie,
      payload: { name: `Script ${scopes.join(" ")}`, scopes, expiresInDays },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it("is shown once, listed without itself, and its making is audited", async () => {
    const res = await t.request("POST", "/api/user/tokens", {
      cookie: member.cookie,
      payload: { name: " Calendar script ", scopes: ["bookings:read"], expiresInDays: 30 },
    });
    expect(res.status).toBe(201);
    expect(res.body.token).toMatch(/^ofc_pat_[A-Za-z0-9_-]{43}$/);
    expect(res.body).toMatchObject({ name: "Calendar script", kind: "personal", scopes: ["bookings:read"] });
    expect(res.body.tokenHint).toBe(res.body.token.slice(-4));
    const days = (Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt)) / 86_400_000;
    expect(days).toBe(30);

    const list = await t.request("GET", "/api/user/tokens", { cookie: member.cookie });
    expect(list.status).toBe(200);
    const listed = list.body.find((row: { id: string }) => row.id === res.body.id);
    expect(listed).toMatchObject({ name: "Calendar script", revokedAt: null, lastUsedAt: null });
    expect(JSON.stringify(list.body)).not.toContain(res.body.token);
    // Someone else's list does not show it.
    const others = await t.request("GET", "/api/user/tokens", { cookie: admin.cookie });
    expect(others.body.map((row: { id: string }) => row.id)).not.toContain(res.body.id);

    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, res.body.id), eq(auditEvents.action, "credential.created")));
    expect(audit.actorId).toBe(member.user.id);
    expect(audit.after).toMatchObject({ kind: "personal", scopes: ["bookings:read"] });
    expect(JSON.stringify(audit)).not.toContain(res.body.token);
  });

  it("acts as its owner on the routes its scopes name, and stamps its last use", async () => {
    const { id, token } = await makeToken(member, ["bookings:read", "bookings:write"]);
    const startISO = await localSlot(2, 10);
    const endISO = await localSlot(2, 11);
    const made = await t.request("POST", "/api/bookings", {
      headers: bearer(token),
      payload: { officeId: office.id, startISO, endISO },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.userId).toBe(member.user.id);

    const upcoming = await t.request("GET", "/api/bookings/upcoming?limit=5", { headers: bearer(token) });
    expect(upcoming.status).toBe(200);
    expect(upcoming.body.map((b: { id: string }) => b.id)).toContain(made.body.id);
    expect(upcoming.headers["ratelimit-limit"]).toBe("1000");
    expect(Number(upcoming.headers["ratelimit-remaining"])).toBeLessThan(1000);

    const cancelled = await t.request("DELETE", `/api/bookings/${made.body.id}`, { headers: bearer(token) });
    expect(cancelled.status).toBe(200);
    const [row] = await t.database.db.select().from(credentials).where(eq(credentials.id, id));
    expect(row.lastUsedAt).not.toBeNull();
  });

  it("is refused outside its scopes, and on every route that takes a session only", async () => {
    const { token } = await makeToken(member, ["bookings:read"]);
    const offices = await t.request("GET", "/api/offices", { headers: bearer(token) });
    expect(offices.status).toBe(403);
    expect(offices.body).toMatchObject({ code: "TOKEN_SCOPE_MISSING" });
    expect(offices.body.message).toContain("offices:read");
    expect(offices.headers["www-authenticate"]).toContain('scope="offices:read"');

    const write = await t.request("POST", "/api/bookings", {
      headers: bearer(token),
      payload: { officeId: office.id, startISO: await localSlot(3, 9), endISO: await localSlot(3, 10) },
    });
    expect(write.body.code).toBe("TOKEN_SCOPE_MISSING");
    const held = await t.database.db.select().from(bookings).where(eq(bookings.userId, member.user.id));
    expect(held.filter((b) => b.status === "confirmed")).toHaveLength(0);

    // Making more tokens, changing the password, reading the account: a session's business only.
    for (const [method, url, payload] of [
      ["GET", "/api/user/tokens", undefined],
      ["POST", "/api/user/tokens", { name: "More", scopes: ["bookings:read"], expiresInDays: null }],
      ["GET", "/api/user", undefined],
      ["PATCH", "/api/user/profile", { name: "Hijacked" }],
    ] as const) {
      const res = await t.request(method, url, { headers: bearer(token), payload });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.code).toBe("TOKEN_NOT_ACCEPTED");
    }
    const me = await t.request("GET", "/api/user", { cookie: member.cookie });
    expect(me.body.user.name).toBe("Max Member");
    // A cookie beside the token does not widen it: the call is judged by the token.
    const both = await t.request("GET", "/api/offices", { cookie: member.cookie, headers: bearer(token) });
    expect(both.body.code).toBe("TOKEN_SCOPE_MISSING");
  });

  it("keeps to its owner's role and team", async () => {
    const memberToken = (await makeToken(member, ["bookings:write", "offices:read"])).token;
    // A member may not change offices with a session, nor with a token.
    const other = await t.signupTeam({ name: "Olga Other" });
    const theirs = await t.createOffice(other, { name: "Elsewhere" });
    const read = await t.request("GET", `/api/offices/${theirs.id}/availability?date=2030-01-07`, {
      headers: bearer((await makeToken(member, ["bookings:read"])).token),
    });
    expect(read.status).toBe(404);
    const booked = await t.request("POST", "/api/bookings", {
      headers: bearer(memberToken),
      payload: { officeId: theirs.id, startISO: await localSlot(2, 14), endISO: await localSlot(2, 15) },
    });
    expect(booked.status).toBe(404);
    const listed = await t.request("GET", "/api/offices", { headers: bearer(memberToken) });
    expect(listed.body.map((o: { id: string }) => o.id)).toEqual([office.id]);

    // A scope the role cannot use is not given; the admin's analytics token follows their role.
    const refused = await t.request("POST", "/api/user/tokens", {
      cookie: member.cookie,
      payload: { name: "Figures", scopes: ["analytics:read"], expiresInDays: 30 },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("TOKEN_SCOPE_NOT_ALLOWED");
    const second = await t.addMember(admin, "team_admin", "Sam Second");
    const figures = (await makeToken(second, ["analytics:read"])).token;
    expect((await t.request("GET", "/api/team/analytics", { headers: bearer(figures) })).status).toBe(200);
    const demoted = await t.request("PATCH", `/api/team/members/${second.user.id}`, {
      cookie: admin.cookie,
      payload: { role: "member" },
    });
    expect(demoted.status).toBe(200);
    const after = await t.request("GET", "/api/team/analytics", { headers: bearer(figures) });
    expect(after.status).toBe(403);
    expect(after.body.code).toBe("FORBIDDEN");
  });

  it("stops working when revoked, expired, or its owner leaves the team", async () => {
    const revoked = await makeToken(member, ["bookings:read"]);
    // Nobody else can revoke it: not a colleague, not the team's credentials page.
    expect((await t.request("DELETE", `/api/user/tokens/${revoked.id}`, { cookie: admin.cookie })).status).toBe(404);
    expect((await t.request("DELETE", `/api/team/credentials/${revoked.id}`, { cookie: admin.cookie })).status).toBe(
      404,
    );
    expect((await t.request("GET", "/api/bookings/upcoming", { headers: bearer(revoked.token) })).status).toBe(200);
    const gone = await t.request("DELETE", `/api/user/tokens/${revoked.id}`, { cookie: member.cookie });
    expect(gone.status).toBe(200);
    expect(gone.body.revokedAt).not.toBeNull();
    const refused = await t.request("GET", "/api/bookings/upcoming", { headers: bearer(revoked.token) });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe("UNAUTHENTICATED");
    expect(refused.headers["www-authenticate"]).toContain("invalid_token");

    const expired = await makeToken(member, ["bookings:read"], 30);
    await t.database.db
      .update(credentials)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(credentials.id, expired.id));
    expect((await t.request("GET", "/api/bookings/upcoming", { headers: bearer(expired.token) })).status).toBe(401);
    expect(
      (await t.request("GET", "/api/bookings/upcoming", { headers: bearer(`ofc_pat_${"x".repeat(43)}`) })).status,
    ).toBe(401);

    const leaver = await t.addMember(admin, "member", "Lee Leaver");
    const theirs = await makeToken(leaver, ["bookings:read"], null);
    expect((await t.request("GET", "/api/bookings/upcoming", { headers: bearer(theirs.token) })).status).toBe(200);
    const removed = await t.request("DELETE", `/api/team/members/${leaver.user.id}`, { cookie: admin.cookie });
    expect(removed.status).toBe(200);
    expect((await t.request("GET", "/api/bookings/upcoming", { headers: bearer(theirs.token) })).status).toBe(401);
  });

  it("is ended with its owner's account and team: removal, disabling, a suspended team", async () => {
    const leaver = await t.addMember(admin, "member", "Rita Removed");
    const made = await makeToken(leaver, ["bookings:read"], null);
    const removed = await t.request("DELETE", `/api/team/members/${leaver.user.id}`, { cookie: admin.cookie });
    expect(removed.status).toBe(200);
    const [row] = await t.database.db.select().from(credentials).where(eq(credentials.id, made.id));
    expect(row.revokedAt).not.toBeNull();
    const [event] = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.subjectId, leaver.user.id), eq(events.type, "member.removed")));
    expect(event.payload).toMatchObject({ revokedTokens: 1 });

    const superAdmin = await signInNewSuperAdmin(t);
    const owner = await t.signupTeam({ name: "Dora Disabled" });
    const colleague = await t.addMember(owner, "member", "Sid Suspended");
    const own = await t.createOffice(owner, { name: "Corner", capacity: 2 });
    const theirs = await makeToken(colleague, ["bookings:read", "bookings:write"]);
    const booked = await t.request("POST", "/api/bookings", {
      headers: bearer(theirs.token),
      payload: { officeId: own.id, startISO: await localSlot(4, 9), endISO: await localSlot(4, 10) },
    });
    expect(booked.status).toBe(201);
    const suspend = await t.request("POST", `/api/admin/teams/${owner.team.id}/suspend`, { cookie: superAdmin.cookie });
    expect(suspend.status).toBe(200);
    const cancel = await t.request("DELETE", `/api/bookings/${booked.body.id}`, { headers: bearer(theirs.token) });
    expect([cancel.status, cancel.body.code]).toEqual([403, "TEAM_SUSPENDED"]);
    expect((await t.request("GET", "/api/bookings/upcoming", { headers: bearer(theirs.token) })).status).toBe(200);
    const [still] = await t.database.db.select().from(bookings).where(eq(bookings.id, booked.body.id));
    expect(still.status).toBe("confirmed");
    await t.request("POST", `/api/admin/teams/${owner.team.id}/reactivate`, { cookie: superAdmin.cookie });

    const disabled = await t.request("POST", `/api/admin/users/${colleague.user.id}/disable`, {
      cookie: superAdmin.cookie,
    });
    expect(disabled.status).toBe(200);
    expect((await t.request("GET", "/api/bookings/upcoming", { headers: bearer(theirs.token) })).status).toBe(401);
    await t.request("POST", `/api/admin/users/${colleague.user.id}/enable`, { cookie: superAdmin.cookie });
    expect((await t.request("GET", "/api/bookings/upcoming", { headers: bearer(theirs.token) })).status).toBe(200);
  });

  it("leaves a session alone beside another scheme's Authorization header, and records the sign-in it was made in", async () => {
    const basic = { authorization: `Basic ${Buffer.from("staging:secret").toString("base64")}` };
    const viaProxy = await t.request("GET", "/api/offices", { cookie: member.cookie, headers: basic });
    expect(viaProxy.status).toBe(200);
    const made = await makeToken(member, ["bookings:read"]);
    const [row] = await t.database.db.select().from(credentials).where(eq(credentials.id, made.id));
    expect(row.signInMethod).toBe("password");
  });

  it("refuses bad input and a token too many, changing nothing", async () => {
    const before = (await t.request("GET", "/api/user/tokens", { cookie: admin.cookie })).body.length;
    for (const payload of [
      { name: "x", scopes: [], expiresInDays: 30 },
      { name: "x", scopes: ["bookings:delete"], expiresInDays: 30 },
      { name: "x", scopes: ["bookings:read"], expiresInDays: 7 },
      { name: " ", scopes: ["bookings:read"], expiresInDays: 30 },
      { name: "x", scopes: ["bookings:read"] },
      { name: "x", scopes: ["bookings:read"], expiresInDays: 30, userId: member.user.id },
    ]) {
      const res = await t.request("POST", "/api/user/tokens", { cookie: admin.cookie, payload });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.code).toBe("VALIDATION_FAILED");
    }
    const listed = await t.request("GET", "/api/team/credentials?kind=personal", { cookie: admin.cookie });
    expect(listed.status).toBe(400);
    expect((await t.request("GET", "/api/user/tokens", { cookie: admin.cookie })).body.length).toBe(before);

    for (let i = before; i < 10; i++) await makeToken(admin, ["bookings:read"]);
    const tooMany = await t.request("POST", "/api/user/tokens", {
      cookie: admin.cookie,
      payload: { name: "Eleventh", scopes: ["bookings:read"], expiresInDays: 30 },
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.code).toBe("CREDENTIAL_LIMIT");
  });
});

describe("a personal API token's rate limit", () => {
  let t: TestApp;
  afterAll(async () => {
    await t.close();
  });

  it("answers 429 with Retry-After past its budget, counted per token", async () => {
    t = await startTestApp({ config: { apiTokenRateLimit: { max: 3, windowMs: 60_000 } } });
    const admin = await t.signupTeam();
    const make = async () =>
      (
        await t.request("POST", "/api/user/tokens", {
          cookie: admin.cookie,
          payload: { name: "Loop", scopes: ["bookings:read"], expiresInDays: 30 },
        })
      ).body.token as string;
    const first = await make();
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.request("GET", "/api/bookings/upcoming", { headers: { authorization: `Bearer ${first}` } });
      expect(res.status).toBe(200);
      remaining.push(String(res.headers["ratelimit-remaining"]));
    }
    expect(remaining).toEqual(["2", "1", "0"]);
    const over = await t.request("GET", "/api/bookings/upcoming", { headers: { authorization: `Bearer ${first}` } });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe("RATE_LIMITED");
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    // Another token of the same person has its own budget; their session has none of this.
    const second = await make();
    const fresh = await t.request("GET", "/api/bookings/upcoming", { headers: { authorization: `Bearer ${second}` } });
    expect(fresh.status).toBe(200);
    expect((await t.request("GET", "/api/bookings/upcoming", { cookie: admin.cookie })).status).toBe(200);
  });
});
