/**
 * Check-in and no-show release (docs/product.md "Check-in and release"), on a clock the test
 * moves: the window's edges (15 min before start, the grace period after), someone else's booking
 * (403) and another team's (404); where the team requires check-in, a booking nobody checked into
 * is released at grace end, its slot can be booked at once, the owner is notified, and two runners
 * at once release it once. Checked-in bookings are kept.
 *
 * The release and reminder scans work across teams; the slots here lie 40+ days ahead, where no
 * other test file books, so runners started here never touch another file's bookings.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/client.ts";
import { bookings, events, teams } from "#db/schema/index.ts";
import { createChangeRecorder } from "#server/lib/change-recorder.ts";
import { createMailSubscriber } from "#server/modules/mail/mail.subscriber.ts";
import { createJobRunner } from "#server/modules/notifications/job-runner.ts";
import { createNotificationSubscriber } from "#server/modules/notifications/notifications.subscriber.ts";
import { localSlot, type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { MINUTE_MS } from "#shared/time.ts";
import { createCheckIn } from "./check-in.ts";

describe("check-in and release", () => {
  let t: TestApp;
  let other: DatabaseHandle;
  let clock = new Date();
  let admin: Session;
  let member: Session;

  /** A job runner as app.ts builds one, over `db` (a second instance when it is another pool). */
  function runner(db: DatabaseHandle["db"]) {
    const { record } = createChangeRecorder({
      subscribers: [
        createMailSubscriber({ productName: "Officely", appUrl: "http://localhost:3000" }),
        createNotificationSubscriber({ productName: "Officely", appUrl: "http://localhost:3000", now: () => clock }),
      ],
    });
    const deps = { db, record, now: () => clock };
    return createJobRunner({ ...deps, checkIn: createCheckIn(deps) });
  }

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock });
    const url = process.env.DATABASE_URL;
    other = url ? await openDatabase({ kind: "postgresql", url, poolSize: 4 }) : t.database;
    admin = await t.signupTeam();
    member = await t.addMember(admin, "member", "Max Member");
    // The clock goes past the 14-day trial.
    await t.database.db.update(teams).set({ status: "active" }).where(eq(teams.id, admin.team.id));
  });
  afterAll(async () => {
    if (other !== t.database) await other.close();
    await t.close();
  });

  async function book(as: Session, day: number, hour: number, officeId?: string) {
    const office = officeId ?? (await t.createOffice(admin)).id;
    const res = await t.request("POST", "/api/bookings", {
      cookie: as.cookie,
      payload: { officeId: office, startISO: await localSlot(day, hour), endISO: await localSlot(day, hour + 1) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { ...(res.body as { id: string; startISO: string; endISO: string }), officeId: office };
  }
  const at = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MINUTE_MS);
  const checkIn = (s: Session, id: string) => t.request("POST", `/api/bookings/${id}/check-in`, { cookie: s.cookie });

  it("opens 15 minutes before the start and closes when the grace period ends", async () => {
    clock = new Date();
    const booking = await book(member, 41, 10);
    clock = at(booking.startISO, -16);
    const early = await checkIn(member, booking.id);
    expect([early.status, early.body.code]).toEqual([422, "CHECK_IN_TOO_EARLY"]);
    expect(early.body.message).toBe("Check-in opens at 09:45, 15 minutes before the booking starts.");

    clock = at(booking.startISO, -15);
    const ok = await checkIn(member, booking.id);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.checkedInAt).toBe(clock.toISOString());
    // Twice: still checked in at the first time.
    clock = at(booking.startISO, 5);
    expect((await checkIn(member, booking.id)).body.checkedInAt).toBe(at(booking.startISO, -15).toISOString());

    clock = new Date();
    const late = await book(member, 41, 12);
    clock = at(late.startISO, 15);
    const closed = await checkIn(member, late.id);
    expect([closed.status, closed.body.code]).toEqual([422, "CHECK_IN_CLOSED"]);
    expect(closed.body.message).toBe("Check-in for this booking closed at 12:15.");
    clock = at(late.startISO, 14);
    expect((await checkIn(member, late.id)).status).toBe(200);
  });

  it("refuses someone else's booking (403) and another team's (404), changing nothing", async () => {
    clock = new Date();
    const booking = await book(member, 42, 10);
    clock = at(booking.startISO, 0);
    const theirs = await checkIn(admin, booking.id);
    expect([theirs.status, theirs.body.code]).toEqual([403, "FORBIDDEN"]);
    const stranger = await t.signupTeam();
    expect((await checkIn(stranger, booking.id)).status).toBe(404);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row.checkedInAt).toBeNull();
  });

  it("releases a no-show at grace end, frees its slot, tells the owner, and keeps checked-in bookings", async () => {
    await t.database.db.update(teams).set({ checkInRequired: true }).where(eq(teams.id, admin.team.id));
    clock = new Date();
    const noShow = await book(member, 43, 10);
    const kept = await book(member, 43, 10);
    clock = at(kept.startISO, 0);
    expect((await checkIn(member, kept.id)).status).toBe(200);

    // One minute before grace end nothing is released.
    clock = at(noShow.startISO, 14);
    expect((await runner(t.database.db).tick()).released).toBe(0);

    clock = at(noShow.startISO, 15);
    // Before the release the rest of the hour is taken.
    const rest = { officeId: noShow.officeId, startISO: at(noShow.startISO, 15).toISOString(), endISO: noShow.endISO };
    const refused = await t.request("POST", "/api/bookings", { cookie: admin.cookie, payload: rest });
    expect(refused.status).toBe(409);

    // Two instances at once: released once.
    const [a, b] = await Promise.all([runner(t.database.db).tick(), runner(other.db).tick()]);
    expect(a.released + b.released).toBe(1);
    const statuses = await t.database.db
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.teamId, admin.team.id));
    expect(statuses.find((r) => r.id === noShow.id)?.status).toBe("released");
    expect(statuses.find((r) => r.id === kept.id)?.status).toBe("confirmed");
    const released = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.type, "booking.released"), eq(events.subjectId, noShow.id)));
    expect(released).toHaveLength(1);
    expect((await runner(t.database.db).tick()).released).toBe(0);

    // The slot is free at once.
    const taken = await t.request("POST", "/api/bookings", { cookie: admin.cookie, payload: rest });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);

    const list = await t.request("GET", "/api/notifications", { cookie: member.cookie });
    const releasedNote = list.body.notifications.find((n: { kind: string }) => n.kind === "booking_released");
    expect(releasedNote?.bookingId).toBe(noShow.id);
    expect(releasedNote?.message).toMatch(/^Your booking of Room \w+ \(.+\) was released because nobody checked in\.$/);
  });

  it("releases a booking shorter than its grace at its end, and leaves bookings long past alone", async () => {
    await t.database.db.update(teams).set({ checkInRequired: true }).where(eq(teams.id, admin.team.id));
    clock = new Date();
    const office = (await t.createOffice(admin)).id;
    const start = await localSlot(44, 10);
    // 15 minutes, as long as the default grace: its check-in window closes at its end.
    const short = await t.request("POST", "/api/bookings", {
      cookie: member.cookie,
      payload: { officeId: office, startISO: start, endISO: at(start, 15).toISOString() },
    });
    expect(short.status, JSON.stringify(short.body)).toBe(201);
    const past = await book(member, 44, 12, office);
    const status = async (id: string) =>
      (await t.database.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0].status;

    clock = at(start, 14);
    expect((await runner(t.database.db).tick()).released).toBe(0);
    clock = at(start, 15);
    expect((await runner(t.database.db).tick()).released).toBe(1);
    expect(await status(short.body.id)).toBe("released");

    // A booking that ended more than a grace period ago (check-in switched on since) is not a no-show.
    clock = at(past.endISO, 16);
    expect((await runner(t.database.db).tick()).released).toBe(0);
    expect(await status(past.id)).toBe("confirmed");
  });

  it("a released booking cannot be checked into", async () => {
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.teamId, admin.team.id), eq(bookings.status, "released")));
    clock = at(row.startAt.toISOString(), 16);
    const res = await checkIn(member, row.id);
    expect([res.status, res.body.code]).toEqual([422, "CHECK_IN_CLOSED"]);
  });
});
