/**
 * The series property (fast-check): for random rules (daily, weekly on chosen days, every N
 * weeks, monthly by day or n-th weekday; COUNT or UNTIL), zones (New York, Berlin, Tokyo, Lord Howe
 * with its 30-minute DST) and start dates, with some dates taken beforehand and a range cancelled
 * afterwards: every occurrence starts at the requested local time, none falls on a cancelled date,
 * created + skipped equals rrule's own expansion, and no two live bookings of the office overlap.
 */

import { and, asc, eq } from "drizzle-orm";
import fc from "fast-check";
import * as rruleModule from "rrule";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "#db/schema/index.ts";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { formatTimeInZone, localDate, shiftDate, zonedInstant } from "#shared/time.ts";

const rrule =
  "RRule" in rruleModule ? rruleModule : (rruleModule as unknown as { default: typeof rruleModule }).default;
const ZONES = ["America/New_York", "Europe/Berlin", "Asia/Tokyo", "Australia/Lord_Howe"] as const;
const DAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];
const TODAY = "2026-11-23";

const ruleArb = fc.oneof(
  fc
    .record({ kind: fc.constant("daily"), interval: fc.integer({ min: 1, max: 3 }) })
    .map((r) => `FREQ=DAILY;INTERVAL=${r.interval}`),
  fc
    .record({ days: fc.subarray(DAYS, { minLength: 1 }), interval: fc.integer({ min: 1, max: 3 }) })
    .map((r) => `FREQ=WEEKLY;INTERVAL=${r.interval};BYDAY=${r.days.join(",")}`),
  fc.integer({ min: 1, max: 28 }).map((d) => `FREQ=MONTHLY;BYMONTHDAY=${d}`),
  fc
    .record({ n: fc.constantFrom(1, 2, 3, 4, -1), day: fc.constantFrom(...DAYS) })
    .map((r) => `FREQ=MONTHLY;BYDAY=${r.n}${r.day}`),
);
const endArb = fc.oneof(
  fc.integer({ min: 1, max: 25 }).map((n) => `COUNT=${n}`),
  fc.integer({ min: 0, max: 200 }).map((days) => ({ days })),
);

describe("series property", () => {
  const pinned = new Date(`${TODAY}T12:00:00Z`);
  let t: TestApp;
  const teams = new Map<string, Session>();

  beforeAll(async () => {
    t = await startTestApp({ now: () => pinned });
    for (const zone of ZONES) {
      const admin = await t.signupTeam();
      const res = await t.request("PATCH", "/api/team/settings", { cookie: admin.cookie, payload: { timeZone: zone } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      teams.set(zone, admin);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it("places every date at the local time, skips and cancels exactly, never overlaps", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ZONES),
        ruleArb,
        endArb,
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 8 * 4, max: 17 * 4 }),
        fc.constantFrom(30, 60, 90),
        fc.array(fc.nat({ max: 30 }), { maxLength: 3 }),
        fc.record({ from: fc.nat({ max: 60 }), length: fc.nat({ max: 20 }) }),
        async (zone, rule, end, startOffset, quarter, duration, taken, cancel) => {
          const admin = teams.get(zone) as Session;
          const office = await t.createOffice(admin, { name: `P ${Math.random().toString(36).slice(2, 10)}` });
          const startDate = shiftDate(TODAY, startOffset);
          const until = typeof end === "string" ? end : `UNTIL=${shiftDate(startDate, end.days).replaceAll("-", "")}`;
          const text = `${rule};${until}`;
          const minute = quarter * 15;
          const startTime = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
          const all = new rrule.RRule({ ...rrule.RRule.parseString(text), dtstart: new Date(`${startDate}T00:00:00Z`) })
            .all()
            .map((d) => d.toISOString().slice(0, 10));
          // Placed now: the dates starting inside the 365-day horizon; later ones come with the job.
          const horizon = pinned.getTime() + 365 * 86_400_000;
          const expected = all.filter((d) => zonedInstant(d, quarter * 15, zone).getTime() <= horizon);
          // Some of the rule's dates are taken beforehand by another booking at the same time.
          for (const index of taken) {
            const date = expected[index];
            if (!date) continue;
            const startISO = new Date(zonedInstant(date, minute, zone).getTime()).toISOString();
            const endISO = new Date(Date.parse(startISO) + 30 * 60_000).toISOString();
            await t.request("POST", "/api/bookings", {
              cookie: admin.cookie,
              payload: { officeId: office.id, startISO, endISO },
            });
          }
          const res = await t.request("POST", "/api/series", {
            cookie: admin.cookie,
            payload: { officeId: office.id, startDate, startTime, durationMinutes: duration, rrule: text },
          });
          if (all.length === 0) {
            expect(res.status).toBe(422);
            return;
          }
          expect(res.status, JSON.stringify(res.body)).toBe(201);
          expect(res.body.created.length + res.body.skipped.length).toBe(expected.length);
          for (const booking of res.body.created) expect(formatTimeInZone(booking.startISO, zone)).toBe(startTime);
          expect(
            [
              ...res.body.created.map((b: { startISO: string }) => localDate(b.startISO, zone)),
              ...res.body.skipped.map((s: { date: string }) => s.date),
            ].sort(),
          ).toEqual(expected);
          const fromDate = shiftDate(startDate, cancel.from);
          const toDate = shiftDate(fromDate, cancel.length);
          const cancelled = await t.request("POST", `/api/series/${res.body.series.id}/cancel`, {
            cookie: admin.cookie,
            payload: { scope: "range", fromDate, toDate },
          });
          expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
          const live = await t.database.db
            .select()
            .from(bookings)
            .where(and(eq(bookings.officeId, office.id), eq(bookings.status, "confirmed")))
            .orderBy(asc(bookings.startAt));
          for (const row of live) {
            if (row.seriesId) expect(row.occurrenceDate! < fromDate || row.occurrenceDate! > toDate).toBe(true);
          }
          for (let i = 1; i < live.length; i++) expect(live[i].startAt >= live[i - 1].endAt).toBe(true);
        },
      ),
      { numRuns: 12 },
    );
  });
});
