/**
 * Bad input on every call in scope: missing, extra and mistyped fields, huge strings and bodies,
 * malformed JSON, wrong content types, non-UUID ids, impossible dates, off-grid times, silly
 * capacities and limits. Every answer is a 4xx `{ code, message }` (never a 5xx), and nothing in the
 * team changes. A fast-check property then throws random JSON at the three busiest POSTs.
 *
 * The app trusts X-Forwarded-For so each request can come from its own address: the per-address
 * limits on sign-up and join (20 a minute) would otherwise answer 429 to most of these cases.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDate } from "../lib/time.ts";
import { localSlot, type Session, startTestApp, type TestApp, type TestResponse, uniqueEmail } from "./harness.ts";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

interface Ctx {
  admin: Session;
  officeId: string;
  bookingId: string;
  inviteCode: string;
  /** The e-mail the invitation was sent to; every rejected sign-up or join uses it. */
  invitedEmail: string;
  /** A valid future slot (start, end) on the local grid. */
  start: string;
  end: string;
  /** Local day of the slot, yyyy-MM-dd. */
  date: string;
}

interface Req {
  method: Method;
  url: string;
  /** Signed in as the team admin unless false. */
  auth?: boolean;
  cookie?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

let ipCounter = 0;
function nextIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A 4xx answer whose body is exactly `{ code, message }` with non-empty strings. */
function expectErrorShape(res: TestResponse): void {
  expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  expect(String(res.headers["content-type"])).toContain("application/json");
  expect(typeof res.body).toBe("object");
  expect(Object.keys(res.body).sort()).toEqual(["code", "message"]);
  expect(res.body.code).toMatch(/^[A-Z_]+$/);
  expect(typeof res.body.message).toBe("string");
  expect(res.body.message.length).toBeGreaterThan(0);
}

const big = (n: number) => "x".repeat(n);
const HUGE = big(100_000);

describe("bad input", () => {
  let t: TestApp;
  const ctx = {} as Ctx;

  async function call(req: Req): Promise<TestResponse> {
    const cookie = req.cookie ?? (req.auth === false ? undefined : ctx.admin.cookie);
    return t.request(req.method, req.url, {
      cookie,
      payload: req.payload,
      headers: { "x-forwarded-for": nextIp(), ...(req.headers ?? {}) },
    });
  }

  /** Everything a rejected request could have changed, as seen by the team and the database. */
  async function snapshot() {
    const [offices, mine, day, invitations, members, me, invite, accounts] = await Promise.all([
      call({ method: "GET", url: "/api/offices" }),
      call({ method: "GET", url: "/api/bookings" }),
      call({ method: "GET", url: `/api/bookings?date=${ctx.date}` }),
      call({ method: "GET", url: "/api/team/invitations" }),
      call({ method: "GET", url: "/api/team/members" }),
      call({ method: "GET", url: "/api/user" }),
      call({ method: "GET", url: `/api/auth/validate-invite/${ctx.inviteCode}`, auth: false }),
      t.database.db.execute(sql`select count(*)::int as n from users where lower(email) = ${ctx.invitedEmail}`),
    ]);
    const rows = (accounts as unknown as { rows: { n: number }[] }).rows;
    return {
      offices: offices.body,
      mine: mine.body,
      day: day.body,
      invitations: invitations.body,
      members: members.body,
      me: me.body,
      invite: invite.body,
      invitedAccounts: rows[0].n,
    };
  }

  beforeAll(async () => {
    t = await startTestApp({ config: { trustProxy: true } });
    ctx.admin = await t.signupTeam();
    ctx.officeId = (await t.createOffice(ctx.admin, { name: "Fixture Room", capacity: 4 })).id;
    ctx.start = await localSlot(2, 9);
    ctx.end = await localSlot(2, 10);
    ctx.date = localDate(new Date(ctx.start), "America/New_York");
    const booking = await call({
      method: "POST",
      url: "/api/bookings",
      payload: { officeId: ctx.officeId, startISO: ctx.start, endISO: ctx.end },
    });
    expect(booking.status).toBe(201);
    ctx.bookingId = booking.body.id;
    ctx.invitedEmail = uniqueEmail("invited");
    const invite = await call({
      method: "POST",
      url: "/api/team/invitations",
      payload: { email: ctx.invitedEmail, role: "member" },
    });
    expect(invite.status).toBe(201);
    ctx.inviteCode = invite.body.code;
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
  const signup = (over: Record<string, unknown>) => () => ({
    method: "POST" as const,
    url: "/api/auth/signup",
    auth: false,
    payload: { name: "Val Id", email: ctx.invitedEmail, password: "Passw0rd!", companyName: "Valid Co", ...over },
  });
  const join = (over: Record<string, unknown>) => () => ({
    method: "POST" as const,
    url: "/api/auth/join-team",
    auth: false,
    payload: { inviteCode: ctx.inviteCode, name: "Jo In", email: ctx.invitedEmail, password: "Passw0rd!", ...over },
  });
  const office = (payload: unknown, headers?: Record<string, string>) => () => ({
    method: "POST" as const,
    url: "/api/offices",
    payload,
    headers,
  });
  const patchOffice = (payload: unknown, id?: string) => () => ({
    method: "PATCH" as const,
    url: `/api/offices/${id ?? ctx.officeId}`,
    payload,
  });
  const invite = (payload: unknown) => () => ({ method: "POST" as const, url: "/api/team/invitations", payload });
  const get =
    (url: string | (() => string), auth = true) =>
    () => ({
      method: "GET" as const,
      url: typeof url === "string" ? url : url(),
      auth,
    });

  const JSON_TEXT = { "content-type": "text/plain" };
  const FORM = { "content-type": "application/x-www-form-urlencoded" };
  const XML = { "content-type": "application/xml" };

  type Case = [label: string, req: () => Req | Promise<Req>, status: number, code: string];
  const cases: Case[] = [
    // POST /api/login
    [
      "login: missing password",
      () => ({ method: "POST", url: "/api/login", auth: false, payload: { email: "a@b.test" } }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "login: extra field",
      () => ({
        method: "POST",
        url: "/api/login",
        auth: false,
        payload: { email: "a@b.test", password: "x", remember: true },
      }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "login: e-mail is a number",
      () => ({ method: "POST", url: "/api/login", auth: false, payload: { email: 42, password: "x" } }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "login: 60 000-char password",
      () => ({ method: "POST", url: "/api/login", auth: false, payload: { email: "a@b.test", password: big(60_000) } }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "login: 100 000-char e-mail",
      () => ({ method: "POST", url: "/api/login", auth: false, payload: { email: HUGE, password: "x" } }),
      413,
      "PAYLOAD_TOO_LARGE",
    ],
    [
      "login: malformed JSON",
      () => ({ method: "POST", url: "/api/login", auth: false, payload: "{bad" }),
      400,
      "MALFORMED_JSON",
    ],
    [
      "login: empty JSON body",
      () => ({ method: "POST", url: "/api/login", auth: false, payload: "" }),
      400,
      "MALFORMED_JSON",
    ],
    [
      "login: array body",
      () => ({ method: "POST", url: "/api/login", auth: false, payload: [] }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "login: form-encoded",
      () => ({ method: "POST", url: "/api/login", auth: false, payload: "email=a&password=b", headers: FORM }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    ],
    [
      "login: text/plain",
      () => ({ method: "POST", url: "/api/login", auth: false, payload: '{"email":"a@b.test"}', headers: JSON_TEXT }),
      400,
      "VALIDATION_FAILED",
    ],
    // POST /api/logout
    ["logout: malformed JSON", () => ({ method: "POST", url: "/api/logout", payload: "{bad" }), 400, "MALFORMED_JSON"],
    [
      "logout: xml",
      () => ({ method: "POST", url: "/api/logout", payload: "<a/>", headers: XML }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    ],
    // POST /api/auth/signup
    [
      "signup: empty object",
      () => ({ method: "POST", url: "/api/auth/signup", auth: false, payload: {} }),
      400,
      "VALIDATION_FAILED",
    ],
    ["signup: missing companyName", signup({ companyName: undefined }), 400, "VALIDATION_FAILED"],
    ["signup: extra role super_admin", signup({ role: "super_admin" }), 400, "VALIDATION_FAILED"],
    ["signup: extra teamId", signup({ teamId: randomUUID() }), 400, "VALIDATION_FAILED"],
    ["signup: name is a number", signup({ name: 7 }), 400, "VALIDATION_FAILED"],
    ["signup: password is an array", signup({ password: ["Passw0rd!"] }), 400, "VALIDATION_FAILED"],
    ["signup: 121-char name", signup({ name: big(121) }), 400, "VALIDATION_FAILED"],
    ["signup: 129-char password", signup({ password: `Aa1${big(126)}` }), 400, "VALIDATION_FAILED"],
    ["signup: 100 000-char company", signup({ companyName: HUGE }), 413, "PAYLOAD_TOO_LARGE"],
    ["signup: NUL in name", signup({ name: "Nul\u0000Name" }), 400, "VALIDATION_FAILED"],
    [
      "signup: malformed JSON",
      () => ({ method: "POST", url: "/api/auth/signup", auth: false, payload: '{"name":' }),
      400,
      "MALFORMED_JSON",
    ],
    [
      "signup: __proto__ key",
      () => ({ method: "POST", url: "/api/auth/signup", auth: false, payload: '{"__proto__":{"role":"super_admin"}}' }),
      400,
      "MALFORMED_JSON",
    ],
    // POST /api/auth/join-team
    ["join: missing inviteCode", join({ inviteCode: undefined }), 400, "VALIDATION_FAILED"],
    ["join: inviteCode is a number", join({ inviteCode: 12345678 }), 400, "VALIDATION_FAILED"],
    ["join: 65-char inviteCode", join({ inviteCode: big(65) }), 400, "VALIDATION_FAILED"],
    ["join: extra role team_admin", join({ role: "team_admin" }), 400, "VALIDATION_FAILED"],
    ["join: extra teamId", join({ teamId: randomUUID() }), 400, "VALIDATION_FAILED"],
    ["join: weak password", join({ password: "password" }), 400, "VALIDATION_FAILED"],
    ["join: NUL in name", join({ name: "a\u0000" }), 400, "VALIDATION_FAILED"],
    [
      "join: form-encoded",
      () => ({ method: "POST", url: "/api/auth/join-team", auth: false, payload: "inviteCode=x", headers: FORM }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    ],
    // GET /api/auth/validate-invite/{code}
    ["validate-invite: 65-char code", get(`/api/auth/validate-invite/${big(65)}`, false), 400, "VALIDATION_FAILED"],
    [
      "validate-invite: broken percent-encoding",
      get("/api/auth/validate-invite/%E0%A4%A", false),
      400,
      "VALIDATION_FAILED",
    ],
    // GET /api/user and onboarding
    [
      "user: forged cookie",
      () => ({ method: "GET", url: "/api/user", cookie: "officely.session_token=x.y" }),
      401,
      "UNAUTHENTICATED",
    ],
    ["onboarding-status: no cookie", get("/api/user/onboarding-status", false), 401, "UNAUTHENTICATED"],
    [
      "complete-onboarding: malformed JSON",
      () => ({ method: "PATCH", url: "/api/user/complete-onboarding", payload: "{bad" }),
      400,
      "MALFORMED_JSON",
    ],
    [
      "reset-onboarding: xml",
      () => ({ method: "PATCH", url: "/api/user/reset-onboarding", payload: "<x/>", headers: XML }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    ],
    // POST /api/offices
    ["create office: empty object", office({}), 400, "VALIDATION_FAILED"],
    ["create office: missing name", office({ capacity: 2 }), 400, "VALIDATION_FAILED"],
    ["create office: blank name", office({ name: "   ", capacity: 2 }), 400, "VALIDATION_FAILED"],
    ["create office: name is a number", office({ name: 5, capacity: 2 }), 400, "VALIDATION_FAILED"],
    ["create office: 121-char name", office({ name: big(121), capacity: 2 }), 400, "VALIDATION_FAILED"],
    ["create office: 100 000-char name", office({ name: HUGE, capacity: 2 }), 413, "PAYLOAD_TOO_LARGE"],
    [
      "create office: 501-char description",
      office({ name: "D", capacity: 2, description: big(501) }),
      400,
      "VALIDATION_FAILED",
    ],
    ["create office: NUL in name", office({ name: "Null\u0000Room", capacity: 2 }), 400, "VALIDATION_FAILED"],
    ["create office: capacity 0", office({ name: "Zero", capacity: 0 }), 400, "VALIDATION_FAILED"],
    ["create office: capacity -3", office({ name: "Negative", capacity: -3 }), 400, "VALIDATION_FAILED"],
    ["create office: capacity 1.5", office({ name: "Half", capacity: 1.5 }), 400, "VALIDATION_FAILED"],
    ["create office: capacity 501", office({ name: "Huge", capacity: 501 }), 400, "VALIDATION_FAILED"],
    ["create office: capacity 1e12", office({ name: "Huger", capacity: 1e12 }), 400, "VALIDATION_FAILED"],
    ["create office: capacity as string", office({ name: "Str", capacity: "4" }), 400, "VALIDATION_FAILED"],
    ["create office: capacity null", office({ name: "Null", capacity: null }), 400, "VALIDATION_FAILED"],
    ["create office: isShared 'yes'", office({ name: "Yes", capacity: 2, isShared: "yes" }), 400, "VALIDATION_FAILED"],
    [
      "create office: equipment not an array",
      office({ name: "Eq", capacity: 2, equipment: "monitor" }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "create office: 21 equipment items",
      office({ name: "Eq", capacity: 2, equipment: Array.from({ length: 21 }, (_, i) => `e${i}`) }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "create office: extra teamId",
      office({ name: "Foreign", capacity: 2, teamId: randomUUID() }),
      400,
      "VALIDATION_FAILED",
    ],
    ["create office: extra id", office({ id: randomUUID(), name: "Chosen id", capacity: 2 }), 400, "VALIDATION_FAILED"],
    ["create office: array body", office([{ name: "Arr", capacity: 2 }]), 400, "VALIDATION_FAILED"],
    ["create office: malformed JSON", office("{bad"), 400, "MALFORMED_JSON"],
    [
      "create office: body over 64 KB",
      office(JSON.stringify({ name: "Big", capacity: 2, description: big(70_000) })),
      413,
      "PAYLOAD_TOO_LARGE",
    ],
    ["create office: text/plain", office('{"name":"Plain","capacity":2}', JSON_TEXT), 400, "VALIDATION_FAILED"],
    ["create office: form-encoded", office("name=Form&capacity=2", FORM), 415, "UNSUPPORTED_MEDIA_TYPE"],
    [
      "create office: no cookie",
      () => ({ method: "POST", url: "/api/offices", auth: false, payload: { name: "Anon", capacity: 2 } }),
      401,
      "UNAUTHENTICATED",
    ],
    // PATCH /api/offices/{id}
    ["edit office: non-UUID id", patchOffice({ capacity: 2 }, "not-a-uuid"), 400, "VALIDATION_FAILED"],
    ["edit office: SQL in id", patchOffice({ capacity: 2 }, "1'%20OR%20'1'='1"), 400, "VALIDATION_FAILED"],
    ["edit office: unknown UUID", patchOffice({ capacity: 2 }, randomUUID()), 404, "NOT_FOUND"],
    ["edit office: empty object", patchOffice({}), 400, "VALIDATION_FAILED"],
    ["edit office: capacity 0", patchOffice({ capacity: 0 }), 400, "VALIDATION_FAILED"],
    ["edit office: capacity -1", patchOffice({ capacity: -1 }), 400, "VALIDATION_FAILED"],
    ["edit office: capacity 1e9", patchOffice({ capacity: 1e9 }), 400, "VALIDATION_FAILED"],
    ["edit office: name null", patchOffice({ name: null }), 400, "VALIDATION_FAILED"],
    ["edit office: isActive 'false'", patchOffice({ isActive: "false" }), 400, "VALIDATION_FAILED"],
    ["edit office: extra teamId", patchOffice({ teamId: randomUUID() }), 400, "VALIDATION_FAILED"],
    ["edit office: NUL in description", patchOffice({ description: "\u0000" }), 400, "VALIDATION_FAILED"],
    ["edit office: malformed JSON", patchOffice("{bad"), 400, "MALFORMED_JSON"],
    ["edit office: 100 000-char name", patchOffice({ name: HUGE }), 413, "PAYLOAD_TOO_LARGE"],
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
    // Team and dashboard
    [
      "stats: forged cookie",
      () => ({ method: "GET", url: "/api/dashboard/stats", cookie: "officely.session_token=%%%" }),
      401,
      "UNAUTHENTICATED",
    ],
    ["members: no cookie", get("/api/team/members", false), 401, "UNAUTHENTICATED"],
    ["invitations list: no cookie", get("/api/team/invitations", false), 401, "UNAUTHENTICATED"],
    ["invite: empty object", invite({}), 400, "VALIDATION_FAILED"],
    ["invite: bad e-mail", invite({ email: "nope", role: "member" }), 400, "VALIDATION_FAILED"],
    ["invite: role super_admin", invite({ email: uniqueEmail("x"), role: "super_admin" }), 400, "VALIDATION_FAILED"],
    ["invite: role admin", invite({ email: uniqueEmail("x"), role: "admin" }), 400, "VALIDATION_FAILED"],
    ["invite: role is a number", invite({ email: uniqueEmail("x"), role: 3 }), 400, "VALIDATION_FAILED"],
    ["invite: extra teamId", invite({ email: uniqueEmail("x"), teamId: randomUUID() }), 400, "VALIDATION_FAILED"],
    ["invite: 100 000-char e-mail", invite({ email: HUGE }), 413, "PAYLOAD_TOO_LARGE"],
    ["invite: malformed JSON", invite("{bad"), 400, "MALFORMED_JSON"],
  ];

  const rows = cases.map(([label, make, status, code]) => ({ label, make, status, code }));
  it.each(rows)("$label -> $status $code", async ({ make, status, code }) => {
    const before = await snapshot();
    const res = await call(await make());
    expectErrorShape(res);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.code).toBe(code);
    expect(await snapshot()).toEqual(before);
  });

  it("the spec's validation messages name what is wrong", async () => {
    const weak = await call(signup({ password: "password1" })());
    expect(weak.body.message).toContain("Password must contain uppercase, lowercase, and number");
    const capacity = await call(office({ name: "Zero", capacity: 0 })());
    expect(capacity.body.message).toContain("Capacity must be at least 1");
    const id = await call(patchOffice({ capacity: 2 }, "nope")());
    expect(id.body.message).toContain("Office id must be a UUID");
    const limit = await call(get("/api/bookings/upcoming?limit=1000")());
    expect(limit.body.message).toContain("limit must be at most 50");
  });

  describe("random JSON (fast-check)", () => {
    const NUM_RUNS = 100;

    /** A random string is sent as a JSON string value, not as raw (malformed) body text. */
    const asJson = (payload: unknown) => (typeof payload === "string" ? JSON.stringify(payload) : payload);

    /** Mostly `valid`, sometimes anything: payloads get past the schema often enough to reach the rules and SQL. */
    const mostly = <T>(valid: fc.Arbitrary<T>) =>
      fc.oneof({ arbitrary: valid, weight: 9 }, { arbitrary: fc.anything(), weight: 1 });
    /** Usually nothing, sometimes `extra` (fc.option would add it four times in five). */
    const rarely = <T>(extra: fc.Arbitrary<T>) =>
      fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, { arbitrary: extra, weight: 1 });
    /** Text including NUL, control characters and any Unicode code point. */
    const anyText = fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.string({ unit: "binary-ascii" }));
    /** Random JSON: whole random values, random objects, or a near-valid body with random fields. */
    const payloads = (nearValid: fc.Arbitrary<Record<string, unknown>>) =>
      fc.oneof(
        { arbitrary: nearValid, weight: 4 },
        { arbitrary: fc.anything(), weight: 1 },
        { arbitrary: fc.object(), weight: 1 },
      );

    function checkAnswer(res: TestResponse): void {
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      if (res.status >= 300) expectErrorShape(res);
    }

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

    it("POST /api/offices never answers 5xx", async () => {
      const nearValid = fc.record(
        {
          name: mostly(fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), anyText)),
          description: mostly(fc.oneof(anyText, fc.constant(null))),
          capacity: mostly(
            fc.oneof({ arbitrary: fc.integer({ min: 1, max: 500 }), weight: 3 }, fc.integer(), fc.double()),
          ),
          isShared: mostly(fc.boolean()),
          equipment: mostly(fc.array(anyText, { maxLength: 25 })),
          building: mostly(fc.oneof(anyText, fc.constant(null))),
          floor: mostly(fc.oneof(anyText, fc.constant(null))),
        },
        { requiredKeys: ["name", "capacity"] },
      );
      await fc.assert(
        fc.asyncProperty(payloads(nearValid), async (payload) => {
          checkAnswer(await call({ method: "POST", url: "/api/offices", payload: asJson(payload) }));
        }),
        { numRuns: NUM_RUNS },
      );
    });

    it("POST /api/auth/signup never answers 5xx", async () => {
      const nearValid = fc.record(
        {
          name: mostly(fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), anyText)),
          email: mostly(
            fc.oneof(
              { arbitrary: fc.uuid().map((id) => `fc-${id}@example.test`), weight: 3 },
              fc.constant(ctx.admin.email.toUpperCase()),
              fc.emailAddress(),
              anyText,
            ),
          ),
          password: mostly(fc.oneof({ arbitrary: fc.constant("Passw0rd!"), weight: 3 }, anyText)),
          companyName: mostly(fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), anyText)),
        },
        { requiredKeys: ["name", "email", "password", "companyName"] },
      );
      const withExtra = fc
        .tuple(nearValid, rarely(fc.record({ role: fc.anything() })))
        .map(([body, extra]) => ({ ...body, ...(extra ?? {}) }));
      await fc.assert(
        fc.asyncProperty(payloads(withExtra), async (payload) => {
          checkAnswer(await call({ method: "POST", url: "/api/auth/signup", auth: false, payload: asJson(payload) }));
        }),
        { numRuns: NUM_RUNS },
      );
    });
  });
});
