/**
 * Bad input on the bookings calls (POST/GET/PATCH/DELETE /api/bookings, check, mine and mine.csv,
 * upcoming, office availability for a day, /api/availability for a range and the month figures):
 * missing, extra and mistyped fields, huge strings, malformed JSON, wrong content types, non-UUID
 * ids, impossible dates, off-grid times, silly limits. One exact 4xx `{ code, message }` each, and
 * nothing changes; then the spec's limit message. Random JSON at POST /api/bookings is in
 * src/server/test/bad-input-properties.test.ts; the fixture and snapshot are in
 * src/server/test/bad-input-harness.ts.
 *
 * Over 250 lines: one table of bad requests, grouped by route; splitting would scatter the contract.
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
/** PATCH of the fixture's booking with `payload`. */
const edit =
  (payload: Record<string, unknown>) =>
  (ctx: BadInputContext): BadInputRequest => ({ method: "PATCH", url: `/api/bookings/${ctx.bookingId}`, payload });
/** PATCH of the fixture's booking to day +3 at local hh:mm, for `minutes`. */
const editAt =
  (hh: number, mm: number, minutes: number) =>
  async (ctx: BadInputContext): Promise<BadInputRequest> => {
    const start = await localSlot(3, hh, mm);
    const endISO = new Date(Date.parse(start) + minutes * 60_000).toISOString();
    return edit({ startISO: start, endISO })(ctx);
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
    ["book: half an emoji in purpose", bookingAt(12, 0, 60, { purpose: "\udfff lone" }), 400, "VALIDATION_FAILED"],
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
    // GET /api/bookings?from=&to=
    ["range: from without to", get("/api/bookings?from=2026-03-01"), 400, "VALIDATION_FAILED"],
    ["range: to without from", get("/api/bookings?to=2026-03-01"), 400, "VALIDATION_FAILED"],
    ["range: from after to", get("/api/bookings?from=2026-03-02&to=2026-03-01"), 400, "VALIDATION_FAILED"],
    ["range: 63 days", get("/api/bookings?from=2026-01-01&to=2026-03-04"), 400, "VALIDATION_FAILED"],
    ["range: 2026-02-30", get("/api/bookings?from=2026-02-28&to=2026-02-30"), 400, "VALIDATION_FAILED"],
    ["range: 'today'", get("/api/bookings?from=today&to=2026-03-01"), 400, "VALIDATION_FAILED"],
    [
      "range: date and from/to",
      get("/api/bookings?date=2026-03-01&from=2026-03-01&to=2026-03-02"),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "range: officeId not a UUID",
      get("/api/bookings?from=2026-03-01&to=2026-03-02&officeId=1"),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "range: officeId without a range",
      get((ctx) => `/api/bookings?officeId=${ctx.officeId}`),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "range: officeIds not UUIDs",
      get("/api/bookings?from=2026-03-01&to=2026-03-02&officeIds=1,2"),
      400,
      "VALIDATION_FAILED",
    ],
    ["day: officeIds empty", get("/api/bookings?date=2026-03-01&officeIds="), 400, "VALIDATION_FAILED"],
    [
      "day: officeIds with a trailing comma",
      get((ctx) => `/api/bookings?date=2026-03-01&officeIds=${ctx.officeId},`),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "day: 101 officeIds",
      get((ctx) => `/api/bookings?date=2026-03-01&officeIds=${Array(101).fill(ctx.officeId).join(",")}`),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "day: officeId and officeIds",
      get((ctx) => `/api/bookings?date=2026-03-01&officeId=${ctx.officeId}&officeIds=${ctx.officeId}`),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "range: officeIds without a range",
      get((ctx) => `/api/bookings?officeIds=${ctx.officeId}`),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "range: 65-char userId",
      get(`/api/bookings?from=2026-03-01&to=2026-03-02&userId=${big(65)}`),
      400,
      "VALIDATION_FAILED",
    ],
    ["range: year 10000", get("/api/bookings?from=9999-12-31&to=9999-12-31"), 400, "VALIDATION_FAILED"],
    // GET /api/availability?from=&to=
    ["availability range: missing dates", get("/api/availability"), 400, "VALIDATION_FAILED"],
    ["availability range: 63 days", get("/api/availability?from=2026-01-01&to=2026-03-04"), 400, "VALIDATION_FAILED"],
    [
      "availability range: from after to",
      get("/api/availability?from=2026-03-02&to=2026-03-01"),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "availability range: 2026-13-01",
      get("/api/availability?from=2026-13-01&to=2026-13-02"),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "availability range: officeId not a UUID",
      get("/api/availability?from=2026-03-01&to=2026-03-02&officeId=x"),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "availability range: officeIds not UUIDs",
      get("/api/availability?from=2026-03-01&to=2026-03-02&officeIds=x,y"),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "availability range: officeId and officeIds",
      get(
        (ctx) => `/api/availability?from=2026-03-01&to=2026-03-01&officeId=${ctx.officeId}&officeIds=${ctx.officeId}`,
      ),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "month figures: officeIds",
      get((ctx) => `/api/bookings/days?from=2026-03-01&to=2026-03-01&officeIds=${ctx.officeId}`),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "availability range: unknown office",
      get(`/api/availability?from=2026-03-01&to=2026-03-02&officeId=${randomUUID()}`),
      404,
      "NOT_FOUND",
    ],
    ["availability range: date instead", get("/api/availability?date=2026-03-01"), 400, "VALIDATION_FAILED"],
    [
      "availability range: no cookie",
      () => ({ method: "GET", url: "/api/availability?from=2026-03-01&to=2026-03-01", auth: false }),
      401,
      "UNAUTHENTICATED",
    ],
    // GET /api/bookings/days?from=&to=
    ["month figures: missing dates", get("/api/bookings/days"), 400, "VALIDATION_FAILED"],
    ["month figures: 63 days", get("/api/bookings/days?from=2026-01-01&to=2026-03-04"), 400, "VALIDATION_FAILED"],
    ["month figures: from after to", get("/api/bookings/days?from=2026-03-02&to=2026-03-01"), 400, "VALIDATION_FAILED"],
    ["month figures: 2026-02-30", get("/api/bookings/days?from=2026-02-30&to=2026-03-02"), 400, "VALIDATION_FAILED"],
    ["month figures: year 10000", get("/api/bookings/days?from=9999-12-31&to=9999-12-31"), 400, "VALIDATION_FAILED"],
    [
      "month figures: unknown office",
      get(`/api/bookings/days?from=2026-03-01&to=2026-03-02&officeId=${randomUUID()}`),
      404,
      "NOT_FOUND",
    ],
    [
      "month figures: no cookie",
      () => ({ method: "GET", url: "/api/bookings/days?from=2026-03-01&to=2026-03-01", auth: false }),
      401,
      "UNAUTHENTICATED",
    ],
    // POST /api/bookings/check
    [
      "check: empty object",
      () => ({ method: "POST", url: "/api/bookings/check", payload: {} }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "check: non-UUID officeId",
      (ctx) => ({ ...booking({ officeId: "room-1" })(ctx), url: "/api/bookings/check" }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "check: unknown officeId",
      (ctx) => ({ ...booking({ officeId: randomUUID() })(ctx), url: "/api/bookings/check" }),
      404,
      "NOT_FOUND",
    ],
    [
      "check: startISO 'tomorrow'",
      (ctx) => ({ ...booking({ startISO: "tomorrow" })(ctx), url: "/api/bookings/check" }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "check: excludeBookingId 'mine'",
      (ctx) => ({ ...booking({ excludeBookingId: "mine" })(ctx), url: "/api/bookings/check" }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "check: extra status",
      (ctx) => ({ ...booking({ status: "cancelled" })(ctx), url: "/api/bookings/check" }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "check: 501-char purpose",
      (ctx) => ({ ...booking({ purpose: big(501) })(ctx), url: "/api/bookings/check" }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "check: unknown member",
      (ctx) => ({ ...booking({ userId: randomUUID() })(ctx), url: "/api/bookings/check" }),
      404,
      "NOT_FOUND",
    ],
    [
      "check: malformed JSON",
      () => ({ method: "POST", url: "/api/bookings/check", payload: "{bad" }),
      400,
      "MALFORMED_JSON",
    ],
    [
      "check: xml",
      () => ({ method: "POST", url: "/api/bookings/check", payload: "<b/>", headers: XML }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    ],
    // PATCH /api/bookings/{id}
    [
      "edit: non-UUID id",
      () => ({ method: "PATCH", url: "/api/bookings/42", payload: { purpose: "x" } }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "edit: unknown UUID",
      () => ({ method: "PATCH", url: `/api/bookings/${randomUUID()}`, payload: { purpose: "x" } }),
      404,
      "NOT_FOUND",
    ],
    ["edit: empty object", edit({}), 400, "VALIDATION_FAILED"],
    ["edit: extra status", edit({ status: "cancelled" }), 400, "VALIDATION_FAILED"],
    ["edit: userId", edit({ userId: randomUUID() }), 400, "VALIDATION_FAILED"],
    ["edit: non-UUID officeId", edit({ officeId: "room-1" }), 400, "VALIDATION_FAILED"],
    ["edit: unknown officeId", edit({ officeId: randomUUID() }), 404, "NOT_FOUND"],
    ["edit: startISO 'tomorrow'", edit({ startISO: "tomorrow" }), 400, "VALIDATION_FAILED"],
    ["edit: 501-char purpose", edit({ purpose: big(501) }), 400, "VALIDATION_FAILED"],
    ["edit: NUL in purpose", edit({ purpose: "a\u0000b" }), 400, "VALIDATION_FAILED"],
    ["edit: half an emoji in purpose", edit({ purpose: "\ud83d" }), 400, "VALIDATION_FAILED"],
    ["edit: equipment 21 items", edit({ equipment: Array.from({ length: 21 }, () => "m") }), 400, "VALIDATION_FAILED"],
    ["edit: equipment not a list", edit({ equipment: "monitor" }), 400, "VALIDATION_FAILED"],
    [
      "edit: end before start",
      edit({ startISO: "2030-01-02T15:00:00Z", endISO: "2030-01-02T14:00:00Z" }),
      422,
      "END_BEFORE_START",
    ],
    ["edit: off-grid start", editAt(9, 7, 53), 422, "OFF_GRID"],
    ["edit: outside business hours", editAt(21, 0, 60), 422, "OUTSIDE_BUSINESS_HOURS"],
    ["edit: 13 hours", editAt(7, 0, 13 * 60), 422, "DURATION_OUT_OF_RANGE"],
    [
      "edit: in the past",
      edit({ startISO: "2020-01-02T15:00:00Z", endISO: "2020-01-02T16:00:00Z" }),
      422,
      "BOOKING_IN_PAST",
    ],
    [
      "edit: year 10000",
      edit({ startISO: "9999-12-31T18:00:00-05:00", endISO: "9999-12-31T19:00:00-05:00" }),
      422,
      "BEYOND_HORIZON",
    ],
    [
      "edit: malformed JSON",
      (ctx) => ({ method: "PATCH", url: `/api/bookings/${ctx.bookingId}`, payload: "{bad" }),
      400,
      "MALFORMED_JSON",
    ],
    [
      "edit: xml",
      (ctx) => ({ method: "PATCH", url: `/api/bookings/${ctx.bookingId}`, payload: "<b/>", headers: XML }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    ],
    ["edit: no cookie", (ctx) => ({ ...edit({ purpose: "x" })(ctx), auth: false }), 401, "UNAUTHENTICATED"],
    // GET /api/bookings/mine and mine.csv
    ["mine: status=later", get("/api/bookings/mine?status=later"), 400, "VALIDATION_FAILED"],
    ["mine: limit=0", get("/api/bookings/mine?limit=0"), 400, "VALIDATION_FAILED"],
    ["mine: limit=101", get("/api/bookings/mine?limit=101"), 400, "VALIDATION_FAILED"],
    ["mine: limit=abc", get("/api/bookings/mine?limit=abc"), 400, "VALIDATION_FAILED"],
    ["mine: cursor garbage", get("/api/bookings/mine?cursor=garbage"), 400, "VALIDATION_FAILED"],
    [
      "mine: cursor of the wrong shape",
      get(`/api/bookings/mine?cursor=${Buffer.from('{"a":1}').toString("base64url")}`),
      400,
      "VALIDATION_FAILED",
    ],
    ["mine: 201-char cursor", get(`/api/bookings/mine?cursor=${big(201)}`), 400, "VALIDATION_FAILED"],
    ["mine: from 2026-02-30", get("/api/bookings/mine?from=2026-02-30"), 400, "VALIDATION_FAILED"],
    ["mine: from after to", get("/api/bookings/mine?from=2026-03-02&to=2026-03-01"), 400, "VALIDATION_FAILED"],
    ["mine: 101-char q", get(`/api/bookings/mine?q=${big(101)}`), 400, "VALIDATION_FAILED"],
    ["mine: officeId not a UUID", get("/api/bookings/mine?officeId=1"), 400, "VALIDATION_FAILED"],
    ["mine: extra query", get("/api/bookings/mine?userId=someone"), 400, "VALIDATION_FAILED"],
    ["mine: no cookie", () => ({ method: "GET", url: "/api/bookings/mine", auth: false }), 401, "UNAUTHENTICATED"],
    ["mine.csv: status=later", get("/api/bookings/mine.csv?status=later"), 400, "VALIDATION_FAILED"],
    ["mine.csv: cursor", get("/api/bookings/mine.csv?cursor=abc"), 400, "VALIDATION_FAILED"],
    ["mine.csv: limit", get("/api/bookings/mine.csv?limit=5"), 400, "VALIDATION_FAILED"],
    ["mine.csv: from 'today'", get("/api/bookings/mine.csv?from=today"), 400, "VALIDATION_FAILED"],
    [
      "mine.csv: no cookie",
      () => ({ method: "GET", url: "/api/bookings/mine.csv", auth: false }),
      401,
      "UNAUTHENTICATED",
    ],
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

    it("range reads say how long a range may be", async () => {
      const long = await call(get("/api/bookings?from=2026-01-01&to=2026-03-04")(ctx));
      expect(long.body.message).toContain("A range covers at most 62 days; 2026-01-01..2026-03-04 is 63 days");
      const empty = await call(edit({})(ctx));
      expect(empty.body.message).toContain("Nothing to change");
    });
  },
);
