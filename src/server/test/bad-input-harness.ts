/**
 * The one bad-input framework. Each module's rows live in its own folder as
 * `src/server/modules/<module>/<module>.bad-input.test.ts` (auth, bookings, dashboard, invitations,
 * offices, team, user), with that module's spec-message checks beside them; the fast-check
 * properties (random JSON at sign-up, offices and bookings) and their generators are in
 * src/server/test/bad-input-properties.test.ts, over the same fixture (`describeOnFixture`). Each
 * row is a request that must be answered with one exact 4xx `{ code, message }` and change nothing
 * the team can see.
 *
 * The fixture is a team with an admin, an office, a booking and a pending invitation; the snapshot
 * compared before and after every row reads all of them back through the API (offices, bookings,
 * the day, upcoming, the office's availability, invitations, members, the user, the invite, the team
 * settings) and
 * counts accounts for the invited e-mail, so a row that changed anything fails.
 *
 * The app trusts X-Forwarded-For so every request comes from its own address and the per-address
 * limits (sign-up and join: 20 a minute) never answer 429 to a row.
 *
 * Also here, once: big strings and content types for rows, and the `{ code, message }` check.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorCode } from "#shared/errors.ts";
import { localDate } from "#shared/time.ts";
import { localSlot, type Session, startTestApp, type TestApp, type TestResponse, uniqueEmail } from "./harness.ts";

export interface BadInputContext {
  admin: Session;
  officeId: string;
  bookingId: string;
  inviteCode: string;
  /** The e-mail the fixture invitation went to; every rejected sign-up or join uses it. */
  invitedEmail: string;
  /** A valid future slot on the local grid, and its local day (yyyy-MM-dd). */
  start: string;
  end: string;
  date: string;
}

export interface BadInputRequest {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  url: string;
  /** Signed in as the fixture's team admin unless false. */
  auth?: boolean;
  cookie?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export type BadInputCase = [
  label: string,
  request: (ctx: BadInputContext) => BadInputRequest | Promise<BadInputRequest>,
  status: number,
  code: ErrorCode,
];

/** What a describe block over the fixture gets: the fixture, the caller and the snapshot. */
export interface BadInputEnv {
  /** Filled in by beforeAll; read it inside tests. */
  ctx: BadInputContext;
  /** Sends a request from a new address, signed in as the fixture's admin unless it says otherwise. */
  call(req: BadInputRequest): Promise<TestResponse>;
  /** Everything a rejected request could have changed, as seen by the team and the database. */
  snapshot(): Promise<unknown>;
  /** The app under test (e.g. to create a super admin the way the CLI does). */
  app(): TestApp;
}

export const big = (n: number) => "x".repeat(n);
/** Larger than the 64 KB body limit once in JSON. */
export const HUGE = big(100_000);
/** JSON labelled as text: a body a cross-site form can send without a preflight (415). */
export const JSON_TEXT = { "content-type": "text/plain" };
export const FORM = { "content-type": "application/x-www-form-urlencoded" };
export const XML = { "content-type": "application/xml" };
export { randomUUID, uniqueEmail };

/** A 4xx answer whose body is exactly `{ code, message }` with non-empty strings. */
export function expectErrorShape(res: TestResponse): void {
  expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  expect(String(res.headers["content-type"])).toContain("application/json");
  expect(typeof res.body).toBe("object");
  expect(Object.keys(res.body).sort()).toEqual(["code", "message"]);
  expect(res.body.code).toMatch(/^[A-Z_]+$/);
  expect(typeof res.body.message).toBe("string");
  expect(res.body.message.length).toBeGreaterThan(0);
}

/**
 * Declares, under `title` and over a fresh app and fixture, one test per case, then the tests that
 * `more` declares with the same fixture and caller (the spec's messages).
 */
export function describeBadInput(title: string, cases: BadInputCase[], more?: (env: BadInputEnv) => void): void {
  describeOnFixture(title, (env) => {
    const rows = cases.map(([label, make, status, code]) => ({ label, make, status, code }));
    it.each(rows)("$label -> $status $code", async ({ make, status, code }) => {
      const before = await env.snapshot();
      const res = await env.call(await make(env.ctx));
      expectErrorShape(res);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.code).toBe(code);
      expect(await env.snapshot()).toEqual(before);
    });
    more?.(env);
  });
}

/** Declares `body`'s tests under `title`, over a fresh app (trusting X-Forwarded-For) and the fixture. */
export function describeOnFixture(title: string, body: (env: BadInputEnv) => void): void {
  describe(title, () => {
    let t: TestApp;
    const ctx = {} as BadInputContext;
    let ip = 0;

    function call(req: BadInputRequest): Promise<TestResponse> {
      ip++;
      const cookie = req.cookie ?? (req.auth === false ? undefined : ctx.admin.cookie);
      return t.request(req.method, req.url, {
        cookie,
        payload: req.payload,
        headers: { "x-forwarded-for": `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`, ...req.headers },
      });
    }

    async function snapshot() {
      const [offices, mine, day, upcoming, availability, invitations, members, me, invite, accounts, settings, theme] =
        await Promise.all([
          call({ method: "GET", url: "/api/offices" }),
          call({ method: "GET", url: "/api/bookings" }),
          call({ method: "GET", url: `/api/bookings?date=${ctx.date}` }),
          call({ method: "GET", url: "/api/bookings/upcoming?limit=50" }),
          call({ method: "GET", url: `/api/offices/${ctx.officeId}/availability?date=${ctx.date}` }),
          call({ method: "GET", url: "/api/team/invitations" }),
          call({ method: "GET", url: "/api/team/members" }),
          call({ method: "GET", url: "/api/user" }),
          call({ method: "GET", url: `/api/auth/validate-invite/${ctx.inviteCode}`, auth: false }),
          t.database.db.execute(sql`select count(*)::int as n from users where lower(email) = ${ctx.invitedEmail}`),
          call({ method: "GET", url: "/api/team/settings" }),
          call({ method: "GET", url: "/api/team/theme" }),
        ]);
      return {
        offices: offices.body,
        mine: mine.body,
        day: day.body,
        upcoming: upcoming.body,
        availability: availability.body,
        invitations: invitations.body,
        members: members.body,
        me: me.body,
        invite: invite.body,
        invitedAccounts: (accounts as unknown as { rows: { n: number }[] }).rows[0].n,
        settings: settings.body,
        theme: theme.body,
      };
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

    body({ ctx, call, snapshot, app: () => t });
  });
}
