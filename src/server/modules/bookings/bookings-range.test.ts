/**
 * Range reads: GET /api/bookings?from=&to= and GET /api/availability over team-local days,
 * across New York's and Berlin's DST changes, month boundaries and a team in Asia/Tokyo; 62 days at
 * most. The app's clock is pinned to early 2026 so the 2026 DST days lie ahead; each test signs up its
 * own team (the file also passes on a shared PostgreSQL) and sets its zone and hours in the database,
 * as the team settings call will.
 *
 * Over 250 lines: the DST, month-boundary and zone cases share one pinned clock and the team-in-a-zone
 * helper; splitting would repeat that fixture in every file.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teams } from "#db/schema/index.ts";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import type { AvailabilityRange, Booking } from "#shared/schemas/booking.ts";
import { shiftDate, zonedInstant } from "#shared/time.ts";

const NOW = new Date("2026-01-02T12:00:00Z");

/** ISO instant of local `date` at minute `minute` (1440 is the next midnight) in `zone`. */
const at = (date: string, minute: number, zone: string) =>
  new Date(zonedInstant(date, minute, zone).getTime()).toISOString();

describe("range reads", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ now: () => NOW });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A team in `zone` bookable around the clock (so day edges can be booked), with one office. */
  async function teamIn(zone: string, hours: [number, number] = [0, 1440]) {
    const admin = await t.signupTeam();
    await t.database.db
      .update(teams)
      .set({ timeZone: zone, businessStartMinute: hours[0], businessEndMinute: hours[1] })
      .where(eq(teams.id, admin.team.id));
    const office = await t.createOffice(admin, { name: "Focus Room" });
    return { admin, office };
  }

  async function book(session: Session, officeId: string, startISO: string, endISO: string): Promise<Booking> {
    const res = await t.request<Booking>("POST", "/api/bookings", {
      cookie: session.cookie,
      payload: { officeId, startISO, endISO },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  /**
   * Books the last quarter hour before `from`, the first and last quarter hours of from..to, noon of
   * every day in between, and the first quarter hour after `to`; returns the ids inside, in order.
   */
  async function bookAround(session: Session, officeId: string, from: string, to: string, zone: string) {
    await book(session, officeId, at(shiftDate(from, -1), 1425, zone), at(from, 0, zone));
    const inside = [(await book(session, officeId, at(from, 0, zone), at(from, 15, zone))).id];
    for (let date = from; date <= to; date = shiftDate(date, 1)) {
      inside.push((await book(session, officeId, at(date, 720, zone), at(date, 780, zone))).id);
    }
    inside.push((await book(session, officeId, at(to, 1425, zone), at(to, 1440, zone))).id);
    await book(session, officeId, at(shiftDate(to, 1), 0, zone), at(shiftDate(to, 1), 15, zone));
    return inside;
  }

  async function range(session: Session, query: string) {
    // Untyped: the body is a list of bookings or an error.
    return t.request("GET", `/api/bookings?${query}`, { cookie: session.cookie });
  }

  it.each([
    {
      label: "New York, spring forward (23-hour 2026-03-08)",
      zone: "America/New_York",
      from: "2026-03-05",
      to: "2026-03-11",
    },
    {
      label: "New York, fall back (25-hour 2026-11-01)",
      zone: "America/New_York",
      from: "2026-10-29",
      to: "2026-11-04",
    },
    { label: "Berlin, spring forward (2026-03-29)", zone: "Europe/Berlin", from: "2026-03-26", to: "2026-04-01" },
    {
      label: "New York, a month and its boundaries (February)",
      zone: "America/New_York",
      from: "2026-02-01",
      to: "2026-02-28",
    },
    { label: "Tokyo, across a month boundary", zone: "Asia/Tokyo", from: "2026-06-29", to: "2026-07-05" },
  ])("a week or month of local days: $label", async ({ zone, from, to }) => {
    const { admin, office } = await teamIn(zone);
    const inside = await bookAround(admin, office.id, from, to, zone);
    const res = await range(admin, `from=${from}&to=${to}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.map((b: Booking) => b.id)).toEqual(inside);
    // The day edges are the zone's local midnights, whatever the offset that day.
    expect(res.body[0].startISO).toBe(at(from, 0, zone));
    expect(res.body.at(-1)?.endISO).toBe(at(to, 1440, zone));
  });

  it("the DST days have the right length: a booking spanning 01:00-04:00 local on each", async () => {
    const { admin, office } = await teamIn("America/New_York");
    const spring = await book(
      admin,
      office.id,
      at("2026-03-08", 60, "America/New_York"),
      at("2026-03-08", 240, "America/New_York"),
    );
    const fall = await book(
      admin,
      office.id,
      at("2026-11-01", 60, "America/New_York"),
      at("2026-11-01", 240, "America/New_York"),
    );
    // 01:00-04:00 is two hours of elapsed time in spring and four in the autumn.
    expect(Date.parse(spring.endISO) - Date.parse(spring.startISO)).toBe(2 * 3_600_000);
    expect(Date.parse(fall.endISO) - Date.parse(fall.startISO)).toBe(4 * 3_600_000);
    expect((await range(admin, "from=2026-03-08&to=2026-03-08")).body.map((b: Booking) => b.id)).toEqual([spring.id]);
    expect((await range(admin, "from=2026-11-01&to=2026-11-01")).body.map((b: Booking) => b.id)).toEqual([fall.id]);
    // The ?date= form answers the same for one day.
    expect((await range(admin, "date=2026-11-01")).body.map((b: Booking) => b.id)).toEqual([fall.id]);
  });

  it("narrows by office and by member, and never shows another team's bookings", async () => {
    const { admin, office } = await teamIn("America/New_York");
    const other = await t.createOffice(admin, { name: "Board Room" });
    const member = await t.addMember(admin, "member", "Mia Member");
    const mine = await book(
      admin,
      office.id,
      at("2026-03-09", 600, "America/New_York"),
      at("2026-03-09", 660, "America/New_York"),
    );
    const theirs = await book(
      member,
      other.id,
      at("2026-03-10", 600, "America/New_York"),
      at("2026-03-10", 660, "America/New_York"),
    );
    const stranger = await teamIn("America/New_York");
    await book(
      stranger.admin,
      stranger.office.id,
      at("2026-03-09", 600, "America/New_York"),
      at("2026-03-09", 660, "America/New_York"),
    );

    const q = "from=2026-03-09&to=2026-03-15";
    expect((await range(admin, q)).body.map((b: Booking) => b.id)).toEqual([mine.id, theirs.id]);
    expect((await range(admin, `${q}&officeId=${other.id}`)).body.map((b: Booking) => b.id)).toEqual([theirs.id]);
    expect((await range(admin, `${q}&userId=${member.user.id}`)).body.map((b: Booking) => b.id)).toEqual([theirs.id]);
    expect((await range(admin, `${q}&officeId=${stranger.office.id}`)).body).toEqual([]);
    // A page of offices (the day view of a large team): those offices' bookings, another team's none.
    const third = await t.createOffice(admin, { name: "Quiet Room" });
    const both = `${q}&officeIds=${office.id},${other.id},${third.id}`;
    expect((await range(admin, both)).body.map((b: Booking) => b.id)).toEqual([mine.id, theirs.id]);
    expect((await range(admin, `${q}&officeIds=${third.id},${office.id}`)).body.map((b: Booking) => b.id)).toEqual([
      mine.id,
    ]);
    expect((await range(admin, `date=2026-03-10&officeIds=${other.id}`)).body.map((b: Booking) => b.id)).toEqual([
      theirs.id,
    ]);
    expect((await range(admin, `${q}&officeIds=${stranger.office.id}`)).body).toEqual([]);
    expect((await range(admin, `date=2026-03-10&userId=${member.user.id}`)).body.map((b: Booking) => b.id)).toEqual([
      theirs.id,
    ]);
    // A cancelled booking is not in the calendar.
    await t.request("DELETE", `/api/bookings/${theirs.id}`, { cookie: admin.cookie });
    expect((await range(admin, q)).body.map((b: Booking) => b.id)).toEqual([mine.id]);
  });

  it("lists a booking exactly as the ORM-read list shows it: instants, seats, check-in, equipment, office", async () => {
    const zone = "America/New_York";
    const { admin, office } = await teamIn(zone);
    const shared = await t.createOffice(admin, { name: "Open Desks", capacity: 6, isShared: true });
    const whole = await book(admin, office.id, at("2026-03-09", 600, zone), at("2026-03-09", 660, zone));
    const seat = await t.request<Booking>("POST", "/api/bookings", {
      cookie: admin.cookie,
      payload: { officeId: shared.id, startISO: at("2026-03-09", 540, zone), endISO: at("2026-03-09", 570, zone) },
    });
    expect(seat.status, JSON.stringify(seat.body)).toBe(201);
    // Microseconds and equipment as only the database holds them (the API never sends sub-millisecond).
    await t.database.db.execute(
      sql`update bookings set checked_in_at = '2026-03-09 14:59:30.123789+00', equipment = '{Projector,"Phone, conference"}'
          where id = ${whole.id}::uuid`,
    );
    const listed = (await range(admin, "from=2026-03-09&to=2026-03-09")).body as Booking[];
    // GET /api/bookings with no date is the actor's own, presented from ORM rows.
    const own = (await t.request<Booking[]>("GET", "/api/bookings", { cookie: admin.cookie })).body;
    const direct = [seat.body.id, whole.id].map((id) => own.find((b) => b.id === id));
    expect(listed).toEqual(direct);
    expect(listed[1]).toMatchObject({
      checkedInAt: "2026-03-09T14:59:30.123Z",
      equipment: ["Projector", "Phone, conference"],
      isWholeOffice: true,
      seats: 4,
    });
    expect(listed[0]).toMatchObject({ isWholeOffice: false, seats: 1, officeName: "Open Desks" });
  });

  it("reads at most 62 days; refuses 63, from after to, and date with a range", async () => {
    const { admin } = await teamIn("America/New_York");
    expect((await range(admin, "from=2026-01-01&to=2026-03-03")).status).toBe(200); // 62 days
    const tooLong = await range(admin, "from=2026-01-01&to=2026-03-04");
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.code).toBe("VALIDATION_FAILED");
    expect(tooLong.body.message).toContain("at most 62 days; 2026-01-01..2026-03-04 is 63 days");
    const reversed = await range(admin, "from=2026-03-02&to=2026-03-01");
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toContain("from (2026-03-02) must not be after to (2026-03-01)");
    const both = await range(admin, "date=2026-03-01&from=2026-03-01&to=2026-03-02");
    expect(both.status).toBe(400);
    expect(both.body.message).toContain("either date or from and to");
    const half = await range(admin, "from=2026-03-01");
    expect(half.status).toBe(400);
    expect(half.body.message).toContain("from and to go together");
    const avail = await t.request("GET", "/api/availability?from=2026-01-01&to=2026-03-04", { cookie: admin.cookie });
    expect(avail.status).toBe(400);
    expect(avail.body.message).toContain("at most 62 days");
  });

  describe("GET /api/availability", () => {
    it("per office and local day: booked intervals and closed ones across a DST week", async () => {
      const zone = "America/New_York";
      const { admin, office } = await teamIn(zone, [420, 1200]);
      const desks = await t.createOffice(admin, { name: "Hot Desks", isShared: true, capacity: 4 });
      const member = await t.addMember(admin, "member", "Mia Member");
      const meeting = await book(admin, office.id, at("2026-03-08", 540, zone), at("2026-03-08", 600, zone));
      const seat = await book(member, desks.id, at("2026-03-09", 600, zone), at("2026-03-09", 660, zone));

      const res = await t.request<AvailabilityRange>("GET", "/api/availability?from=2026-03-07&to=2026-03-09", {
        cookie: admin.cookie,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ from: "2026-03-07", to: "2026-03-09", timeZone: zone });
      expect(res.body.offices.map((o) => o.name)).toEqual(["Focus Room", "Hot Desks"]);
      const [room, shared] = res.body.offices;
      expect(room.days.map((d) => d.date)).toEqual(["2026-03-07", "2026-03-08", "2026-03-09"]);
      expect(room.days[1].booked).toEqual([
        {
          bookingId: meeting.id,
          startISO: meeting.startISO,
          endISO: meeting.endISO,
          userId: admin.user.id,
          userName: admin.user.name,
          seats: 4, // a whole office holds all its seats
          isWholeOffice: true,
        },
      ]);
      expect(room.days[0].booked).toEqual([]);
      expect(shared.days[2].booked).toEqual([
        expect.objectContaining({ bookingId: seat.id, userName: "Mia Member", seats: 1, isWholeOffice: false }),
      ]);
      expect(shared).toMatchObject({ capacity: 4, isShared: true, isActive: true });
      // The 23-hour day: closed 00:00-07:00 EST and 20:00-24:00 EDT.
      expect(room.days[1].closed).toEqual([
        { startISO: "2026-03-08T05:00:00.000Z", endISO: "2026-03-08T11:00:00.000Z", reason: "outside_hours" },
        { startISO: "2026-03-09T00:00:00.000Z", endISO: "2026-03-09T04:00:00.000Z", reason: "outside_hours" },
      ]);

      const one = await t.request<AvailabilityRange>(
        "GET",
        `/api/availability?from=2026-03-08&to=2026-03-08&officeId=${office.id}`,
        { cookie: admin.cookie },
      );
      expect(one.body.offices.map((o) => o.officeId)).toEqual([office.id]);

      // The offices the dashboard's widget shows: those named, by name, each with its own bookings;
      // another team's office named among them is left out.
      const stranger = await teamIn(zone);
      const some = await t.request<AvailabilityRange>(
        "GET",
        `/api/availability?from=2026-03-09&to=2026-03-09&officeIds=${shared.officeId},${stranger.office.id},${office.id}`,
        { cookie: admin.cookie },
      );
      expect(some.status).toBe(200);
      expect(some.body.offices.map((o) => o.name)).toEqual(["Focus Room", "Hot Desks"]);
      expect(some.body.offices[1].days[0].booked.map((b) => b.bookingId)).toEqual([seat.id]);
      const onlyShared = await t.request<AvailabilityRange>(
        "GET",
        `/api/availability?from=2026-03-09&to=2026-03-09&officeIds=${shared.officeId}`,
        { cookie: admin.cookie },
      );
      expect(onlyShared.body.offices.map((o) => o.name)).toEqual(["Hot Desks"]);
    });

    it("closes the past and what lies beyond the horizon", async () => {
      const zone = "Asia/Tokyo";
      const { admin, office } = await teamIn(zone, [540, 1080]);
      await t.database.db.update(teams).set({ bookingHorizonDays: 3 }).where(eq(teams.id, admin.team.id));
      // NOW is 2026-01-02 21:00 in Tokyo.
      const res = await t.request<AvailabilityRange>(
        "GET",
        `/api/availability?from=2026-01-02&to=2026-01-06&officeId=${office.id}`,
        { cookie: admin.cookie },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const days = res.body.offices[0].days;
      // Past up to now (21:00), then closed for the evening.
      expect(days[0].closed).toEqual([
        { startISO: "2026-01-01T15:00:00.000Z", endISO: "2026-01-02T12:00:00.000Z", reason: "past" },
        { startISO: "2026-01-02T12:00:00.000Z", endISO: "2026-01-02T15:00:00.000Z", reason: "outside_hours" },
      ]);
      // Three days of 24 hours from now: 2026-01-05 21:00 Tokyo is the last start.
      expect(days[3].closed).toEqual([
        { startISO: "2026-01-04T15:00:00.000Z", endISO: "2026-01-05T00:00:00.000Z", reason: "outside_hours" },
        { startISO: "2026-01-05T09:00:00.000Z", endISO: "2026-01-05T12:15:00.000Z", reason: "outside_hours" },
        // Beyond the horizon takes precedence over outside hours.
        { startISO: "2026-01-05T12:15:00.000Z", endISO: "2026-01-05T15:00:00.000Z", reason: "beyond_horizon" },
      ]);
      expect(days[4].closed).toEqual([
        { startISO: "2026-01-05T15:00:00.000Z", endISO: "2026-01-06T15:00:00.000Z", reason: "beyond_horizon" },
      ]);
    });

    it("answers 404 for another team's office", async () => {
      const { admin } = await teamIn("America/New_York");
      const stranger = await teamIn("America/New_York");
      const res = await t.request(
        "GET",
        `/api/availability?from=2026-03-08&to=2026-03-08&officeId=${stranger.office.id}`,
        { cookie: admin.cookie },
      );
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("NOT_FOUND");
    });
  });
});
