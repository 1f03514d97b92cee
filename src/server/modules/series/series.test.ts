/**
 * Recurring series over the real API (docs/product.md "Recurring bookings and templates"): create
 * with a conflicting date (the skipped report), preview writes nothing, local time kept across both
 * 2026 DST changes in New York, exceptions that survive "edit all", "this and following" splitting
 * at the right date, a range cancel freeing exactly its dates, and two series created at once for
 * one slot. Each test signs up its own team and pins the clock, so the file passes on a shared
 * PostgreSQL too.
 *
 * Over 250 lines: one scenario per behaviour of docs/product.md "Recurring bookings and templates",
 * sharing the sign-up and series helpers above.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, bookings, series } from "#db/schema/index.ts";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { formatTimeInZone, localDate, zonedInstant } from "#shared/time.ts";

const NY = "America/New_York";

describe("recurring series", () => {
  let pinned = new Date("2026-11-23T12:00:00Z");
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp({ now: () => pinned });
    base = await t.listen();
  });
  afterAll(async () => {
    await t.close();
  });

  const at = (date: string, hh: number, mm = 0) =>
    new Date(zonedInstant(date, hh * 60 + mm, NY).getTime()).toISOString();

  async function bookOnce(session: Session, officeId: string, date: string, from: number, to: number) {
    const res = await t.request("POST", "/api/bookings", {
      cookie: session.cookie,
      payload: { officeId, startISO: at(date, from), endISO: at(date, to) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  function create(session: Session, payload: Record<string, unknown>) {
    return t.request("POST", "/api/series", { cookie: session.cookie, payload });
  }

  async function liveRows(seriesId: string) {
    return t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.seriesId, seriesId), eq(bookings.status, "confirmed")))
      .orderBy(bookings.startAt);
  }

  it("creates the free dates and reports the conflicting one with the spec's sentence", async () => {
    pinned = new Date("2026-11-23T12:00:00Z");
    const admin = await t.signupTeam();
    const ada = await t.addMember(admin, "member", "Ada");
    const office = await t.createOffice(admin, { name: "Focus Room" });
    await bookOnce(ada, office.id, "2026-12-01", 9, 10);
    const res = await create(admin, {
      officeId: office.id,
      startDate: "2026-11-24",
      startTime: "09:00",
      durationMinutes: 90,
      rrule: "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261210",
      purpose: "Stand-up",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.series.summary).toBe("Every Tuesday and Thursday, 09:00–10:30, until 10 Dec 2026");
    expect(res.body.created.map((b: { startISO: string }) => localDate(b.startISO, NY))).toEqual([
      "2026-11-24",
      "2026-11-26",
      "2026-12-03",
      "2026-12-08",
      "2026-12-10",
    ]);
    expect(res.body.created.every((b: { isRecurring: boolean }) => b.isRecurring)).toBe(true);
    expect(res.body.skipped).toEqual([
      { date: "2026-12-01", reason: "BOOKING_CONFLICT", message: "Tue 1 Dec — Focus Room booked 09:00–10:00 by Ada" },
    ]);
    expect(res.body.message).toBe("1 of 6 dates skipped: Tue 1 Dec — Focus Room booked 09:00–10:00 by Ada");
    // One audit event for the series plus one per booking, in the same transaction.
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.teamId, admin.team.id), eq(auditEvents.actorId, admin.user.id)));
    expect(audits.filter((a) => a.action === "series.created")).toHaveLength(1);
    expect(audits.filter((a) => a.action === "occurrence.created")).toHaveLength(5);
    // The list shows it with its next date, upcoming count and skipped date.
    const list = await t.request("GET", "/api/series", { cookie: admin.cookie });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ nextDate: "2026-11-24", upcomingCount: 5, isActive: true });
    expect(list.body[0].skipped).toHaveLength(1);
    // Each occurrence names its series, so a calendar can link to it ("Part of: Every Tuesday …").
    const week = await t.request("GET", "/api/bookings?from=2026-11-23&to=2026-11-29", { cookie: admin.cookie });
    expect(week.body.map((b: { seriesId: string | null }) => b.seriesId)).toEqual([
      res.body.series.id,
      res.body.series.id,
    ]);
    expect((await bookOnce(ada, office.id, "2026-11-25", 9, 10)).seriesId).toBeNull();
  });

  it("answers the skipped dates in the reader's language, the English and its text kept on record", async () => {
    pinned = new Date("2026-11-23T12:00:00Z");
    const admin = await t.signupTeam();
    const ada = await t.addMember(admin, "member", "Ada");
    const office = await t.createOffice(admin, { name: "Focus Room" });
    await bookOnce(ada, office.id, "2026-12-01", 9, 10);
    const body = {
      officeId: office.id,
      startDate: "2026-11-24",
      startTime: "09:00",
      durationMinutes: 60,
      rrule: "FREQ=WEEKLY;BYDAY=TU;COUNT=2",
    };
    const preview = await t.request("POST", "/api/series/preview", {
      cookie: admin.cookie,
      headers: { "accept-language": "es" },
      payload: body,
    });
    expect(preview.body.dates[1].conflict).toEqual({
      reason: "BOOKING_CONFLICT",
      message: "mar, 1 dic — Focus Room reservado de 09:00 a 10:00 por Ada",
    });
    const res = await t.request("POST", "/api/series", {
      cookie: admin.cookie,
      headers: { "accept-language": "de-DE" },
      payload: body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const german = "Di., 1. Dez. — Focus Room ist 09:00–10:00 Uhr von Ada gebucht";
    expect(res.body.skipped).toEqual([{ date: "2026-12-01", reason: "BOOKING_CONFLICT", message: german }]);
    expect(res.body.series.skipped[0].message).toBe(german);
    expect(res.body.message).toBe(`1 von 2 Terminen übersprungen: ${german}`);
    const french = await t.request("GET", `/api/series/${res.body.series.id}`, {
      cookie: `${admin.cookie}; officely_lang=fr`,
    });
    expect(french.body.skipped[0].message).toBe("mar. 1 déc. — Focus Room réservé de 09:00 à 10:00 par Ada");
    const english = await t.request("GET", "/api/series", { cookie: admin.cookie });
    expect(english.body[0].skipped[0].message).toBe("Tue 1 Dec — Focus Room booked 09:00–10:00 by Ada");
  });

  it("previews the dates with the conflicting one marked, writing nothing", async () => {
    pinned = new Date("2026-11-23T12:00:00Z");
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Board Room" });
    await bookOnce(admin, office.id, "2026-11-25", 14, 15);
    const res = await t.request("POST", "/api/series/preview", {
      cookie: admin.cookie,
      payload: {
        officeId: office.id,
        startDate: "2026-11-24",
        startTime: "14:30",
        durationMinutes: 60,
        rrule: "FREQ=DAILY;COUNT=3",
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.summary).toBe("Every day, 14:30–15:30, 3 times");
    expect(res.body.dates.map((d: { conflict: unknown }) => d.conflict !== null)).toEqual([false, true, false]);
    expect(res.body.dates[1].conflict.message).toContain("Wed 25 Nov — Board Room booked 14:00–15:00 by");
    const rows = await t.database.db.select().from(series).where(eq(series.teamId, admin.team.id));
    expect(rows).toHaveLength(0);
  });

  it("keeps 09:00 local across both 2026 DST changes in New York", async () => {
    pinned = new Date("2026-02-20T15:00:00Z");
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "DST Room" });
    const spring = await create(admin, {
      officeId: office.id,
      startDate: "2026-03-05",
      startTime: "09:00",
      durationMinutes: 60,
      rrule: "FREQ=DAILY;UNTIL=20260311",
    });
    expect(spring.status, JSON.stringify(spring.body)).toBe(201);
    const fall = await create(admin, {
      officeId: office.id,
      startDate: "2026-10-29",
      startTime: "09:00",
      durationMinutes: 60,
      rrule: "FREQ=DAILY;COUNT=7",
    });
    expect(fall.status, JSON.stringify(fall.body)).toBe(201);
    for (const result of [spring.body, fall.body]) {
      expect(result.skipped).toEqual([]);
      expect(result.created).toHaveLength(7);
      for (const booking of result.created) expect(formatTimeInZone(booking.startISO, NY)).toBe("09:00");
    }
    // Real UTC instants move by the hour: EST is UTC-5, EDT UTC-4.
    expect(spring.body.created[0].startISO).toBe("2026-03-05T14:00:00.000Z");
    expect(spring.body.created[6].startISO).toBe("2026-03-11T13:00:00.000Z");
    expect(fall.body.created[0].startISO).toBe("2026-10-29T13:00:00.000Z");
    expect(fall.body.created[6].startISO).toBe("2026-11-04T14:00:00.000Z");
  });

  it("keeps an occurrence moved on its own through an edit of all, and reports what it cannot move", async () => {
    pinned = new Date("2026-11-23T12:00:00Z");
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Edit Room" });
    const made = await create(admin, {
      officeId: office.id,
      startDate: "2026-11-24",
      startTime: "09:00",
      durationMinutes: 60,
      rrule: "FREQ=WEEKLY;COUNT=4",
      purpose: "Sync",
    });
    expect(made.status).toBe(201);
    const [, second, third] = made.body.created;
    const moved = await t.request("PATCH", `/api/bookings/${second.id}`, {
      cookie: admin.cookie,
      payload: { startISO: at("2026-12-01", 14), endISO: at("2026-12-01", 15) },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // Someone holds 10:00 on the third date, so that one cannot follow the series to 10:00.
    await bookOnce(admin, office.id, "2026-12-08", 10, 11);
    const edit = await t.request("PATCH", `/api/series/${made.body.series.id}`, {
      cookie: admin.cookie,
      payload: { scope: "all", startTime: "10:00", purpose: "Weekly sync" },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.skipped.map((s: { date: string }) => s.date)).toEqual(["2026-12-08"]);
    const rows = await liveRows(made.body.series.id);
    expect(rows.map((r) => [r.occurrenceDate, formatTimeInZone(r.startAt, NY), r.purpose])).toEqual([
      ["2026-11-24", "10:00", "Weekly sync"],
      ["2026-12-01", "14:00", "Weekly sync"],
      ["2026-12-08", "09:00", "Weekly sync"],
      ["2026-12-15", "10:00", "Weekly sync"],
    ]);
    const detail = await t.request("GET", `/api/series/${made.body.series.id}`, { cookie: admin.cookie });
    expect(detail.body.occurrences.map((o: { isException: boolean }) => o.isException)).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(third.id).toBe(rows[2].id);
  });

  it("splits at the chosen date for 'this and following'", async () => {
    pinned = new Date("2026-11-23T12:00:00Z");
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Split Room" });
    const made = await create(admin, {
      officeId: office.id,
      startDate: "2026-11-24",
      startTime: "09:00",
      durationMinutes: 60,
      rrule: "FREQ=WEEKLY;BYDAY=TU;COUNT=5",
    });
    const res = await t.request("PATCH", `/api/series/${made.body.series.id}`, {
      cookie: admin.cookie,
      payload: { scope: "following", fromDate: "2026-12-08", startTime: "11:00" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.series.rrule).toBe("FREQ=WEEKLY;BYDAY=TU;UNTIL=20261207");
    expect(res.body.newSeries).toMatchObject({
      startDate: "2026-12-08",
      rrule: "FREQ=WEEKLY;BYDAY=TU;COUNT=3",
      startTime: "11:00",
    });
    const old = await liveRows(made.body.series.id);
    const later = await liveRows(res.body.newSeries.id);
    expect(old.map((r) => [r.occurrenceDate, formatTimeInZone(r.startAt, NY)])).toEqual([
      ["2026-11-24", "09:00"],
      ["2026-12-01", "09:00"],
    ]);
    expect(later.map((r) => [r.occurrenceDate, formatTimeInZone(r.startAt, NY)])).toEqual([
      ["2026-12-08", "11:00"],
      ["2026-12-15", "11:00"],
      ["2026-12-22", "11:00"],
    ]);
  });

  it("cancels exactly the dates of a range, and a cancelled date frees the slot for others", async () => {
    pinned = new Date("2026-11-23T12:00:00Z");
    const admin = await t.signupTeam();
    const member = await t.addMember(admin, "member", "Bo");
    const office = await t.createOffice(admin, { name: "Holiday Room" });
    const made = await create(admin, {
      officeId: office.id,
      startDate: "2026-12-14",
      startTime: "09:00",
      durationMinutes: 60,
      rrule: "FREQ=WEEKLY;BYDAY=MO,WE,FR",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const res = await t.request("POST", `/api/series/${made.body.series.id}/cancel`, {
      cookie: admin.cookie,
      payload: { scope: "range", fromDate: "2026-12-21", toDate: "2027-01-02" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.cancelledCount).toBe(6);
    const live = (await liveRows(made.body.series.id)).map((r) => r.occurrenceDate);
    expect(live.slice(0, 4)).toEqual(["2026-12-14", "2026-12-16", "2026-12-18", "2027-01-04"]);
    const cancelled = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.seriesId, made.body.series.id), eq(bookings.status, "cancelled")));
    expect(cancelled.map((r) => r.occurrenceDate).sort()).toEqual([
      "2026-12-21",
      "2026-12-23",
      "2026-12-25",
      "2026-12-28",
      "2026-12-30",
      "2027-01-01",
    ]);
    await bookOnce(member, office.id, "2026-12-23", 9, 10);
    // Pause = cancel from a date on: the series ends the day before.
    const pause = await t.request("POST", `/api/series/${made.body.series.id}/cancel`, {
      cookie: admin.cookie,
      payload: { scope: "following", fromDate: "2027-01-11" },
    });
    expect(pause.status, JSON.stringify(pause.body)).toBe(200);
    expect(pause.body.series.rrule).toContain("UNTIL=20270110");
    expect((await liveRows(made.body.series.id)).at(-1)?.occurrenceDate).toBe("2027-01-08");
  });

  it("books every date exactly once when two series for one slot are created at once", async () => {
    pinned = new Date("2026-11-23T12:00:00Z");
    const admin = await t.signupTeam();
    const other = await t.addMember(admin, "member", "Cy");
    const office = await t.createOffice(admin, { name: "Race Room" });
    const body = {
      officeId: office.id,
      startDate: "2026-11-30",
      startTime: "13:00",
      durationMinutes: 60,
      rrule: "FREQ=DAILY;COUNT=10",
    };
    const send = (session: Session) =>
      fetch(`${base}/api/series`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: session.cookie },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const [a, b] = await Promise.all([send(admin), send(other)]);
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    expect(b.status, JSON.stringify(b.body)).toBe(201);
    const dates = (r: typeof a) => r.body.created.map((x: { startISO: string }) => localDate(x.startISO, NY));
    const skippedDates = (r: typeof a) => r.body.skipped.map((x: { date: string }) => x.date);
    expect([...dates(a), ...dates(b)].sort()).toHaveLength(10);
    expect(new Set([...dates(a), ...dates(b)]).size).toBe(10);
    expect(skippedDates(a).sort()).toEqual(dates(b).sort());
    expect(skippedDates(b).sort()).toEqual(dates(a).sort());
  });
});
