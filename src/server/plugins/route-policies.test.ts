/**
 * The route-policy walk: every route Fastify registered (hidden ones, the WebSocket upgrade and the
 * check-in page included), through its plain path and percent-encoded spellings of it, answers by its
 * declared policy (src/server/lib/route-policy.ts): a suspended team's change refused unless the route
 * is open, a foreign Origin refused on a change, a text/plain body refused with 415, and every answer
 * `no-store`. The router decodes `%61pi` to `api`, so a policy decided on the URL string would differ
 * between spellings; decided on the matched route, it cannot.
 */
import { Writable } from "node:stream";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ACCEPTS } from "#server/lib/route-policy.ts";
import { signInNewSuperAdmin } from "#server/modules/platform/platform-test-support.ts";
import { openSocket } from "#server/modules/realtime/realtime-test-client.ts";
import { type Session, startTestApp, type TestApp, type TestResponse } from "#server/test/harness.ts";
import { turnOnTwoFactor } from "#server/test/two-factor-support.ts";
import { API_SCOPES } from "#shared/api-scopes.ts";
import { can } from "#shared/roles.ts";
import { type RegisteredRoute, routePoliciesPlugin } from "./route-policies.ts";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The routes a suspended team's members may still change through: a decision, reviewed here. */
const OPEN_WHEN_SUSPENDED = [
  "DELETE /api/user/calendar-feed",
  "DELETE /api/user/favorite-offices/:officeId",
  "PATCH /api/user/complete-onboarding",
  "PATCH /api/user/onboarding-seen",
  "PATCH /api/user/preferences",
  "PATCH /api/user/profile",
  "PATCH /api/user/reset-onboarding",
  // A report of a team's mail changes nothing of the reporter's team (docs/operations.md).
  "POST /api/abuse-reports",
  "POST /api/auth/forgot-password",
  "POST /api/auth/join-team",
  "POST /api/auth/reset-password",
  "POST /api/auth/signup",
  // A SAML provider's answer signs its member in, as a password sign-in would (docs/decisions/0030).
  "POST /api/auth/sso/saml/acs",
  "POST /api/auth/sso/start",
  // Confirming one's own address (docs/operations.md "Mail limits and e-mail verification").
  "POST /api/auth/verification-email",
  "POST /api/auth/verify-email",
  "POST /api/login",
  "POST /api/login/passkey",
  "POST /api/login/passkey/options",
  "POST /api/login/two-factor",
  "POST /api/logout",
  "POST /api/notifications/:id/read",
  "POST /api/notifications/read-all",
  "POST /api/register",
  "POST /api/user/calendar-feed",
  "POST /api/user/password",
  "POST /api/user/sessions/revoke-others",
  // Securing one's own sign-in (docs/decisions/0029).
  "POST /api/user/two-factor/backup-codes",
  "POST /api/user/two-factor/disable",
  "POST /api/user/two-factor/enable",
  "POST /api/user/two-factor/setup",
  "PUT /api/user/dashboard-layout",
  "PUT /api/user/favorite-offices/:officeId",
  "PUT /api/user/notification-preferences",
];

/** The routes someone whose team requires a second factor may call before setting it up: reviewed here. */
const OPEN_BEFORE_TWO_FACTOR = [
  // The team's colours and the person's own theme and language dress the screen that asks.
  "GET /api/team/theme",
  "GET /api/user",
  "GET /api/user/passkeys",
  "GET /api/user/preferences",
  "GET /api/user/two-factor",
  // A passkey is a second factor too (docs/decisions/0029).
  "POST /api/user/passkeys",
  "POST /api/user/passkeys/options",
  "POST /api/user/two-factor/enable",
  "POST /api/user/two-factor/setup",
];

/** The routes other sites post to by design: a decision, reviewed here. */
const CROSS_SITE = [
  // The SAML HTTP-POST binding: the provider's page posts the answer (docs/decisions/0030).
  "POST /api/auth/sso/saml/acs",
];

/** The routes a personal API token may call, with the scope each needs: a decision, reviewed here. */
const TOKEN_SCOPES = {
  "DELETE /api/bookings/:id": "bookings:write",
  "DELETE /api/offices/:id/releases/:date": "bookings:write",
  "DELETE /api/series/:id": "bookings:write",
  "GET /api/availability": "bookings:read",
  "GET /api/bookings": "bookings:read",
  "GET /api/bookings/days": "bookings:read",
  "GET /api/bookings/mine": "bookings:read",
  "GET /api/bookings/mine.csv": "bookings:read",
  "GET /api/bookings/upcoming": "bookings:read",
  "GET /api/floors/:id/availability": "bookings:read",
  "GET /api/floors/:id/plan": "offices:read",
  "GET /api/offices": "offices:read",
  "GET /api/offices/:id/availability": "bookings:read",
  "GET /api/series": "bookings:read",
  "GET /api/series/:id": "bookings:read",
  "GET /api/sites": "offices:read",
  "GET /api/team/analytics": "analytics:read",
  "GET /api/team/analytics.csv": "analytics:read",
  "GET /api/team/members": "members:read",
  "PATCH /api/bookings/:id": "bookings:write",
  "PATCH /api/series/:id": "bookings:write",
  "POST /api/bookings": "bookings:write",
  "POST /api/bookings/:id/check-in": "bookings:write",
  "POST /api/bookings/check": "bookings:read",
  "POST /api/series": "bookings:write",
  "POST /api/series/:id/cancel": "bookings:write",
  "POST /api/series/preview": "bookings:read",
  "PUT /api/offices/:id/releases/:date": "bookings:write",
};

/** The body types a route takes. */
const acceptsOf = (route: RegisteredRoute) => route.config?.accepts ?? DEFAULT_ACCEPTS;

/** A concrete path for a route pattern: each parameter a plausible value, the wildcard a file name. */
function concretePath(pattern: string): string {
  return pattern
    .replace(/:templateId/g, "invite")
    .replace(/:file/g, "0123456789abcdef.ics")
    .replace(/:(officeCode|code)/g, "ABCD2345")
    .replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000")
    .replace(/\*$/, "index.css");
}

const hex = (c: string, upper: boolean) => {
  const code = c.charCodeAt(0).toString(16).padStart(2, "0");
  return `%${upper ? code.toUpperCase() : code}`;
};

/**
 * The spellings of `path` a client may send that the router reads as `path`: as it is, the first
 * letter of each segment percent-encoded, every letter percent-encoded in upper-case hex, and with an
 * empty query string.
 */
function spellingsOf(path: string): string[] {
  return [
    path,
    path.replace(/\/([a-z])/g, (_m, c: string) => `/${hex(c, false)}`),
    path.replace(/[a-z]/g, (c) => hex(c, true)),
    `${path}?`,
  ];
}

const key = (route: RegisteredRoute) => `${route.method} ${route.url}`;

describe("the route-policy walk over Fastify's route table", () => {
  let t: TestApp;
  let suspended: Session;
  let routes: RegisteredRoute[];
  const tried = { routes: new Set<string>(), urls: new Set<string>(), requests: 0 };

  beforeAll(async () => {
    t = await startTestApp();
    const owner = await t.signupTeam();
    const superAdmin = await signInNewSuperAdmin(t);
    const res = await t.request("POST", `/api/admin/teams/${owner.team.id}/suspend`, { cookie: superAdmin.cookie });
    expect(res.status).toBe(200);
    suspended = owner;
    routes = t.app.routeTable;
  });
  afterAll(async () => {
    console.info(
      `route-policy walk: ${tried.routes.size} of ${routes.length} registered routes (HEAD answers as GET), ` +
        `${tried.urls.size} spellings, ${tried.requests} requests`,
    );
    await t.close();
  });

  const send = (method: string, url: string, headers: Record<string, string>, payload?: string) => {
    tried.requests += 1;
    tried.urls.add(`${method} ${url}`);
    return t.app.inject({ method: method as "GET", url, headers, payload });
  };
  const walk = (route: RegisteredRoute) => {
    tried.routes.add(key(route));
    return spellingsOf(concretePath(route.url));
  };

  it("lists every route, the hidden ones, the WebSocket upgrade and the check-in page included", () => {
    const keys = new Set(routes.map(key));
    for (const expected of ["GET /ws", "GET /check-in/:officeCode", "GET /api/docs/json", "POST /api/bookings"]) {
      expect(keys).toContain(expected);
    }
    expect(routes.find((route) => route.url === "/ws")?.websocket).toBe(true);
    expect(routes.length).toBeGreaterThan(150);
  });

  it("opens to a suspended team exactly the routes that say so", () => {
    const open = routes
      .filter((route) => WRITE_METHODS.has(route.method) && route.config?.whenSuspended === "open")
      .map(key)
      .sort();
    expect(open).toEqual(OPEN_WHEN_SUSPENDED);
    expect(routes.filter((route) => route.config?.crossSite === true).map(key)).toEqual(CROSS_SITE);
  });

  it("refuses a suspended team's change on every guarded route, through every spelling, before reading the body", async () => {
    for (const route of routes.filter((r) => WRITE_METHODS.has(r.method))) {
      const open = route.config?.whenSuspended === "open";
      for (const url of walk(route)) {
        // Malformed, so an open route stops at parsing: the walk changes nothing.
        const headers = { cookie: suspended.cookie, "content-type": acceptsOf(route)[0] };
        const res = await send(route.method, url, headers, "{not json");
        const label = `${route.method} ${url} -> ${res.statusCode} ${res.body}`;
        const access = route.config?.access;
        // An open route may answer its own way (the SAML assertion consumer redirects).
        const code = String(res.headers["content-type"]).includes("json") ? res.json().code : undefined;
        if (open) expect(code, label).not.toBe("TEAM_SUSPENDED");
        // A route the admin may not call at all says so first (a platform call).
        else if (access && !can("team_admin", access.capability)) {
          expect([res.statusCode, res.json()], label).toEqual([403, { code: "FORBIDDEN", message: access.message }]);
        } else expect([res.statusCode, res.json().code], label).toEqual([403, "TEAM_SUSPENDED"]);
        expect(res.headers["cache-control"], label).toBe("no-store");
      }
    }
  });

  it("opens before a required second factor exactly the routes that say so; the rest refuse once they ask who", async () => {
    const open = routes
      .filter((route) => route.method !== "HEAD" && route.config?.beforeTwoFactor === "open")
      .map(key)
      .sort();
    expect(open).toEqual(OPEN_BEFORE_TWO_FACTOR);
    const owner = await t.signupTeam();
    const { cookie } = await turnOnTwoFactor(t, owner);
    const set = await t.request("PATCH", "/api/team/settings", { cookie, payload: { twoFactorPolicy: "everyone" } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const member = await t.addMember({ ...owner, cookie });
    const refused: string[] = [];
    // Signing out would end the session the walk is made with.
    for (const route of routes.filter((r) => !r.websocket && r.method !== "HEAD" && !r.config?.endsSession)) {
      const url = concretePath(route.url);
      const write = WRITE_METHODS.has(route.method);
      const headers: Record<string, string> = {
        cookie: member.cookie,
        ...(write ? { "content-type": "application/json" } : {}),
      };
      const res = await send(route.method, url, headers, write ? "{}" : undefined);
      const code = res.headers["content-type"]?.toString().includes("json") ? res.json().code : undefined;
      const label = `${route.method} ${url} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
      if (route.config?.beforeTwoFactor === "open") expect(code, label).not.toBe("TWO_FACTOR_REQUIRED");
      if (code === "TWO_FACTOR_REQUIRED") refused.push(key(route));
    }
    // Reads and changes of every module: the team's data is out of reach until it is set up.
    for (const expected of [
      "GET /api/offices",
      "GET /api/bookings",
      "DELETE /api/bookings/:id",
      "GET /api/team/members",
    ]) {
      expect(refused).toContain(expected);
    }
  });

  it("refuses a change from another site on every route, through every spelling, without reading it", async () => {
    for (const route of routes.filter((r) => WRITE_METHODS.has(r.method))) {
      for (const url of walk(route)) {
        const foreigns: Record<string, string>[] = [
          { origin: "https://evil.example" },
          { "sec-fetch-site": "cross-site" },
        ];
        for (const foreign of foreigns) {
          const type = acceptsOf(route)[0];
          const res = await send(
            route.method,
            url,
            { ...foreign, "content-type": type },
            type.includes("json") ? "{}" : "",
          );
          const label = `${route.method} ${url} ${JSON.stringify(foreign)} -> ${res.statusCode} ${res.body}`;
          const code = res.headers["content-type"]?.toString().includes("json") ? res.json().code : undefined;
          if (route.config?.crossSite) expect(code, label).not.toBe("ORIGIN_REJECTED");
          else expect([res.statusCode, code], label).toEqual([403, "ORIGIN_REJECTED"]);
          expect(res.headers["cache-control"], label).toBe("no-store");
        }
      }
    }
  });

  it("refuses a body that is not JSON on every route, through every spelling", async () => {
    for (const route of routes.filter((r) => WRITE_METHODS.has(r.method))) {
      for (const url of walk(route)) {
        const others = [
          "application/json",
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
        ];
        for (const type of others.filter((t) => !acceptsOf(route).includes(t))) {
          const res = await send(route.method, url, { "content-type": type }, "a=1");
          const label = `${route.method} ${url} ${type} -> ${res.statusCode} ${res.body}`;
          expect([res.statusCode, res.json().code], label).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"]);
        }
      }
    }
  });

  it("answers a route's declared access before reading the body, through every spelling", async () => {
    const member = await t.addMember(await t.signupTeam());
    const guarded = routes.filter((r) => WRITE_METHODS.has(r.method) && r.config?.access);
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      for (const url of walk(route)) {
        const headers = { cookie: member.cookie, "content-type": acceptsOf(route)[0] };
        const res = await send(route.method, url, headers, "{not json");
        const label = `${route.method} ${url} -> ${res.statusCode} ${res.body}`;
        expect([res.statusCode, res.json()], label).toEqual([
          403,
          { code: "FORBIDDEN", message: route.config?.access?.message },
        ]);
        const anonymous = await send(route.method, url, { "content-type": acceptsOf(route)[0] }, "{not json");
        expect(anonymous.statusCode, `${label} (signed out)`).toBe(401);
      }
    }
  });

  it("takes a personal API token only where a route declares the scope it carries, through every spelling", async () => {
    const scoped = Object.fromEntries(
      routes.filter((route) => route.method !== "HEAD" && route.config?.scope).map((r) => [key(r), r.config?.scope]),
    );
    expect(scoped).toEqual(TOKEN_SCOPES);
    const owner = await t.signupTeam();
    const tokenOf = async (scopes: readonly string[]) => {
      const res = await t.request("POST", "/api/user/tokens", {
        cookie: owner.cookie,
        payload: { name: "Walk", scopes, expiresInDays: 30 },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return `Bearer ${res.body.token}`;
    };
    const every = await tokenOf(API_SCOPES);
    const lacking = Object.fromEntries(
      await Promise.all(API_SCOPES.map(async (scope) => [scope, await tokenOf(API_SCOPES.filter((s) => s !== scope))])),
    );
    for (const route of routes.filter((r) => !r.config?.credential)) {
      const scope = route.config?.scope;
      for (const url of walk(route)) {
        // Malformed, so a route that takes the token stops at parsing: the walk changes nothing.
        const headers = { authorization: scope ? lacking[scope] : every, "content-type": acceptsOf(route)[0] };
        const res = await send(route.method, url, headers, WRITE_METHODS.has(route.method) ? "{not json" : undefined);
        const label = `${route.method} ${url} -> ${res.statusCode} ${res.body}`;
        const refusal = scope ? [403, "TOKEN_SCOPE_MISSING"] : [403, "TOKEN_NOT_ACCEPTED"];
        // A HEAD answer has no body to name its code.
        const refused = route.method === "HEAD" ? refusal[1] : res.json().code;
        expect([res.statusCode, refused], label).toEqual(refusal);
        if (!scope || route.method === "HEAD") continue;
        const allowed = await send(
          route.method,
          url,
          { ...headers, authorization: every },
          WRITE_METHODS.has(route.method) ? "{not json" : undefined,
        );
        const code = String(allowed.headers["content-type"]).includes("json") ? String(allowed.json().code) : "";
        expect(code, `${route.method} ${url} with the scope -> ${allowed.statusCode}`).not.toMatch(
          /^TOKEN_|UNAUTHENTICATED/,
        );
      }
    }
  });

  it("refuses a body over the route's limit on every route, through every spelling", async () => {
    for (const route of routes.filter((r) => WRITE_METHODS.has(r.method))) {
      const limit = route.bodyLimit ?? t.config.bodyLimit;
      const type = acceptsOf(route)[0];
      const body = type.includes("json")
        ? JSON.stringify({ padding: "x".repeat(limit) })
        : `padding=${"x".repeat(limit)}`;
      for (const url of walk(route)) {
        const res = await send(route.method, url, { "content-type": type }, body);
        const label = `${route.method} ${url} (${body.length} bytes) -> ${res.statusCode} ${res.body}`;
        // A route with declared access, or called with a credential, refuses a signed-out caller
        // before reading any body.
        const refused =
          route.config?.access || route.config?.credential ? [401, "UNAUTHENTICATED"] : [413, "PAYLOAD_TOO_LARGE"];
        expect([res.statusCode, res.json().code], label).toEqual(refused);
      }
    }
  });

  it("answers every read the same through every spelling, never to be cached unless the route says so", async () => {
    const member = await t.addMember(await t.signupTeam());
    for (const route of routes.filter((r) => r.method === "GET")) {
      const [plain, ...others] = walk(route);
      const first = await send("GET", plain, { cookie: member.cookie });
      // A static file server looks its file up by the path as sent: another spelling is another file.
      for (const url of route.url.endsWith("*") ? [] : others) {
        const res = await send("GET", url, { cookie: member.cookie });
        const label = `GET ${url} -> ${res.statusCode}`;
        expect(res.statusCode, label).toBe(first.statusCode);
        expect(res.headers["cache-control"], label).toBe(first.headers["cache-control"]);
      }
      // The documentation's static files are the only answers of the API that a browser may keep.
      if (!route.url.startsWith("/api/docs/static")) {
        expect(first.headers["cache-control"], `GET ${plain}`).toMatch(/no-store/);
      }
    }
  });

  it("refuses a WebSocket upgrade from another site through every spelling", async () => {
    for (const url of spellingsOf("/ws")) {
      const res = await send("GET", url, { cookie: suspended.cookie, origin: "https://evil.example" });
      expect([res.statusCode, res.json().code], url).toEqual([403, "ORIGIN_REJECTED"]);
    }
  });
});

describe("what a route declares, through a percent-encoded spelling", () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // No session sweep during the test: only the sign-out itself can close a socket.
    t = await startTestApp({ logStream, config: { logLevel: "info", realtime: { sessionCheckMs: 3_600_000 } } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("closes the session's sockets on a sign-out spelled /%61pi/logout", async () => {
    const ada = await t.signupTeam();
    const base = await t.listen();
    const socket = await openSocket(base, { cookie: ada.cookie });
    await socket.waitFor((message) => message.type === "synced");
    const res: TestResponse = await t.request("POST", "/%61pi/logout", { cookie: ada.cookie });
    expect(res.status).toBe(200);
    const stillOpen = new Promise((resolve) => setTimeout(() => resolve({ code: "still open" }), 10_000).unref());
    expect(await Promise.race([socket.closed, stillOpen])).toMatchObject({ code: 4001 });
  });

  it("never logs a calendar feed's token, an office's check-in code or an invitation code, however spelled", async () => {
    const admin = await t.signupTeam();
    const feed = await t.request("POST", "/api/user/calendar-feed", { cookie: admin.cookie });
    expect(feed.status).toBe(201);
    const token =
      String(feed.body.url)
        .split("/")
        .at(-1)
        ?.replace(/\.ics$/, "") ?? "";
    expect(token.length).toBeGreaterThan(16);
    const office = await t.createOffice(admin);
    const code = (await t.request("GET", `/api/offices/${office.id}/check-in-code`, { cookie: admin.cookie })).body
      .code as string;
    expect(code.length).toBeGreaterThan(4);
    const invite = await t.request("POST", "/api/team/invitations", {
      cookie: admin.cookie,
      payload: { email: "logged@example.test", role: "member" },
    });
    const inviteCode = invite.body.code as string;

    const encodedFirst = (text: string) => `${hex(text[0] ?? "", false)}${text.slice(1)}`;
    for (const path of [
      `/api/calendar/${token}.ics`,
      `/api/calendar/${encodedFirst(token)}.ics`,
      `/%61pi/calendar/${token}.ics`,
    ]) {
      expect((await t.request("GET", path)).status).toBe(200);
    }
    for (const path of [`/api/check-in/${code}`, `/%61pi/check-in/${encodedFirst(code)}`]) {
      await t.request("POST", path, { cookie: admin.cookie });
    }
    for (const path of [`/check-in/${code}`, `/%63heck-in/${code}`, `/api/auth/validate-invite/${inviteCode}`]) {
      await t.request("GET", path);
    }
    // Addresses no route matches: a token sent to a wrong path, or in a malformed one.
    expect((await t.request("GET", `/api/calendar/${token}.ics/more`)).status).toBe(404);
    expect((await t.request("GET", `/api/calendars/${token}.ics`)).status).toBe(404);
    expect((await t.request("GET", `/api/calendar/%zz${token}.ics`)).status).toBe(400);

    const log = lines.join("");
    expect(log).toContain("/api/calendar/[redacted]");
    expect(log).toContain("/api/check-in/[redacted]");
    expect(log).toContain("/check-in/[redacted]");
    expect(log).toContain("/api/auth/validate-invite/[redacted]");
    for (const secret of [token, token.slice(1), code, code.slice(1), inviteCode]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe("the exceptions a route may declare", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(routePoliciesPlugin, { appUrl: "https://officely.example" });
    app.addContentTypeParser("application/scim+json", { parseAs: "string" }, (_request, body, done) => {
      done(null, JSON.parse(String(body)));
    });
    app.post("/json", async () => ({ ok: true }));
    app.post("/scim", { config: { accepts: ["application/scim+json"] } }, async (request) => request.body);
    app.post("/acs", { config: { crossSite: true } }, async () => ({ ok: true }));
    app.post("/small", { bodyLimit: 16 }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (url: string, headers: Record<string, string>, payload = "{}") =>
    app.inject({ method: "POST", url, headers, payload });

  it("takes only the body types a route declares", async () => {
    expect((await post("/scim", { "content-type": "application/scim+json" }, '{"a":1}')).json()).toEqual({ a: 1 });
    expect((await post("/scim", { "content-type": "application/json" })).statusCode).toBe(415);
    expect((await post("/json", { "content-type": "application/scim+json" })).statusCode).toBe(415);
    expect((await post("/json", { "content-type": "application/json; charset=utf-8" })).statusCode).toBe(200);
    // No body at all needs no type.
    expect((await app.inject({ method: "POST", url: "/json" })).statusCode).toBe(200);
  });

  it("lets another site post only where the route allows it", async () => {
    const foreign = { origin: "https://idp.example", "content-type": "application/json" };
    expect((await post("/acs", foreign)).statusCode).toBe(200);
    expect((await post("/json", foreign)).statusCode).toBe(403);
    expect((await post("/json", { ...foreign, origin: "https://officely.example" })).statusCode).toBe(200);
  });

  it("holds a route to its own body limit", async () => {
    expect((await post("/small", { "content-type": "application/json" }, '{"a":"0123456789"}')).statusCode).toBe(413);
    expect((await post("/json", { "content-type": "application/json" }, '{"a":"0123456789"}')).statusCode).toBe(200);
  });
});
