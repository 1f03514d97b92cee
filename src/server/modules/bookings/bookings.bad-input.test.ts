/**
 * Bad input on the bookings calls (POST/GET/DELETE /api/bookings, upcoming, office availability):
 * missing, extra and mistyped fields, huge strings, malformed JSON, wrong content types, non-UUID
 * ids, impossible dates, off-grid times, silly limits. One exact 4xx `{ code, message }` each, and
 * nothing changes; then the spec's limit message. Random JSON at POST /api/bookings is in
 * src/server/test/bad-input-properties.test.ts; the fixture and snapshot are in
 * src/server/test/bad-input-harness.ts.
 */
import { expect, it } from "vitest";
import {
  type BadInputContext,
  type BadInputRequest,
  big,
  describeBadInput,
  HUGE,
  randomUUID,
  XML,
} from "#server/test/bad-input-harness.ts";
import { localSlot } from "#server/test/harness.ts";

const booking =
  (over: Record<string, unknown>) =>
  (ctx: BadInputContext): BadInputRequest => ({
    method: "POST",
    url: "/api/bookings",
    payload: { officeId: ctx.officeId, startISO: ctx.start, endISO: ctx.end, ...over },
  });
/** A booking on day +2 at local hh:mm, for `minutes`. */
const bookingAt =
  (hh: number, mm: number, minutes: number, extra: Record<string, unknown> = {}) =>
  async (ctx: BadInputContext): Promise<BadInputRequest> => {
    const start = await localSlot(2, hh, mm);
    return {
      method: "POST",
      url: "/api/bookings",
      payload: {
        officeId: ctx.officeId,
        startISO: start,
        endISO: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
        ...extra,
      },
    };
  };
/** A signed-in GET; `url` may be built from the fixture when the case runs. */
const get =
  (url: string | ((ctx: BadInputContext) => string)) =>
  (ctx: BadInputContext): BadInputRequest => ({ method: "GET", url: typeof url === "string" ? url : url(ctx) });

describeBadInput(
  "bad input: bookings",
  [
    // GET /api/offices/{id}/availability
    [
      "availability: non-UUID id",
      get((ctx) => `/api/offices/123/availability?date=${ctx.date}`),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "availability: unknown UUID",
      get((ctx) => `/api/offices/${randomUUID()}/availability?date=${ctx.date}`),
      404,
      "NOT_FOUND",
    ],
    [
      "availability: 2026-02-30",
      get((ctx) => `/api/offices/${ctx.officeId}/availability?date=2026-02-30`),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "availability: 2026-13-01",
      get((ctx) => `/api/offices/${ctx.officeId}/availability?date=2026-13-01`),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "availability: 'tomorrow'",
      get((ctx) => `/api/offices/${ctx.officeId}/availability?date=tomorrow`),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "availability: 9999-12-31",
      get((ctx) => `/api/offices/${ctx.officeId}/availability?date=9999-12-31`),
      400,
      "VALIDATION_FAILED",
    ],
    ["availability: missing date", get((ctx) => `/api/offices/${ctx.officeId}/availability`), 400, "VALIDATION_FAILED"],
    [
      "availability: date twice",
      get((ctx) => `/api/offices/${ctx.officeId}/availability?date=${ctx.date}&date=${ctx.date}`),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "availability: extra query",
      get((ctx) => `/api/offices/${ctx.officeId}/availability?date=${ctx.date}&teamId=x`),
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
      (ctx) => ({ method: "DELETE", url: `/api/bookings/${ctx.bookingId}`, payload: "{bad" }),
      400,
      "MALFORMED_JSON",
    ],
    [
      "cancel: no cookie",
      (ctx) => ({ method: "DELETE", url: `/api/bookings/${ctx.bookingId}`, auth: false }),
      401,
      "UNAUTHENTICATED",
    ],
  ],
  ({ ctx, call }) => {
    it("the spec's validation messages name what is wrong", async () => {
      const limit = await call(get("/api/bookings/upcoming?limit=1000")(ctx));
      expect(limit.body.message).toContain("limit must be at most 50");
    });
  },
);
