/**
 * Bad input on the bookings calls (POST/GET/DELETE /api/bookings, upcoming, office availability):
 * missing, extra and mistyped fields, huge strings, malformed JSON, wrong content types, non-UUID
 * ids, impossible dates, off-grid times, silly limits. Every answer is a 4xx `{ code, message }`
 * (never a 5xx) and the team's bookings do not change. A fast-check property then throws random
 * JSON at POST /api/bookings. Moved from src/server/test/bad-input.test.ts (issue 5, item 12).
 * Over 250 lines because it is one table of cases (one row per bad input) and one property.
 */
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  anyText,
  asJson,
  type BadInputCase,
  badInputCaller,
  big,
  checkAnswer,
  getRequest,
  HUGE,
  itRefusesEach,
  mostly,
  NUM_RUNS,
  payloads,
  rarely,
  XML,
} from "#server/test/bad-input-kit.ts";
import { localSlot, type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { localDate } from "#shared/time.ts";

interface Ctx {
  admin: Session;
  officeId: string;
  bookingId: string;
  /** A valid future slot (start, end) on the local grid. */
  start: string;
  end: string;
  /** Local day of the slot, yyyy-MM-dd. */
  date: string;
}

describe("bookings: bad input", () => {
  let t: TestApp;
  const ctx = {} as Ctx;

  const call = badInputCaller(
    () => t,
    () => ctx.admin.cookie,
  );

  /** Everything a rejected bookings request could have changed, as the team sees it. */
  async function snapshot() {
    const [mine, day, upcoming, availability] = await Promise.all([
      call({ method: "GET", url: "/api/bookings" }),
      call({ method: "GET", url: `/api/bookings?date=${ctx.date}` }),
      call({ method: "GET", url: "/api/bookings/upcoming?limit=50" }),
      call({ method: "GET", url: `/api/offices/${ctx.officeId}/availability?date=${ctx.date}` }),
    ]);
    return { mine: mine.body, day: day.body, upcoming: upcoming.body, availability: availability.body };
  }

  beforeAll(async () => {
    t = await startTestApp({ config: { trustProxy: true } });
    ctx.admin = await t.signupTeam();
    ctx.officeId = (await t.createOffice(ctx.admin, { name: "Fixture Room", capacity: 4 })).id;
    ctx.start = await localSlot(2, 9);
    ctx.end = await localSlot(2, 10);
    ctx.date = localDate(ctx.start, "America/New_York");
    const booking = await call({
      method: "POST",
      url: "/api/bookings",
      payload: { officeId: ctx.officeId, startISO: ctx.start, endISO: ctx.end },
    });
    expect(booking.status).toBe(201);
    ctx.bookingId = booking.body.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const booking = (over: Record<string, unknown>) => () => ({
    method: "POST" as const,
    url: "/api/bookings",
    payload: { officeId: ctx.officeId, startISO: ctx.start, endISO: ctx.end, ...over },
  });
  /** A booking on day +2 at local hh:mm, for `minutes`. */
  const bookingAt =
    (hh: number, mm: number, minutes: number, extra: Record<string, unknown> = {}) =>
    async () => {
      const start = await localSlot(2, hh, mm);
      return {
        method: "POST" as const,
        url: "/api/bookings",
        payload: {
          officeId: ctx.officeId,
          startISO: start,
          endISO: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
          ...extra,
        },
      };
    };
  const get = getRequest;

  const cases: BadInputCase[] = [
    // GET /api/offices/{id}/availability
    [
      "availability: non-UUID id",
      get(() => `/api/offices/123/availability?date=${ctx.date}`),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "availability: unknown UUID",
      get(() => `/api/offices/${randomUUID()}/availability?date=${ctx.date}`),
      404,
      "NOT_FOUND",
    ],
    [
      "availability: 2026-02-30",
      get(() => `/api/offices/${ctx.officeId}/availability?date=2026-02-30`),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "availability: 2026-13-01",
      get(() => `/api/offices/${ctx.officeId}/availability?date=2026-13-01`),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "availability: 'tomorrow'",
      get(() => `/api/offices/${ctx.officeId}/availability?date=tomorrow`),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "availability: 9999-12-31",
      get(() => `/api/offices/${ctx.officeId}/availability?date=9999-12-31`),
      400,
      "VALIDATION_FAILED",
    ],
    ["availability: missing date", get(() => `/api/offices/${ctx.officeId}/availability`), 400, "VALIDATION_FAILED"],
    [
      "availability: date twice",
      get(() => `/api/offices/${ctx.officeId}/availability?date=${ctx.date}&date=${ctx.date}`),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "availability: extra query",
      get(() => `/api/offices/${ctx.officeId}/availability?date=${ctx.date}&teamId=x`),
      400,
      "VALIDATION_FAILED",
    ],
    // POST /api/bookings
    ["book: empty object", () => ({ method: "POST", url: "/api/bookings", payload: {} }), 400, "VALIDATION_FAILED"],
    ["book: missing officeId", booking({ officeId: undefined }), 400, "VALIDATION_FAILED"],
    ["book: non-UUID officeId", booking({ officeId: "room-1" }), 400, "VALIDATION_FAILED"],
    ["book: unknown officeId", booking({ officeId: randomUUID() }), 404, "NOT_FOUND"],
    ["book: startISO 'tomorrow'", booking({ startISO: "tomorrow" }), 400, "VALIDATION_FAILED"],
    [
      "book: 2026-02-30",
      booking({ startISO: "2026-02-30T14:00:00Z", endISO: "2026-02-30T15:00:00Z" }),
      400,
      "VALIDATION_FAILED",
    ],
    ["book: no time zone", booking({ startISO: "2030-01-02T10:00:00" }), 400, "VALIDATION_FAILED"],
    ["book: start is a number", booking({ startISO: Date.now() }), 400, "VALIDATION_FAILED"],
    ["book: 100 000-char purpose", booking({ purpose: HUGE }), 413, "PAYLOAD_TOO_LARGE"],
    ["book: 501-char purpose", booking({ purpose: big(501) }), 400, "VALIDATION_FAILED"],
    ["book: NUL in purpose", bookingAt(12, 0, 60, { purpose: "a\u0000b" }), 400, "VALIDATION_FAILED"],
    [
      "book: equipment 21 items",
      booking({ equipment: Array.from({ length: 21 }, () => "m") }),
      400,
      "VALIDATION_FAILED",
    ],
    ["book: wholeOffice 'yes'", booking({ wholeOffice: "yes" }), 400, "VALIDATION_FAILED"],
    ["book: extra status", booking({ status: "cancelled" }), 400, "VALIDATION_FAILED"],
    [
      "book: end before start",
      booking({ startISO: "2030-01-02T15:00:00Z", endISO: "2030-01-02T14:00:00Z" }),
      422,
      "END_BEFORE_START",
    ],
    [
      "book: end equals start",
      booking({ startISO: "2030-01-02T15:00:00Z", endISO: "2030-01-02T15:00:00Z" }),
      422,
      "END_BEFORE_START",
    ],
    ["book: off-grid 11:07", bookingAt(11, 7, 60), 422, "OFF_GRID"],
    ["book: off-grid by 30 seconds", bookingAt(11, 0, 60.5), 422, "OFF_GRID"],
    ["book: 13 hours", bookingAt(7, 0, 13 * 60), 422, "DURATION_OUT_OF_RANGE"],
    ["book: outside business hours", bookingAt(21, 0, 60), 422, "OUTSIDE_BUSINESS_HOURS"],
    [
      "book: in the past",
      booking({ startISO: "2020-01-02T15:00:00Z", endISO: "2020-01-02T16:00:00Z" }),
      422,
      "BOOKING_IN_PAST",
    ],
    [
      "book: year 10000 in UTC (beyond the booking horizon)",
      booking({ startISO: "9999-12-31T18:00:00-05:00", endISO: "9999-12-31T19:00:00-05:00" }),
      422,
      "BEYOND_HORIZON",
    ],
    [
      "book: two years ahead",
      booking({ startISO: "2029-01-03T15:00:00Z", endISO: "2029-01-03T16:00:00Z" }),
      422,
      "BEYOND_HORIZON",
    ],
    ["book: malformed JSON", () => ({ method: "POST", url: "/api/bookings", payload: "{bad" }), 400, "MALFORMED_JSON"],
    [
      "book: xml",
      () => ({ method: "POST", url: "/api/bookings", payload: "<b/>", headers: XML }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    ],
    // GET /api/bookings?date=
    ["list bookings: 'tomorrow'", get("/api/bookings?date=tomorrow"), 400, "VALIDATION_FAILED"],
    ["list bookings: 2026-02-30", get("/api/bookings?date=2026-02-30"), 400, "VALIDATION_FAILED"],
    ["list bookings: 2026-00-10", get("/api/bookings?date=2026-00-10"), 400, "VALIDATION_FAILED"],
    ["list bookings: 9999-12-31", get("/api/bookings?date=9999-12-31"), 400, "VALIDATION_FAILED"],
    ["list bookings: extra query", get("/api/bookings?userId=someone"), 400, "VALIDATION_FAILED"],
    // GET /api/bookings/upcoming?limit=
    ["upcoming: limit=0", get("/api/bookings/upcoming?limit=0"), 400, "VALIDATION_FAILED"],
    ["upcoming: limit=-1", get("/api/bookings/upcoming?limit=-1"), 400, "VALIDATION_FAILED"],
    ["upcoming: limit=abc", get("/api/bookings/upcoming?limit=abc"), 400, "VALIDATION_FAILED"],
    ["upcoming: limit=1.5", get("/api/bookings/upcoming?limit=1.5"), 400, "VALIDATION_FAILED"],
    ["upcoming: limit=1000", get("/api/bookings/upcoming?limit=1000"), 400, "VALIDATION_FAILED"],
    // DELETE /api/bookings/{id}
    ["cancel: non-UUID id", () => ({ method: "DELETE", url: "/api/bookings/42" }), 400, "VALIDATION_FAILED"],
    ["cancel: unknown UUID", () => ({ method: "DELETE", url: `/api/bookings/${randomUUID()}` }), 404, "NOT_FOUND"],
    [
      "cancel: malformed JSON body",
      () => ({ method: "DELETE", url: `/api/bookings/${ctx.bookingId}`, payload: "{bad" }),
      400,
      "MALFORMED_JSON",
    ],
    [
      "cancel: no cookie",
      () => ({ method: "DELETE", url: `/api/bookings/${ctx.bookingId}`, auth: false }),
      401,
      "UNAUTHENTICATED",
    ],
  ];

  itRefusesEach(cases, call, snapshot);

  it("the spec's validation messages name what is wrong", async () => {
    const limit = await call(get("/api/bookings/upcoming?limit=1000")());
    expect(limit.body.message).toContain("limit must be at most 50");
  });

  describe("random JSON (fast-check)", () => {
    it("POST /api/bookings never answers 5xx", async () => {
      // Local quarter hours (and a few off-grid minutes) from yesterday to five weeks ahead, day and night.
      const starts: string[] = [];
      for (const day of [-1, 0, 1, 3, 8, 35]) {
        for (const [hh, mm] of [
          [6, 45],
          [7, 0],
          [9, 30],
          [12, 7],
          [16, 15],
          [19, 45],
          [22, 0],
        ]) {
          starts.push(await localSlot(day, hh, mm));
        }
      }
      const slot = fc
        .tuple(fc.constantFrom(...starts), fc.constantFrom(-60, 0, 15, 30, 60, 90, 240, 720, 735, 900))
        .map(([start, minutes]) => ({
          startISO: start,
          endISO: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
        }));
      const iso = fc.oneof(
        fc
          .date({ noInvalidDate: true, min: new Date(0), max: new Date("9999-12-31T00:00:00Z") })
          .map((d) => d.toISOString()),
        anyText,
        fc.anything(),
      );
      const fields = fc.record(
        {
          officeId: mostly(fc.oneof({ arbitrary: fc.constant(ctx.officeId), weight: 4 }, fc.uuid(), fc.string())),
          purpose: mostly(anyText),
          teamId: mostly(fc.oneof({ arbitrary: fc.constant(ctx.admin.team.id), weight: 4 }, fc.uuid())),
          userId: mostly(fc.oneof({ arbitrary: fc.constant(ctx.admin.user.id), weight: 4 }, fc.uuid())),
          equipment: mostly(
            fc.oneof(
              { arbitrary: fc.array(fc.constantFrom("monitor", "video"), { maxLength: 2 }), weight: 4 },
              fc.array(anyText, { maxLength: 25 }),
            ),
          ),
          wholeOffice: mostly(fc.boolean()),
          isRecurring: mostly(fc.boolean()),
        },
        { requiredKeys: ["officeId"] },
      );
      const nearValid = fc
        .tuple(slot, fields, rarely(fc.record({ startISO: iso, endISO: iso }, { requiredKeys: [] })))
        .map(([times, rest, override]) => ({ ...times, ...rest, ...(override ?? {}) }));
      await fc.assert(
        fc.asyncProperty(payloads(nearValid), async (payload) => {
          checkAnswer(await call({ method: "POST", url: "/api/bookings", payload: asJson(payload) }));
        }),
        { numRuns: NUM_RUNS },
      );
    });
  });
});
