/**
 * Fuzz suite: requests for every operation in the app's own OpenAPI document, generated
 * with fast-check from each operation's parameter and body schemas (valid, boundary and invalid
 * values, wrong types, extra keys, huge, unicode and NUL strings, ids of the other team), sent as each
 * role of two teams and as nobody. Asserts: no answer is a 5xx; every 4xx is JSON `{ code, message }`
 * with non-empty strings; and the other team's rows and API views are byte-for-byte unchanged.
 *
 * Bounded: FUZZ_REQUESTS (default 10 000) requests in two phases (team A acts while team B is
 * watched, then the reverse), through app.inject. FUZZ_SEED replays a run; the seed and the counts
 * (per status class and per route) are printed so CI shows them.
 *
 * Over 250 lines: the generators, the two-team fixture and the invariants are one piece; the value
 * generators that could stand alone live in src/server/test/fuzz/.
 */
import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FuzzRequest, type Operation, operationsOf, requestArbitrary } from "./fuzz/requests.ts";
import type { Hint } from "./fuzz/schema-arbitraries.ts";
import { localSlot, type Session, startTestApp, TEST_PASSWORD, type TestApp, uniqueEmail } from "./harness.ts";

const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const HASHING = /\/(login|signup|join-team|register)$/;
/** Routes that end the session a request presents when they succeed (besides /api/logout). */
const ENDS_SESSION = new Set(["/api/login", "/api/auth/signup", "/api/register", "/api/auth/join-team"]);

interface Team {
  label: string;
  actors: Session[];
  officeIds: string[];
  /** A site of the team, its floor and the floor's neighbourhood (ids of PATCH/DELETE on each). */
  placeIds: string[];
  floorIds: string[];
  /** Its floor's neighbourhood (an office's neighbourhoodId). */
  neighbourhoodIds: string[];
  bookingIds: string[];
  inviteCodes: string[];
  /** The addresses the pending invitations were sent to (a join must use its invitation's address). */
  invitedEmails: string[];
  dates: string[];
  /** The team's SCIM token: the team admin's requests to /api/scim/v2 carry it. */
  scimToken: string;
  /** Personal API tokens of the admin (every scope) and the member (every scope a member may use). */
  apiTokens: Map<Session, string>;
}

interface Failure {
  actor: string;
  request: FuzzRequest;
  status: number;
  body: string;
  why: string;
}

const weighted = <T>(...pairs: [number, fc.Arbitrary<T>][]) =>
  fc.oneof(...pairs.map(([weight, arbitrary]) => ({ weight, arbitrary })));

/** `yyyy-MM-dd` of today plus `days` (UTC; the grid only needs dates near today). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Domain values by field name, so valid requests reach the services: `self` acts, `other` is watched. */
function domainHint(self: Team, other: Team): Hint {
  const pick = <T>(values: T[]) => fc.constantFrom(...values);
  const anyUuid = fc.oneof(fc.uuid(), fc.constantFrom("00000000-0000-0000-0000-000000000000"));
  const userIds = (t: Team) => t.actors.map((a) => a.user.id);
  const emails = (t: Team) => t.actors.map((a) => a.email);
  const slot = fc
    .record({
      day: fc.integer({ min: -2, max: 30 }),
      // Mostly 11:00-22:00 UTC, the default team's business hours in New York; sometimes any time.
      quarter: weighted([3, fc.integer({ min: 44, max: 88 })], [1, fc.integer({ min: 0, max: 95 })]),
    })
    .map(({ day, quarter }) => {
      const base = Date.UTC(...(dayFromNow(day).split("-").map(Number) as [number, number, number]));
      return new Date(base + quarter * 15 * 60_000).toISOString();
    });
  return (name, schema) => {
    switch (name) {
      case "officeId":
        return weighted<string>([6, pick(self.officeIds)], [2, pick(other.officeIds)], [1, anyUuid]);
      case "id":
      case "bookingId":
        return weighted<string>(
          [5, pick([...self.officeIds, ...self.bookingIds, ...self.placeIds])],
          [3, pick([...other.officeIds, ...other.bookingIds, ...other.placeIds])],
          [1, pick([...userIds(self), ...userIds(other), self.actors[0].team.id, other.actors[0].team.id])],
          [1, anyUuid],
        );
      case "floorId":
        return weighted<string>([6, pick(self.floorIds)], [2, pick(other.floorIds)], [1, anyUuid]);
      case "neighbourhoodId":
        return weighted<string | null>(
          [4, pick(self.neighbourhoodIds)],
          [2, pick(other.neighbourhoodIds)],
          [1, fc.constant(null)],
        );
      case "teamId":
        return pick([self.actors[0].team.id, other.actors[0].team.id, randomUUID()]);
      case "assignedUserId":
        return weighted<string | null>([3, pick(userIds(self))], [1, pick(userIds(other))], [1, fc.constant(null)]);
      case "userId":
      case "memberId":
        return pick([...userIds(self), ...userIds(other), randomUUID()]);
      case "code":
        return weighted<string>([3, pick(self.inviteCodes)], [3, pick(other.inviteCodes)], [1, fc.string()]);
      case "inviteCode":
        // The other team's codes stay out: joining with a valid code is a legitimate change to that team.
        return weighted<string>([3, pick(self.inviteCodes)], [1, fc.string({ minLength: 1, maxLength: 64 })]);
      case "date":
      case "from":
      case "to":
        // The floor map's window is of local times (its schema's pattern has a colon).
        if (String(schema.pattern ?? "").includes(":")) {
          return weighted<string>(
            [4, pick(name === "from" ? ["00:00", "09:00", "12:15"] : ["12:15", "17:00", "24:00"])],
            [1, pick(["9:00", "12:10", "25:00", "2026-06-01"])],
          );
        }
        return weighted<string>(
          [6, pick([...self.dates, ...other.dates, dayFromNow(0), dayFromNow(1)])],
          [2, fc.integer({ min: -400, max: 400 }).map(dayFromNow)],
          [1, fc.constantFrom("0001-01-01", "9999-12-31", "2024-02-30", "2024-13-01", "0000-00-00")],
        );
      case "startISO":
      case "endISO":
      case "startAt":
      case "endAt":
        return weighted<string>(
          [8, slot],
          [1, fc.constantFrom("2024-01-01T00:00:00Z", "+275760-09-13T00:00:00.000Z", "9999-12-31T23:59:59Z")],
        );
      case "email":
        return weighted<string>(
          [3, fc.constant(null).map(() => uniqueEmail("fuzz"))],
          [2, pick([...emails(self), ...self.invitedEmails])],
          [1, pick(emails(other).map((e) => ` ${e.toUpperCase()}\t`))],
          [1, pick(["not-an-email", "a@b", "@x.test", "x@", "a@b..test"])],
        );
      case "password":
        return pick([TEST_PASSWORD, "Zz9zzzzzzz", `Aa1${"p".repeat(125)}`]);
      // A provider's issuer is fetched: a closed loopback port, an address off loopback (refused
      // before any request), or a text that is no URL, never a host out on the network.
      case "issuer":
        return pick(["http://127.0.0.1:9", "http://idp.example.test", "not a url", "https://127.0.0.1:9/realms/x"]);
      default:
        return schema.format === "uuid" ? anyUuid : undefined;
    }
  };
}

/** Some generated bookings end a few quarters after they start, so the valid path is exercised. */
function relateTimes(req: FuzzRequest, quarters: number): FuzzRequest {
  if (!req.payload || req.contentType) return req;
  try {
    const body = JSON.parse(req.payload);
    if (typeof body?.startISO !== "string" || Number.isNaN(Date.parse(body.startISO))) return req;
    body.endISO = new Date(Date.parse(body.startISO) + quarters * 15 * 60_000).toISOString();
    return { ...req, payload: JSON.stringify(body) };
  } catch {
    return req;
  }
}

describe("fuzz: every operation of the OpenAPI document", () => {
  let t: TestApp;
  let operations: Operation[];
  const teams: Team[] = [];
  const failures: Failure[] = [];
  const staleCookies = new Map<Session, string>();
  const counts = {
    requests: 0,
    byClass: {} as Record<string, number>,
    byRoute: {} as Record<string, number[]>,
    /** Per route: answer code (or status) → count, and milliseconds spent. */
    codes: {} as Record<string, Record<string, number>>,
    ms: {} as Record<string, number>,
  };

  async function sessionFrom(email: string, password: string): Promise<string> {
    const res = await t.app.inject({ method: "POST", url: "/api/login", payload: { email, password } });
    const raw = res.headers["set-cookie"];
    const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
    return list.map((c) => c.split(";")[0]).join("; ");
  }

  async function makeTeam(label: string): Promise<Team> {
    const admin = await t.signupTeam({ companyName: `Fuzz ${label} ${randomUUID().slice(0, 6)}` });
    const manager = await t.addMember(admin, "team_manager", `${label} Manager`);
    const member = await t.addMember(admin, "member", `${label} Member`);
    const officeIds: string[] = [];
    for (const capacity of [1, 4]) officeIds.push((await t.createOffice(admin, { capacity })).id);
    // A desk assigned to the member, whose days its holder releases (docs/product.md "Assigned desks").
    const desk = await t.createOffice(admin, { capacity: 1, kind: "desk" });
    await t.request("PATCH", `/api/offices/${desk.id}`, {
      cookie: admin.cookie,
      payload: { assignedUserId: member.user.id },
    });
    officeIds.push(desk.id);
    const site = await t.request("POST", "/api/sites", { cookie: admin.cookie, payload: { name: `${label} Tower` } });
    const floor = await t.request("POST", `/api/sites/${site.body.id}/floors`, {
      cookie: admin.cookie,
      payload: { name: "1" },
    });
    const zone = await t.request("POST", `/api/floors/${floor.body.id}/neighbourhoods`, {
      cookie: admin.cookie,
      payload: { name: `${label} zone` },
    });
    expect([site.status, floor.status, zone.status]).toEqual([201, 201, 201]);
    const bookingIds: string[] = [];
    const dates: string[] = [];
    for (const [i, who] of [admin, manager, member].entries()) {
      const start = await localSlot(3 + i, 9);
      const end = await localSlot(3 + i, 10);
      dates.push(start.slice(0, 10));
      const res = await t.request("POST", "/api/bookings", {
        cookie: who.cookie,
        payload: { officeId: officeIds[0], startISO: start, endISO: end },
      });
      expect(res.status).toBe(201);
      bookingIds.push(res.body.id);
    }
    const inviteCodes: string[] = [];
    const invitedEmails: string[] = [];
    for (const role of ["member", "team_admin"]) {
      const email = uniqueEmail(`pending-${label}`);
      const res = await t.request("POST", "/api/team/invitations", { cookie: admin.cookie, payload: { email, role } });
      expect(res.status).toBe(201);
      inviteCodes.push(res.body.code);
      invitedEmails.push(email);
    }
    const token = await t.request("POST", "/api/team/credentials", {
      cookie: admin.cookie,
      payload: { kind: "scim", name: `Fuzz ${label}` },
    });
    expect(token.status).toBe(201);
    const scimToken = token.body.token as string;
    const apiTokens = new Map<Session, string>();
    for (const [actor, scopes] of [
      [admin, ["bookings:read", "bookings:write", "offices:read", "members:read", "analytics:read"]],
      [member, ["bookings:read", "bookings:write", "offices:read", "members:read"]],
    ] as const) {
      const made = await t.request("POST", "/api/user/tokens", {
        cookie: actor.cookie,
        payload: { name: `Fuzz ${label}`, scopes, expiresInDays: null },
      });
      expect(made.status).toBe(201);
      apiTokens.set(actor, made.body.token);
    }
    return {
      label,
      actors: [admin, manager, member],
      officeIds,
      placeIds: [site.body.id, floor.body.id, zone.body.id],
      floorIds: [floor.body.id],
      neighbourhoodIds: [zone.body.id],
      bookingIds,
      inviteCodes,
      invitedEmails,
      dates,
      scimToken,
      apiTokens,
    };
  }

  /**
   * Rows anyone may cause for any address: "Forgot password?" for another team's member records
   * the request (audit, event) and queues the link to that member's inbox. That is the feature, not a
   * leak: nothing the team can see or use changes, so the comparison leaves those rows out.
   */
  const RESET = "auth.password_reset_requested";
  const anyoneMayWrite: Record<string, SQL> = {
    audit_events: sql`r.action <> ${RESET}`,
    events: sql`r.type <> ${RESET}`,
    outbox_emails: sql`not exists (select 1 from events e where e.seq = r.event_seq and e.type = ${RESET})`,
    // Whoever received a team's mail may report it (its footer's link, public): the report names the
    // team, yet nothing the team can see or use changes (docs/operations.md).
    abuse_reports: sql`false`,
  };

  /** Everything the team can see, and every row that carries its team id. */
  async function snapshot(team: Team): Promise<Record<string, unknown>> {
    const teamId = team.actors[0].team.id;
    const tables = (await t.database.db.execute(
      sql`select table_name from information_schema.columns
          where table_schema = 'public' and column_name = 'team_id' order by table_name`,
    )) as unknown as { rows: { table_name: string }[] };
    const rows: Record<string, unknown> = {};
    for (const { table_name } of tables.rows) {
      const res = (await t.database.db.execute(
        sql`select coalesce(json_agg(r order by r::text), '[]')::text as rows
            from ${sql.identifier(table_name)} r
            where r.team_id = ${teamId} and ${anyoneMayWrite[table_name] ?? sql`true`}`,
      )) as unknown as { rows: { rows: string }[] };
      rows[table_name] = res.rows[0].rows;
    }
    const teamRow = (await t.database.db.execute(
      sql`select row_to_json(r)::text as row from teams r where r.id = ${teamId}`,
    )) as unknown as { rows: { row: string }[] };
    rows.teams = teamRow.rows[0]?.row;
    const views: Record<string, unknown> = {};
    const admin = team.actors[0];
    const urls = ["/api/offices", "/api/sites", "/api/team/members", "/api/team/invitations", "/api/bookings"];
    for (const date of team.dates) urls.push(`/api/bookings?date=${date}`);
    // The snapshot signs in as the team's members to read, which moves their "last active" time.
    const withoutOwnActivity = (body: unknown) =>
      JSON.parse(JSON.stringify(body), (key, value) => (key === "lastActiveAt" ? undefined : value));
    for (const url of urls) {
      views[url] = withoutOwnActivity((await t.request("GET", url, { cookie: admin.cookie })).body);
    }
    for (const actor of team.actors) views[`user ${actor.email}`] = (await t.request("GET", "/api/user", actor)).body;
    return { rows, views };
  }

  function record(route: string, status: number, text: string, ms: number): void {
    counts.requests++;
    let code = String(status);
    try {
      code = `${status} ${JSON.parse(text).code ?? ""}`.trim();
    } catch {
      // not JSON: the status alone
    }
    counts.codes[route] ??= {};
    counts.codes[route][code] = (counts.codes[route][code] ?? 0) + 1;
    counts.ms[route] = (counts.ms[route] ?? 0) + ms;
    const cls = `${Math.floor(status / 100)}xx`;
    counts.byClass[cls] = (counts.byClass[cls] ?? 0) + 1;
    counts.byRoute[route] ??= [0, 0, 0, 0, 0];
    counts.byRoute[route][Math.min(Math.floor(status / 100), 5) - 1]++;
  }

  /** Checks one answer; returns why it is wrong, or null. */
  function judge(status: number, contentType: string, text: string): string | null {
    if (status >= 500) return "5xx";
    if (status < 400) return null;
    // SCIM answers in its own JSON media type (RFC 7644 section 3.1).
    if (!/application\/(scim\+)?json/.test(contentType)) return `4xx with content-type ${contentType}`;
    let body: { code?: unknown; message?: unknown };
    try {
      body = JSON.parse(text);
    } catch {
      return "4xx body is not JSON";
    }
    if (typeof body?.code !== "string" || !/^[A-Z_]+$/.test(body.code)) return "4xx without a code";
    if (typeof body.message !== "string" || body.message.trim() === "") return "4xx without a message";
    return null;
  }

  /** Team `self` (3 roles) and nobody send `count` requests spread over every operation. */
  async function phase(self: Team, other: Team, count: number, salt: number): Promise<void> {
    const hint = domainHint(self, other);
    const actors: (Session | null)[] = [...self.actors, null];
    // Sign-up, sign-in and join hash a password (~100 ms each), so they get a third of the share.
    const weightOf = (op: Operation) => (HASHING.test(op.path) ? 1 / 3 : 1);
    const totalWeight = operations.reduce((sum, op) => sum + weightOf(op), 0);
    const jobs: { actor: number; op: Operation; request: FuzzRequest; token: boolean }[] = [];
    const loggedOut = new Map<Session, number>();
    for (const [index, op] of operations.entries()) {
      const perActor = Math.ceil((count * weightOf(op)) / totalWeight / actors.length);
      const relate = weighted([3, fc.constant(true)], [1, fc.constant(false)]);
      const viaToken = weighted([3, fc.constant(false)], [1, fc.constant(true)]);
      const arbitrary = fc.tuple(requestArbitrary(op, hint), fc.integer({ min: -2, max: 16 }), relate, viaToken);
      const samples = fc.sample(arbitrary, { numRuns: perActor * actors.length, seed: SEED + salt * 1_000 + index });
      samples.forEach(([request, quarters, relate, token], i) => {
        const actor = i % actors.length;
        jobs.push({ actor, op, request: relate ? relateTimes(request, quarters) : request, token });
      });
    }
    // Interleave operations so state built by one (offices, bookings, invitations) feeds the others.
    const order = fc.sample(fc.shuffledSubarray(jobs, { minLength: jobs.length }), {
      numRuns: 1,
      seed: SEED + salt,
    })[0];
    for (const { actor: index, op, request, token } of order) {
      const actor = actors[index];
      // Same-origin, as a browser sends it, so a CSRF origin check does not hide the routes behind a 403.
      const headers: Record<string, string> = { origin: t.config.appUrl };
      if (actor) headers.cookie = actor.cookie;
      // The identity provider's calls: the team admin's carry the team's SCIM token, the rest none.
      if (actor === self.actors[0] && op.path.startsWith("/api/scim/"))
        headers.authorization = `Bearer ${self.scimToken}`;
      // A quarter of the admin's and the member's calls carry their personal API token instead of
      // their session (docs/product.md "API tokens"): a route that takes none refuses it.
      else if (token && actor && self.apiTokens.has(actor)) {
        headers.authorization = `Bearer ${self.apiTokens.get(actor)}`;
        delete headers.cookie;
      }
      // After a few real sign-outs (each needs a fresh sign-in), replay a cookie already signed out.
      const isLogout = actor !== null && op.path === "/api/logout";
      if (isLogout && (loggedOut.get(actor) ?? 0) >= 3) headers.cookie = staleCookies.get(actor) ?? "";
      if (request.payload !== undefined) headers["content-type"] = request.contentType ?? "application/json";
      const sent = performance.now();
      const res = await t.app.inject({ method: request.method, url: request.url, headers, payload: request.payload });
      record(`${op.method} ${op.path}`, res.statusCode, res.body, performance.now() - sent);
      if (process.env.FUZZ_DEBUG && `${op.method} ${op.path}` === process.env.FUZZ_DEBUG) {
        console.log(res.statusCode, request.url, request.payload?.slice(0, 200), res.body.slice(0, 200));
      }
      const why = judge(res.statusCode, String(res.headers["content-type"] ?? ""), res.body);
      if (why) {
        failures.push({
          actor: actor ? `${self.label} ${actor.user.role}` : "anonymous",
          request: { ...request, payload: request.payload?.slice(0, 300) },
          status: res.statusCode,
          body: res.body.slice(0, 300),
          why,
        });
      }
      // A successful logout ends the actor's session: sign in again so it keeps its role.
      if (isLogout && headers.cookie === actor.cookie && res.statusCode < 300) {
        loggedOut.set(actor, (loggedOut.get(actor) ?? 0) + 1);
        staleCookies.set(actor, actor.cookie);
        actor.cookie = await sessionFrom(actor.email, actor.password);
      } else if (actor && headers.cookie === actor.cookie && res.statusCode < 300 && ENDS_SESSION.has(op.path)) {
        // So does a sign-in, sign-up or join made with it (it replaces the browser's session).
        actor.cookie = await sessionFrom(actor.email, actor.password);
      }
    }
  }

  beforeAll(async () => {
    t = await startTestApp({
      config: {
        loginRateLimit: { ipMax: 1_000_000, windowMs: 60_000 },
        registrationRateLimit: { max: 1_000_000, windowMs: 60_000 },
        apiTokenRateLimit: { max: 1_000_000, windowMs: 60_000 },
      },
    });
    operations = operationsOf((await t.request("GET", "/api/docs/json")).body);
    teams.push(await makeTeam("A"), await makeTeam("B"));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it(`answers ${TOTAL} generated requests without a 5xx, in our error shape, never touching the other team`, async () => {
    const started = Date.now();
    expect(operations.length).toBeGreaterThanOrEqual(20);
    const [a, b] = teams;
    for (const [salt, [self, other]] of [
      [a, b],
      [b, a],
    ].entries()) {
      const before = await snapshot(other);
      await phase(self, other, TOTAL / 2, salt + 1);
      const after = await snapshot(other);
      expect(after, `team ${self.label}'s requests changed team ${other.label}`).toEqual(before);
    }
    const seconds = (Date.now() - started) / 1000;
    const routes = Object.entries(counts.byRoute)
      .map(([route, [c1, c2, c3, c4, c5]]) => {
        const top = Object.entries(counts.codes[route])
          .sort((x, y) => y[1] - x[1])
          .slice(0, 5)
          .map(([code, n]) => `${code}:${n}`)
          .join(" ");
        const ms = (counts.ms[route] / (c1 + c2 + c3 + c4 + c5)).toFixed(1);
        return `  ${route.padEnd(38)} 2xx ${c2} 4xx ${c4} 5xx ${c5} other ${c1 + c3} (${ms} ms avg; ${top})`;
      })
      .join("\n");
    console.log(
      `fuzz: seed ${SEED}, ${counts.requests} requests in ${seconds.toFixed(1)} s over ${operations.length} operations` +
        ` (${process.env.DATABASE_URL ? "postgresql" : "pglite"})\n` +
        `  by class: ${JSON.stringify(counts.byClass)}\n${routes}`,
    );
    if (failures.length) console.log(`fuzz failures (first 20 of ${failures.length}):`, failures.slice(0, 20));
    expect(counts.requests).toBeGreaterThanOrEqual(TOTAL);
    expect(Object.keys(counts.byRoute).length).toBe(operations.length);
    expect(failures, `replay with FUZZ_SEED=${SEED}`).toEqual([]);
  }, 600_000);
});
