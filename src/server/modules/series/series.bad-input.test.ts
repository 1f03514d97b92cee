/**
 * Bad input on the series calls: one exact 4xx `{ code, message }` each and nothing
 * written (the fixture snapshot, and no series row for the team afterwards).
 */
import { expect, it } from "vitest";
import { type BadInputContext, describeBadInput, randomUUID } from "#server/test/bad-input-harness.ts";
import { shiftDate } from "#shared/time.ts";

const body = (ctx: BadInputContext, changes: Record<string, unknown>) => ({
  officeId: ctx.officeId,
  startDate: ctx.date,
  startTime: "08:00",
  durationMinutes: 60,
  rrule: "FREQ=WEEKLY;COUNT=3",
  ...changes,
});
const cursorOf = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString("base64url");
const create = (changes: Record<string, unknown>) => (ctx: BadInputContext) => ({
  method: "POST" as const,
  url: "/api/series",
  payload: body(ctx, changes),
});

describeBadInput(
  "bad input: series",
  [
    ["create: RRULE that is not one", create({ rrule: "every tuesday" }), 422, "SERIES_RULE_INVALID"],
    ["create: FREQ=SECONDLY", create({ rrule: "FREQ=SECONDLY;COUNT=5" }), 422, "SERIES_RULE_INVALID"],
    ["create: COUNT=100000", create({ rrule: "FREQ=DAILY;COUNT=100000" }), 422, "SERIES_RULE_INVALID"],
    ["create: UNTIL before the start", create({ rrule: "FREQ=DAILY;UNTIL=20200101" }), 422, "SERIES_RULE_INVALID"],
    ["create: COUNT and UNTIL", create({ rrule: "FREQ=DAILY;COUNT=2;UNTIL=20991231" }), 422, "SERIES_RULE_INVALID"],
    [
      "create: DTSTART inside the rule",
      create({ rrule: "DTSTART:20261201\nRRULE:FREQ=DAILY" }),
      422,
      "SERIES_RULE_INVALID",
    ],
    ["create: BYDAY not a weekday", create({ rrule: "FREQ=WEEKLY;BYDAY=XX" }), 422, "SERIES_RULE_INVALID"],
    ["create: unknown office", create({ officeId: randomUUID() }), 404, "NOT_FOUND"],
    ["create: start time 25:00", create({ startTime: "25:00" }), 400, "VALIDATION_FAILED"],
    ["create: zero minutes", create({ durationMinutes: 0 }), 400, "VALIDATION_FAILED"],
    ["create: not a date", create({ startDate: "2026-02-30" }), 400, "VALIDATION_FAILED"],
    [
      "create: first date in the past",
      (ctx) => ({ method: "POST", url: "/api/series", payload: body(ctx, { startDate: shiftDate(ctx.date, -30) }) }),
      422,
      "SERIES_RULE_INVALID",
    ],
    ["create: unknown field", create({ colour: "red" }), 400, "VALIDATION_FAILED"],
    ["create: empty rule", create({ rrule: "" }), 400, "VALIDATION_FAILED"],
    ["create: another member unknown", create({ userId: "nobody" }), 404, "NOT_FOUND"],
    [
      "create: signed out",
      (ctx) => ({ method: "POST", url: "/api/series", auth: false, payload: body(ctx, {}) }),
      401,
      "UNAUTHENTICATED",
    ],
    [
      "preview: bad rule",
      (ctx) => ({ method: "POST", url: "/api/series/preview", payload: body(ctx, { rrule: "FREQ=HOURLY" }) }),
      422,
      "SERIES_RULE_INVALID",
    ],
    [
      "preview: unknown office",
      (ctx) => ({ method: "POST", url: "/api/series/preview", payload: body(ctx, { officeId: randomUUID() }) }),
      404,
      "NOT_FOUND",
    ],
    [
      "preview: COUNT=100000",
      (ctx) => ({
        method: "POST",
        url: "/api/series/preview",
        payload: body(ctx, { rrule: "FREQ=DAILY;COUNT=100000" }),
      }),
      422,
      "SERIES_RULE_INVALID",
    ],
    [
      "preview: UNTIL before the start",
      (ctx) => ({
        method: "POST",
        url: "/api/series/preview",
        payload: body(ctx, { rrule: "FREQ=DAILY;UNTIL=20200101" }),
      }),
      422,
      "SERIES_RULE_INVALID",
    ],
    ["read: not a uuid", () => ({ method: "GET", url: "/api/series/nope" }), 400, "VALIDATION_FAILED"],
    ["read: unknown", () => ({ method: "GET", url: `/api/series/${randomUUID()}` }), 404, "NOT_FOUND"],
    ["list: bad scope", () => ({ method: "GET", url: "/api/series?scope=all" }), 400, "VALIDATION_FAILED"],
    ["list: limit 0", () => ({ method: "GET", url: "/api/series?limit=0" }), 400, "VALIDATION_FAILED"],
    ["list: limit 201", () => ({ method: "GET", url: "/api/series?limit=201" }), 400, "VALIDATION_FAILED"],
    ["list: cursor not base64url", () => ({ method: "GET", url: "/api/series?cursor=a.b" }), 400, "VALIDATION_FAILED"],
    ["list: cursor not ours", () => ({ method: "GET", url: "/api/series?cursor=abc" }), 400, "VALIDATION_FAILED"],
    [
      "list: cursor of a date that does not exist",
      () => ({ method: "GET", url: `/api/series?cursor=${cursorOf(["2026-02-30 10:00:00+00", randomUUID()])}` }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "list: cursor whose id is not a uuid",
      () => ({ method: "GET", url: `/api/series?cursor=${cursorOf(["2026-02-03 10:00:00+00", "x"])}` }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "edit: unknown series",
      () => ({ method: "PATCH", url: `/api/series/${randomUUID()}`, payload: { scope: "all", purpose: "x" } }),
      404,
      "NOT_FOUND",
    ],
    [
      "edit: following without fromDate",
      () => ({ method: "PATCH", url: `/api/series/${randomUUID()}`, payload: { scope: "following" } }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "edit: bad scope",
      () => ({ method: "PATCH", url: `/api/series/${randomUUID()}`, payload: { scope: "some" } }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "cancel: range ending before it starts",
      () => ({
        method: "POST",
        url: `/api/series/${randomUUID()}/cancel`,
        payload: { scope: "range", fromDate: "2026-12-21", toDate: "2026-12-01" },
      }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "cancel: range without toDate",
      () => ({
        method: "POST",
        url: `/api/series/${randomUUID()}/cancel`,
        payload: { scope: "range", fromDate: "2026-12-21" },
      }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "cancel: unknown series",
      () => ({ method: "POST", url: `/api/series/${randomUUID()}/cancel`, payload: { scope: "all" } }),
      404,
      "NOT_FOUND",
    ],
    ["delete: not a uuid", () => ({ method: "DELETE", url: "/api/series/nope" }), 400, "VALIDATION_FAILED"],
    ["delete: unknown series", () => ({ method: "DELETE", url: `/api/series/${randomUUID()}` }), 404, "NOT_FOUND"],
    [
      "delete: signed out",
      () => ({ method: "DELETE", url: `/api/series/${randomUUID()}`, auth: false }),
      401,
      "UNAUTHENTICATED",
    ],
    [
      "template: unknown office",
      () => ({
        method: "POST",
        url: "/api/templates",
        payload: { name: "T", officeId: randomUUID(), startTime: "09:00", durationMinutes: 60 },
      }),
      404,
      "NOT_FOUND",
    ],
    [
      "template: empty name",
      (ctx) => ({
        method: "POST",
        url: "/api/templates",
        payload: { name: " ", officeId: ctx.officeId, startTime: "09:00", durationMinutes: 60 },
      }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "template book: unknown template",
      () => ({ method: "POST", url: `/api/templates/${randomUUID()}/book`, payload: { dates: ["2026-12-01"] } }),
      404,
      "NOT_FOUND",
    ],
    [
      "template book: no dates",
      () => ({ method: "POST", url: `/api/templates/${randomUUID()}/book`, payload: { dates: [] } }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "template book: not a date",
      () => ({ method: "POST", url: `/api/templates/${randomUUID()}/book`, payload: { dates: ["2026-13-01"] } }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "template edit: unknown template",
      () => ({ method: "PATCH", url: `/api/templates/${randomUUID()}`, payload: { name: "Renamed" } }),
      404,
      "NOT_FOUND",
    ],
    [
      "template edit: zero minutes",
      () => ({ method: "PATCH", url: `/api/templates/${randomUUID()}`, payload: { durationMinutes: 0 } }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "template edit: unknown field",
      () => ({ method: "PATCH", url: `/api/templates/${randomUUID()}`, payload: { colour: "red" } }),
      400,
      "VALIDATION_FAILED",
    ],
    ["template delete: unknown", () => ({ method: "DELETE", url: `/api/templates/${randomUUID()}` }), 404, "NOT_FOUND"],
  ],
  (env) => {
    it("left no series behind", async () => {
      const list = await env.call({ method: "GET", url: "/api/series?scope=team" });
      expect(list.status).toBe(200);
      expect(list.body).toEqual([]);
      expect((await env.call({ method: "GET", url: "/api/templates" })).body).toEqual([]);
    });
  },
);
