/**
 * Sessions remembered on PostgreSQL ("guarded" memory, plugins/session.ts, decision 0021): a booking
 * create may act on a session remembered from an earlier request, because its one statement writes
 * only while the session, user and team rows are the versions it remembered. These tests never hear
 * the notification that would make the memory forget (as when it comes from another instance and is
 * still on its way), so what they show is the statement's check alone: a revoked session, a lower
 * role or a suspended team books nothing, and a higher role or a team reactivated is honoured at
 * once. Run on both databases, with the PostgreSQL rule forced on PGlite too.
 */
import { and, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bookings, sessions, teams, users } from "#db/schema/index.ts";
import { localSlot, type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { ACTOR_CHANNEL } from "./session.ts";

const isEmbedded = !process.env.DATABASE_URL;

describe("sessions remembered where notifications may come late", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ config: { sessionMemory: "guarded" }, unheardChannels: [ACTOR_CHANNEL] });
  });
  afterAll(async () => {
    await t.close();
  });

  let hour = 8;
  /** A new one-hour slot two days ahead each call (the default policy's hours). */
  async function nextSlot() {
    hour = hour >= 17 ? 8 : hour + 1;
    const day = 2 + Math.floor(Math.random() * 20);
    return { startISO: await localSlot(day, hour), endISO: await localSlot(day, hour + 1) };
  }
  const book = async (session: Session, officeId: string, extra: Record<string, unknown> = {}) =>
    t.request("POST", "/api/bookings", {
      cookie: session.cookie,
      payload: { officeId, ...(await nextSlot()), ...extra },
    });
  const bookingsIn = async (officeId: string) =>
    (
      await t.database.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.officeId, officeId), eq(bookings.status, "confirmed")))
    ).length;

  const isSessionRead = (text: unknown) => {
    const query = typeof text === "object" && text !== null ? (text as { text?: unknown }).text : text;
    return String(query).includes('"sessions"."token"');
  };
  /** How many times `run` read a session row from the database. */
  async function sessionReadsOf(run: () => Promise<unknown>): Promise<number> {
    type Query = (text: unknown, ...rest: unknown[]) => unknown;
    const target = isEmbedded
      ? (t.database.db as unknown as { $client: { query: Query } }).$client
      : (pg.Client.prototype as unknown as { query: Query });
    const queries = vi.spyOn(target, "query");
    try {
      await run();
      return queries.mock.calls.filter(([text]) => isSessionRead(text)).length;
    } finally {
      queries.mockRestore();
    }
  }

  it("books from the remembered session without reading it, and reads it on every other call", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Nook" });
    expect((await book(admin, office.id)).status).toBe(201);
    expect(await sessionReadsOf(async () => expect((await book(admin, office.id)).status).toBe(201))).toBe(0);
    const me = () => t.request("GET", "/api/user", { cookie: admin.cookie });
    expect(await sessionReadsOf(async () => expect((await me()).status).toBe(200))).toBe(1);
    expect(await bookingsIn(office.id)).toBe(2);
  });

  it("books nothing on a session deleted since it was remembered", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin);
    expect((await book(admin, office.id)).status).toBe(201);
    await t.database.db.delete(sessions).where(eq(sessions.userId, admin.user.id));
    const res = await book(admin, office.id);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("UNAUTHENTICATED");
    expect(await bookingsIn(office.id)).toBe(1);
  });

  it("books nothing for another member once the booker's role went down, and at once when it went up", async () => {
    const admin = await t.signupTeam();
    const manager = await t.addMember(admin, "team_manager");
    const member = await t.addMember(admin);
    const office = await t.createOffice(admin);
    const forMember = { userId: member.user.id };
    expect((await book(manager, office.id, forMember)).status).toBe(201);

    await t.database.db.update(users).set({ role: "member" }).where(eq(users.id, manager.user.id));
    const refused = await book(manager, office.id, forMember);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("FORBIDDEN");
    expect(await bookingsIn(office.id)).toBe(1);

    // Now remembered as a member, who may not book for others: the refusal is checked afresh.
    await t.database.db.update(users).set({ role: "team_manager" }).where(eq(users.id, manager.user.id));
    expect((await book(manager, office.id, forMember)).status).toBe(201);
    expect(await bookingsIn(office.id)).toBe(2);
  });

  it("books nothing for a member taken out of the team since", async () => {
    const admin = await t.signupTeam();
    const member = await t.addMember(admin);
    const office = await t.createOffice(admin);
    expect((await book(member, office.id)).status).toBe(201);
    // By plain SQL, so the sessions stay: only the user row says the member is gone.
    await t.database.db.update(users).set({ teamId: null, role: "member" }).where(eq(users.id, member.user.id));
    const refused = await book(member, office.id);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("NO_TEAM");
    expect(await bookingsIn(office.id)).toBe(1);
  });

  it("books nothing for a team suspended since, and books again as soon as it is reactivated", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin);
    const teamId = admin.team?.id ?? "";
    expect((await book(admin, office.id)).status).toBe(201);

    await t.database.db.update(teams).set({ status: "suspended" }).where(eq(teams.id, teamId));
    const refused = await book(admin, office.id);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("TEAM_SUSPENDED");
    expect(await bookingsIn(office.id)).toBe(1);

    await t.database.db.update(teams).set({ status: "active" }).where(eq(teams.id, teamId));
    expect((await book(admin, office.id)).status).toBe(201);
    expect(await bookingsIn(office.id)).toBe(2);
  });

  it("reads the session again for a booking the one statement cannot place (a team with a quota)", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin);
    expect((await book(admin, office.id)).status).toBe(201);
    await t.database.db
      .update(teams)
      .set({ maxActiveBookings: 3 })
      .where(eq(teams.id, admin.team?.id ?? ""));
    // The quota is set, but the memory still holds the team without it: read again, then placed.
    expect(await sessionReadsOf(async () => expect((await book(admin, office.id)).status).toBe(201))).toBe(1);
    expect((await book(admin, office.id)).status).toBe(201);
    const over = await book(admin, office.id);
    expect(over.status).toBeGreaterThanOrEqual(400);
    expect(await bookingsIn(office.id)).toBe(3);

    await t.database.db.delete(sessions).where(eq(sessions.userId, admin.user.id));
    expect((await book(admin, office.id)).status).toBe(401);
    expect(await bookingsIn(office.id)).toBe(3);
  });

  it("answers a taken slot from a remembered session as the same conflict, at once", async () => {
    const admin = await t.signupTeam();
    const member = await t.addMember(admin);
    const office = await t.createOffice(admin, { name: "Corner" });
    const slot = await nextSlot();
    const other = await nextSlot();
    expect((await book(member, office.id, other)).status).toBe(201);
    expect((await book(admin, office.id, slot)).status).toBe(201);
    let taken: Awaited<ReturnType<typeof book>> | undefined;
    // The statement itself refused it with the session as remembered: answered without reading it.
    expect(await sessionReadsOf(async () => (taken = await book(member, office.id, slot)))).toBe(0);
    if (!taken) throw new Error("no answer");
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("BOOKING_CONFLICT");
    expect(taken.body.message).toContain("Corner is already booked");
    expect(await bookingsIn(office.id)).toBe(2);
  });
});
