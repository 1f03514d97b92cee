/**
 * Super-admin team administration against the real database: list, search and filter by
 * state, a team's page, extend trial, activate, suspend (reads work, every write refused with the
 * reason), reactivate, delete after typing the name (members gone, other teams untouched, platform
 * audit row kept); every action audited at platform level.
 */
import { addDays } from "date-fns";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, events, outboxEmails } from "#db/schema/index.ts";
import { localSlot, type Session, startTestApp, TEST_PASSWORD, type TestApp } from "#server/test/harness.ts";
import { signIn, signInNewSuperAdmin } from "./platform-test-support.ts";
import { TEAM_SUSPENDED_MESSAGE } from "./team-write-guard.ts";

describe("super admin: teams", () => {
  let t: TestApp;
  let clock = new Date();
  let sa: Session;

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock });
    sa = await signInNewSuperAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const admin = (path: string, method: "GET" | "POST" | "DELETE" = "GET", payload?: unknown) =>
    t.request(method, `/api/admin${path}`, { cookie: sa.cookie, payload });
  const platformAudit = (teamId: string) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(and(isNull(auditEvents.teamId), eq(auditEvents.targetId, teamId)))
      .orderBy(auditEvents.id);

  it("signs a super admin in outside any team", async () => {
    const me = await t.request("GET", "/api/user", { cookie: sa.cookie });
    expect(me.body.user).toMatchObject({ role: "super_admin", isSuperAdmin: true, teamId: null, team: null });
  });

  it("counts teams by state, users and bookings in the overview", async () => {
    const before = (await admin("/overview")).body;
    const owner = await t.signupTeam();
    const office = await t.createOffice(owner);
    const booked = await t.request("POST", "/api/bookings", {
      cookie: owner.cookie,
      payload: { officeId: office.id, startISO: await localSlot(1, 10), endISO: await localSlot(1, 11) },
    });
    expect(booked.status).toBe(201);
    const after = (await admin("/overview")).body;
    // At least: on a shared PostgreSQL other test files add teams meanwhile.
    expect(after.teams.trial).toBeGreaterThanOrEqual(before.teams.trial + 1);
    expect(after.users.total).toBeGreaterThanOrEqual(before.users.total + 1);
    expect(after.bookings.thisWeek).toBeGreaterThanOrEqual(before.bookings.thisWeek + 1);
    expect(after.signupsPerWeek).toHaveLength(8);
    expect(after.signupsPerWeek.at(-1).count).toBeGreaterThanOrEqual(1);
    expect(after.system).toMatchObject({ databaseOk: true, version: expect.any(String) });
  });

  it("lists teams, searches by name and filters by state", async () => {
    const tag = `Zephyr ${Date.now()}`;
    const a = await t.signupTeam({ companyName: `${tag} One` });
    await t.addMember(a, "member");
    await t.signupTeam({ companyName: `${tag} Two` });
    const found = await admin(`/teams?q=${encodeURIComponent(tag)}`);
    expect(found.status).toBe(200);
    expect(found.body.teams.map((team: { name: string }) => team.name)).toEqual([`${tag} One`, `${tag} Two`]);
    expect(found.body.teams[0]).toMatchObject({ state: "trial", memberCount: 2, officeCount: 0 });
    expect(found.body.nextCursor).toBeNull();
    await admin(`/teams/${a.team.id}/suspend`, "POST");
    const suspended = await admin(`/teams?q=${encodeURIComponent(tag)}&state=suspended`);
    expect(suspended.body.teams.map((team: { id: string }) => team.id)).toEqual([a.team.id]);
    const trials = await admin(`/teams?q=${encodeURIComponent(tag)}&state=trial`);
    expect(trials.body.teams.map((team: { name: string }) => team.name)).toEqual([`${tag} Two`]);
    // LIKE wildcards in a search are taken literally: "%" finds only teams with a "%" in the name or
    // the company name searched with it (other test files share a PostgreSQL database, so some may
    // exist; the property tests make names and company names of any characters).
    const literal: { id: string; name: string; companyName: string | null }[] = (await admin("/teams?q=%25")).body
      .teams;
    expect(literal.filter((team) => !`${team.name} ${team.companyName ?? ""}`.includes("%"))).toEqual([]);
    expect(literal.map((team) => team.id)).not.toContain(a.team.id);
  });

  it("shows a team's page: members, offices, trial end, bookings per week", async () => {
    const owner = await t.signupTeam({ name: "Page Owner" });
    const office = await t.createOffice(owner, { name: "Page Room" });
    const booked = await t.request("POST", "/api/bookings", {
      cookie: owner.cookie,
      payload: { officeId: office.id, startISO: await localSlot(1, 10), endISO: await localSlot(1, 11) },
    });
    expect(booked.status).toBe(201);
    const page = await admin(`/teams/${owner.team.id}`);
    expect(page.status).toBe(200);
    expect(page.body.members).toEqual([expect.objectContaining({ name: "Page Owner", role: "team_admin" })]);
    expect(page.body.offices).toEqual([expect.objectContaining({ name: "Page Room", isActive: true })]);
    expect(page.body.trialEndsAt).not.toBeNull();
    expect(page.body.bookingsPerWeek).toHaveLength(8);
    const total = page.body.bookingsPerWeek.reduce((n: number, w: { count: number }) => n + w.count, 0);
    expect(total).toBe(1);
    expect(page.body.lastActivityAt).not.toBeNull();
    expect((await admin("/teams/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("trial: past its end a team gets 402 on booking; extending lets it book again", async () => {
    const owner = await t.signupTeam();
    const office = await t.createOffice(owner);
    const book = async (day: number) =>
      t.request("POST", "/api/bookings", {
        cookie: owner.cookie,
        payload: { officeId: office.id, startISO: await localSlot(day, 10), endISO: await localSlot(day, 11) },
      });
    const saved = clock;
    try {
      clock = addDays(saved, 15);
      expect((await admin(`/teams/${owner.team.id}`)).body.state).toBe("expired");
      const refused = await book(17);
      expect(refused.status).toBe(402);
      expect(refused.body.code).toBe("TRIAL_EXPIRED");
      const extended = await admin(`/teams/${owner.team.id}/extend-trial`, "POST", { days: 7 });
      expect(extended.status).toBe(200);
      expect(extended.body.team.state).toBe("trial");
      expect(extended.body.message).toMatch(/extended by 7 days/);
      // From now, since the trial had already ended.
      expect(new Date(extended.body.team.trialEndsAt).getTime()).toBe(addDays(clock, 7).getTime());
      expect((await book(17)).status).toBe(201);
    } finally {
      clock = saved;
    }
    const rows = await platformAudit(owner.team.id);
    expect(rows.map((r) => r.action)).toEqual(["platform.team.trial_extended"]);
    expect(rows[0].actorId).toBe(sa.user.id);
  });

  it("activate clears the trial; an active team has no trial to extend", async () => {
    const owner = await t.signupTeam();
    const res = await admin(`/teams/${owner.team.id}/activate`, "POST");
    expect(res.body.team, JSON.stringify(res.body)).toMatchObject({ state: "active", trialEndsAt: null });
    const again = await admin(`/teams/${owner.team.id}/extend-trial`, "POST", { days: 3 });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: "TEAM_STATE_CONFLICT", message: expect.stringMatching(/active/) });
    expect((await admin(`/teams/${owner.team.id}/activate`, "POST")).status).toBe(409);
  });

  it("suspend: members sign in and read, every write answers 403 with the reason; reactivate restores", async () => {
    const owner = await t.signupTeam();
    const office = await t.createOffice(owner);
    const member = await t.addMember(owner, "member");
    const res = await admin(`/teams/${owner.team.id}/suspend`, "POST");
    expect(res.body.team.state).toBe("suspended");
    const again = await signIn(t, member.email);
    expect((await t.request("GET", "/api/offices", { cookie: again.cookie })).status).toBe(200);
    const writes = [
      t.request("POST", "/api/offices", { cookie: owner.cookie, payload: { name: "Blocked", capacity: 2 } }),
      t.request("PATCH", `/api/offices/${office.id}`, { cookie: owner.cookie, payload: { capacity: 9 } }),
      t.request("POST", "/api/bookings", {
        cookie: again.cookie,
        payload: { officeId: office.id, startISO: await localSlot(2, 9), endISO: await localSlot(2, 10) },
      }),
      t.request("POST", "/api/team/invitations", {
        cookie: owner.cookie,
        payload: { email: "x@example.test", role: "member" },
      }),
    ];
    for (const write of await Promise.all(writes)) {
      expect(write.status).toBe(403);
      expect(write.body).toEqual({ code: "TEAM_SUSPENDED", message: TEAM_SUSPENDED_MESSAGE });
    }
    expect((await t.request("GET", "/api/offices", { cookie: owner.cookie })).body[0].capacity).toBe(4);
    const back = await admin(`/teams/${owner.team.id}/reactivate`, "POST");
    expect(back.body.team.state).toBe("trial");
    expect(
      (await t.request("POST", "/api/offices", { cookie: owner.cookie, payload: { name: "Open", capacity: 2 } }))
        .status,
    ).toBe(201);
    expect((await admin(`/teams/${owner.team.id}/reactivate`, "POST")).status).toBe(409);
    const actions = (await admin(`/teams/${owner.team.id}`)).body.history.map((h: { action: string }) => h.action);
    expect(actions).toEqual(["platform.team.reactivated", "platform.team.suspended"]);
  });

  it("suspend: an invitation sent before cannot be used until the team is reactivated", async () => {
    const owner = await t.signupTeam();
    const email = `late-joiner-${Date.now()}@example.test`;
    const invite = await t.request("POST", "/api/team/invitations", {
      cookie: owner.cookie,
      payload: { email, role: "member" },
    });
    expect(invite.status).toBe(201);
    await admin(`/teams/${owner.team.id}/suspend`, "POST");
    const join = () =>
      t.request("POST", "/api/auth/join-team", {
        payload: { inviteCode: invite.body.code, name: "Late Joiner", email, password: TEST_PASSWORD },
      });
    const refused = await join();
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("TEAM_SUSPENDED");
    const members = await t.request("GET", "/api/team/members", { cookie: owner.cookie });
    expect(JSON.stringify(members.body)).not.toContain(email);
    await admin(`/teams/${owner.team.id}/reactivate`, "POST");
    expect((await join()).status).toBe(201);
  });

  it("delete needs the exact name; then its members cannot sign in, other teams are untouched, the audit row stays", async () => {
    const doomed = await t.signupTeam({ companyName: `Doomed ${Date.now()}` });
    await t.createOffice(doomed);
    const member = await t.addMember(doomed, "member");
    // An invitation nobody accepted: its mail is still in the outbox when the team goes.
    const pending = await t.request("POST", "/api/team/invitations", {
      cookie: doomed.cookie,
      payload: { email: `never-${Date.now()}@example.com`, role: "member" },
    });
    expect(pending.status).toBe(201);
    const mailsOf = (teamId: string) =>
      t.database.db.select().from(outboxEmails).where(eq(outboxEmails.teamId, teamId));
    const eventsOf = (teamId: string) => t.database.db.select().from(events).where(eq(events.teamId, teamId));
    expect((await mailsOf(doomed.team.id)).length).toBeGreaterThanOrEqual(2);
    expect((await eventsOf(doomed.team.id)).length).toBeGreaterThan(0);
    const bystander = await t.signupTeam();
    const bystanderOffice = await t.createOffice(bystander);
    const wrong = await t.request("DELETE", `/api/admin/teams/${doomed.team.id}`, {
      cookie: sa.cookie,
      payload: { confirmName: "doomed" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe("CONFIRMATION_MISMATCH");
    expect((await admin(`/teams/${doomed.team.id}`)).status).toBe(200);
    const res = await t.request("DELETE", `/api/admin/teams/${doomed.team.id}`, {
      cookie: sa.cookie,
      payload: { confirmName: ` ${doomed.team.name} ` },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toContain(doomed.team.name);
    expect((await admin(`/teams/${doomed.team.id}`)).status).toBe(404);
    for (const who of [doomed, member]) {
      const login = await t.request("POST", "/api/login", { payload: { email: who.email, password: who.password } });
      expect(login.status).toBe(401);
      expect((await t.request("GET", "/api/user", { cookie: who.cookie })).status).toBe(401);
    }
    const offices = await t.request("GET", "/api/offices", { cookie: bystander.cookie });
    expect(offices.body.map((o: { id: string }) => o.id)).toEqual([bystanderOffice.id]);
    const rows = await platformAudit(doomed.team.id);
    expect(rows.map((r) => r.action)).toEqual(["platform.team.deleted"]);
    expect(rows[0].before).toMatchObject({
      name: doomed.team.name,
      mails: expect.any(Number),
      events: expect.any(Number),
    });
    // Its mail and its events went with it (decision 0017); the other team's stay.
    expect(await mailsOf(doomed.team.id)).toEqual([]);
    expect(await eventsOf(doomed.team.id)).toEqual([]);
    expect((await eventsOf(bystander.team.id)).length).toBeGreaterThan(0);
    // The team's own audit rows stay: append only (docs/product.md "Audit").
    const teamAudit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.teamId, doomed.team.id));
    expect(teamAudit.length).toBeGreaterThan(0);
  });
});
