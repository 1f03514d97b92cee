/**
 * /ws over real sockets against a real app (PGlite, or PostgreSQL with DATABASE_URL): team fan-out of
 * both spec event sets, nothing crosses teams, catch-up by seq after a reconnect, and the socket's
 * authentication (cookie, Origin, sign-out, revoked session).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "#db/schema/index.ts";
import { localSlot, type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import type { RealtimeServerMessage } from "#shared/schemas/realtime.ts";
import { signInNewSuperAdmin } from "../platform/platform-test-support.ts";
import { openSocket, upgradeStatus } from "./realtime-test-client.ts";

const seqOf = (m: RealtimeServerMessage) => ("seq" in m ? m.seq : null);

describe("real-time channel /ws", () => {
  let t: TestApp;
  let base: string;
  let day = 1;

  beforeAll(async () => {
    t = await startTestApp({ config: { realtime: { sessionCheckMs: 100 } } });
    base = await t.listen();
  });
  afterAll(async () => {
    await t.close();
  });

  async function book(session: Session, officeId: string) {
    const d = day++;
    const res = await t.request("POST", "/api/bookings", {
      cookie: session.cookie,
      payload: { officeId, startISO: await localSlot(d, 9), endISO: await localSlot(d, 10), purpose: "Sync" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string; officeName: string };
  }

  it("sends a team's booking to every member's socket, in both spec event sets, and nothing to other teams", async () => {
    const ada = await t.signupTeam({ name: "Ada" });
    const max = await t.addMember(ada, "member", "Max");
    const other = await t.signupTeam({ name: "Olga" });
    const office = await t.createOffice(ada, { name: "Focus Room" });
    const otherOffice = await t.createOffice(other);
    const maxSocket = await openSocket(base, { cookie: max.cookie });
    const otherSocket = await openSocket(base, { cookie: other.cookie });
    await maxSocket.waitFor((m) => m.type === "synced");
    await otherSocket.waitFor((m) => m.type === "synced");

    const booking = await book(ada, office.id);
    const created = await maxSocket.waitFor((m) => m.type === "booking:created");
    // Who booked travels only to the booker (docs/product.md "Who booked"): Max's views refetch it.
    expect(created).toMatchObject({
      type: "booking:created",
      teamId: ada.team.id,
      actorId: null,
      action: "booking.created",
      subjectId: booking.id,
      payload: { officeId: office.id, userId: null, type: "created", booking: { officeName: "Focus Room" } },
    });
    const legacy = await maxSocket.waitFor((m) => m.type === "BOOKING_CREATED");
    expect(seqOf(legacy)).toBe(seqOf(created));

    await t.request("DELETE", `/api/bookings/${booking.id}`, { cookie: ada.cookie });
    await maxSocket.waitFor((m) => m.type === "booking:deleted" && m.subjectId === booking.id);
    await maxSocket.waitFor((m) => m.type === "BOOKING_CANCELLED" && m.bookingId === booking.id);
    await t.request("PATCH", `/api/offices/${office.id}`, { cookie: ada.cookie, payload: { description: "Quiet" } });
    await maxSocket.waitFor((m) => m.type === "office:updated" && m.subjectId === office.id);

    // The other team's own change arrives after ours were committed: by then it has seen nothing of Ada's team.
    await book(other, otherOffice.id);
    await otherSocket.waitFor((m) => m.type === "booking:created");
    expect(otherSocket.messages.filter((m) => "teamId" in m && m.teamId === ada.team.id)).toEqual([]);
    expect(otherSocket.messages.every((m) => !("teamId" in m) || m.teamId === other.team.id)).toBe(true);
    await Promise.all([maxSocket.close(), otherSocket.close()]);
  });

  it("a client that misses 3 events and reconnects with its last seq gets exactly those 3", async () => {
    const ada = await t.signupTeam();
    const office = await t.createOffice(ada);
    const first = await openSocket(base, { cookie: ada.cookie });
    await first.waitFor((m) => m.type === "synced");
    await book(ada, office.id);
    const seen = await first.waitFor((m) => m.type === "booking:created");
    await first.close();

    const missed = [await book(ada, office.id), await book(ada, office.id), await book(ada, office.id)];
    const again = await openSocket(base, { cookie: ada.cookie, since: seqOf(seen) ?? 0 });
    const synced = await again.waitFor((m) => m.type === "synced");
    // The catch-up sends only settled events (lib/event-feed.ts): on PostgreSQL, while an older
    // transaction (another test file's) is still open, the last ones come live right after `synced`.
    // Either way each missed event arrives once, in order, and `synced` names the last one before it.
    await again.waitFor((m) => m.type === "booking:created" && m.subjectId === missed[2]?.id);
    const created = again.messages.filter((m) => m.type === "booking:created");
    expect(created.map((m) => ("subjectId" in m ? m.subjectId : null))).toEqual(missed.map((b) => b.id));
    const beforeSynced = again.messages
      .slice(0, again.messages.indexOf(synced))
      .filter((m) => m.type === "booking:created");
    const lastBefore = beforeSynced.length > 0 ? beforeSynced[beforeSynced.length - 1] : seen;
    expect(synced.type === "synced" && synced.seq).toBe(seqOf(lastBefore));
    await again.close();
  });

  it("an unknown or another team's seq gets resync (refetch everything) instead of silence", async () => {
    const ada = await t.signupTeam();
    const other = await t.signupTeam();
    const office = await t.createOffice(other);
    const otherSocket = await openSocket(base, { cookie: other.cookie });
    await otherSocket.waitFor((m) => m.type === "synced");
    await book(other, office.id);
    const foreign = seqOf(await otherSocket.waitFor((m) => m.type === "booking:created")) ?? 0;
    for (const since of [foreign, Number.MAX_SAFE_INTEGER]) {
      const socket = await openSocket(base, { cookie: ada.cookie, since });
      await socket.waitFor((m) => m.type === "synced");
      expect(socket.messages.map((m) => m.type)).toEqual(["connected", "resync", "synced"]);
      await socket.close();
    }
    await otherSocket.close();
  });

  it("a super admin's socket gets platform events and no team's events", async () => {
    const sue = await signInNewSuperAdmin(t);
    const socket = await openSocket(base, { cookie: sue.cookie });
    const connected = await socket.waitFor((m) => m.type === "connected");
    expect(connected).toMatchObject({ teamId: null });
    await socket.waitFor((m) => m.type === "synced");
    const ada = await t.signupTeam();
    await book(ada, (await t.createOffice(ada)).id);
    const sam = await signInNewSuperAdmin(t, "Sam Super");
    const created = await socket.waitFor((m) => m.type === "event" && m.subjectId === sam.user.id);
    expect(created).toMatchObject({ teamId: null, action: "platform.super_admin_created" });
    expect(socket.messages.filter((m) => "teamId" in m && m.teamId !== null)).toEqual([]);
    await socket.close();
  });

  it("a name change, a role change by the team admin and one by a super admin reach teammates as user:updated", async () => {
    const ada = await t.signupTeam({ name: "Ada" });
    const max = await t.addMember(ada, "member", "Max");
    const mia = await t.addMember(ada, "member", "Mia");
    const socket = await openSocket(base, { cookie: max.cookie });
    await socket.waitFor((m) => m.type === "synced");

    const renamed = await t.request("PATCH", "/api/user/profile", {
      cookie: ada.cookie,
      payload: { name: "Ada Byron" },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    // Ada's sign-up event is a user:updated about her too, and may come live only now (another test's
    // open transaction can hold the feed back on a shared PostgreSQL): wait for the rename itself.
    const name = await socket.waitFor(
      (m) => m.type === "user:updated" && m.subjectId === ada.user.id && m.action === "user.profile_updated",
    );
    expect(name).toMatchObject({ teamId: ada.team.id, actorId: ada.user.id });

    const byAdmin = await t.request("PATCH", `/api/team/members/${mia.user.id}`, {
      cookie: ada.cookie,
      payload: { role: "team_manager" },
    });
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
    await socket.waitFor(
      (m) => m.type === "user:updated" && m.subjectId === mia.user.id && m.action === "member.role_changed",
    );

    const sue = await signInNewSuperAdmin(t);
    const bySuper = await t.request("POST", `/api/admin/users/${mia.user.id}/role`, {
      cookie: sue.cookie,
      payload: { role: "member" },
    });
    expect(bySuper.status, JSON.stringify(bySuper.body)).toBe(200);
    const fromPlatform = await socket.waitFor(
      (m) => m.type === "user:updated" && m.subjectId === mia.user.id && m.actorId === sue.user.id,
    );
    expect(fromPlatform).toMatchObject({ teamId: ada.team.id, action: "member.role_changed" });
    await socket.close();
  });

  it("refuses an upgrade without a session, with a foreign Origin, or with a bad since", async () => {
    const ada = await t.signupTeam();
    expect(await upgradeStatus(base, {})).toBe(401);
    expect(await upgradeStatus(base, { cookie: "officely.session_token=forged.value" })).toBe(401);
    expect(await upgradeStatus(base, { cookie: ada.cookie, origin: "https://evil.example" })).toBe(403);
    expect(await upgradeStatus(base, { cookie: ada.cookie, since: "abc" })).toBe(400);
    expect(await upgradeStatus(base, { cookie: ada.cookie })).toBe(101);
  });

  it("signing out closes that session's sockets, and a revoked session's socket is closed and refused", async () => {
    const ada = await t.signupTeam();
    const socket = await openSocket(base, { cookie: ada.cookie });
    await socket.waitFor((m) => m.type === "synced");
    await t.request("POST", "/api/logout", { cookie: ada.cookie });
    expect((await socket.closed).code).toBe(4001);
    expect(await upgradeStatus(base, { cookie: ada.cookie })).toBe(401);

    const max = await t.addMember(await t.signupTeam());
    const maxSocket = await openSocket(base, { cookie: max.cookie });
    await maxSocket.waitFor((m) => m.type === "synced");
    await t.database.db.delete(sessions).where(eq(sessions.userId, max.user.id));
    expect((await maxSocket.closed).code).toBe(4001);
    expect(await upgradeStatus(base, { cookie: max.cookie })).toBe(401);
  });
});
