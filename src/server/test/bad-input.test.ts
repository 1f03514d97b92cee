/**
 * Bad input on every call in scope: missing, extra and mistyped fields, huge strings and bodies,
 * malformed JSON, wrong content types, non-UUID ids, impossible dates, off-grid times, silly
 * capacities and limits. Every answer is a 4xx `{ code, message }` (never a 5xx), and nothing in the
 * team changes. A fast-check property then throws random JSON at sign-up and office creation. The
 * bookings calls' rows are in src/server/modules/bookings/bookings-bad-input.test.ts.
 *
 * The app trusts X-Forwarded-For so each request can come from its own address: the per-address
 * limits on sign-up and join (20 a minute) would otherwise answer 429 to most of these cases.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDate } from "#shared/time.ts";
import {
  anyText,
  asJson,
  type BadInputCase,
  badInputCaller,
  big,
  checkAnswer,
  FORM,
  HUGE,
  itRefusesEach,
  JSON_TEXT,
  mostly,
  NUM_RUNS,
  payloads,
  rarely,
  XML,
} from "./bad-input-kit.ts";
import { localSlot, type Session, startTestApp, type TestApp, uniqueEmail } from "./harness.ts";

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

describe("bad input", () => {
  let t: TestApp;
  const ctx = {} as Ctx;

  const call = badInputCaller(
    () => t,
    () => ctx.admin.cookie,
  );

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

  const cases: BadInputCase[] = [
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
  ];

  itRefusesEach(cases, call, snapshot);

  it("the spec's validation messages name what is wrong", async () => {
    const weak = await call(signup({ password: "password1" })());
    expect(weak.body.message).toContain("Password must contain uppercase, lowercase, and number");
    const capacity = await call(office({ name: "Zero", capacity: 0 })());
    expect(capacity.body.message).toContain("Capacity must be at least 1");
    const id = await call(patchOffice({ capacity: 2 }, "nope")());
    expect(id.body.message).toContain("Office id must be a UUID");
  });

  describe("random JSON (fast-check)", () => {
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
