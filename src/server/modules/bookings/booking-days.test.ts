/**
 * GET /api/bookings/days: the month view's figures per team-local day, computed by the database so
 * the browser never receives the month's bookings. Business hours bound what counts, a DST day's
 * window is measured in real hours, and cancelled bookings and other teams' never count.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teams } from "#db/schema/index.ts";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import type { BookingDay } from "#shared/schemas/booking.ts";
import { zonedInstant } from "#shared/time.ts";

const NOW = new Date("2026-03-02T12:00:00Z");
const NY = "America/New_York";

const at = (date: string, hour: number, zone = NY) =>
  new Date(zonedInstant(date, hour * 60, zone).getTime()).toISOString();

describe("GET /api/bookings/days", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ now: () => NOW });
  });
  afterAll(async () => {
    await t.close();
  });

  async function book(session: Session, officeId: string, date: string, from: number, to: number, extra = {}) {
    const res = await t.request("POST", "/api/bookings", {
      cookie: session.cookie,
      payload: { officeId, startISO: at(date, from), endISO: at(date, to), ...extra },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string };
  }

  async function days(session: Session, query: string) {
    const res = await t.request<BookingDay[]>("GET", `/api/bookings/days?${query}`, { cookie: session.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  async function setHours(session: Session, start: number, end: number) {
    await t.database.db
      .update(teams)
      .set({ businessStartMinute: start * 60, businessEndMinute: end * 60 })
      .where(eq(teams.id, session.team.id));
  }

  it("counts each day's bookings, the viewer's own and the booked share of the seat-hours", async () => {
    const admin = await t.signupTeam();
    const member = await t.addMember(admin, "member", "Mo");
    await setHours(admin, 8, 18);
    const room = await t.createOffice(admin, { name: "Room", capacity: 4 });
    const shared = await t.createOffice(admin, { name: "Open Space", capacity: 6, isShared: true });
    // 2026-03-04: the room whole for 2 h (4 seats × 2 h), a seat of the open space for 5 h.
    await book(admin, room.id, "2026-03-04", 9, 11);
    await book(member, shared.id, "2026-03-04", 10, 15);
    // 2026-03-05: one booking of the member's, and one cancelled (never counts).
    await book(member, room.id, "2026-03-05", 8, 18);
    const gone = await book(admin, shared.id, "2026-03-05", 9, 10);
    expect((await t.request("DELETE", `/api/bookings/${gone.id}`, { cookie: admin.cookie })).status).toBe(200);
    // Another team's booking on the same day is not this team's.
    const stranger = await t.signupTeam();
    const elsewhere = await t.createOffice(stranger, { name: "Elsewhere" });
    await book(stranger, elsewhere.id, "2026-03-04", 9, 17);

    const bookable = 10 * (4 + 6);
    expect(await days(admin, "from=2026-03-03&to=2026-03-05")).toEqual([
      { date: "2026-03-03", bookings: 0, own: 0, utilisation: 0 },
      { date: "2026-03-04", bookings: 2, own: 1, utilisation: (4 * 2 + 1 * 5) / bookable },
      { date: "2026-03-05", bookings: 1, own: 0, utilisation: (4 * 10) / bookable },
    ]);
    expect(await days(member, "from=2026-03-04&to=2026-03-05")).toMatchObject([
      { date: "2026-03-04", bookings: 2, own: 1 },
      { date: "2026-03-05", bookings: 1, own: 1 },
    ]);
    // One office: its own seats are what is bookable.
    expect(await days(admin, `from=2026-03-04&to=2026-03-04&officeId=${shared.id}`)).toEqual([
      { date: "2026-03-04", bookings: 1, own: 0, utilisation: 5 / (10 * 6) },
    ]);
  });

  it("counts only the part inside business hours, and an inactive office only when chosen", async () => {
    const admin = await t.signupTeam();
    const room = await t.createOffice(admin, { name: "Room", capacity: 2 });
    const old = await t.createOffice(admin, { name: "Old Room", capacity: 2 });
    await book(admin, room.id, "2026-03-04", 8, 12);
    await book(admin, old.id, "2026-03-04", 9, 10);
    const deactivated = await t.request("PATCH", `/api/offices/${old.id}`, {
      cookie: admin.cookie,
      payload: { isActive: false, futureBookings: "keep" },
    });
    expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200);
    // Hours narrowed after booking: 10:00-18:00 keeps 2 of the room's 4 hours; the old room's hour
    // (09:00-10:00) now lies outside them.
    await setHours(admin, 10, 18);
    expect(await days(admin, "from=2026-03-04&to=2026-03-04")).toEqual([
      { date: "2026-03-04", bookings: 1, own: 1, utilisation: (2 * 2) / (8 * 2) },
    ]);
    await setHours(admin, 7, 20);
    expect(await days(admin, `from=2026-03-04&to=2026-03-04&officeId=${old.id}`)).toEqual([
      { date: "2026-03-04", bookings: 1, own: 1, utilisation: 2 / (13 * 2) },
    ]);
  });

  it("measures a DST day's business hours in real hours", async () => {
    const admin = await t.signupTeam();
    await setHours(admin, 0, 24);
    const room = await t.createOffice(admin, { name: "Room", capacity: 1 });
    // 2026-03-08 in New York lasts 23 hours; the booking holds 00:00-12:00, 11 real hours.
    await book(admin, room.id, "2026-03-08", 0, 12);
    await book(admin, room.id, "2026-03-09", 0, 12);
    expect(await days(admin, "from=2026-03-08&to=2026-03-09")).toEqual([
      { date: "2026-03-08", bookings: 1, own: 1, utilisation: 11 / 23 },
      { date: "2026-03-09", bookings: 1, own: 1, utilisation: 12 / 24 },
    ]);
    // 2026-11-01 lasts 25 hours; 00:00-11:00 holds 12 of them.
    await book(admin, room.id, "2026-11-01", 0, 11);
    expect(await days(admin, "from=2026-11-01&to=2026-11-01")).toEqual([
      { date: "2026-11-01", bookings: 1, own: 1, utilisation: 12 / 25 },
    ]);
  });

  it("answers null utilisation when nothing is bookable", async () => {
    const admin = await t.signupTeam();
    expect(await days(admin, "from=2026-03-04&to=2026-03-04")).toEqual([
      { date: "2026-03-04", bookings: 0, own: 0, utilisation: null },
    ]);
  });
});
