/**
 * Bad input on the platform calls, sent by a super admin: one exact 4xx each, nothing
 * changes (the fixture team's trial, members and settings included). The fixture and snapshot are
 * in src/server/test/bad-input-harness.ts.
 */
import { beforeAll, expect, it } from "vitest";
import {
  type BadInputContext,
  type BadInputRequest,
  big,
  describeBadInput,
  FORM,
  JSON_TEXT,
  randomUUID,
} from "#server/test/bad-input-harness.ts";
import { signInNewSuperAdmin } from "./platform-test-support.ts";

let superCookie = "";
const asSuper =
  (
    method: BadInputRequest["method"],
    path: (ctx: BadInputContext) => string,
    payload?: unknown,
    headers?: Record<string, string>,
  ) =>
  (ctx: BadInputContext): BadInputRequest => ({
    method,
    url: `/api/admin${path(ctx)}`,
    payload,
    headers,
    cookie: superCookie,
  });
const team = (ctx: BadInputContext) => `/teams/${ctx.admin.team.id}`;
const user = (ctx: BadInputContext) => `/users/${ctx.admin.user.id}`;
const extend = (payload: unknown) => asSuper("POST", (ctx) => `${team(ctx)}/extend-trial`, payload);
const remove = (payload: unknown) => asSuper("DELETE", team, payload);
const role = (payload: unknown) => asSuper("POST", (ctx) => `${user(ctx)}/role`, payload);

describeBadInput(
  "bad input: platform",
  [
    ["teams: unknown state", asSuper("GET", () => "/teams?state=gone"), 400, "VALIDATION_FAILED"],
    ["teams: unknown sort", asSuper("GET", () => "/teams?sort=size"), 400, "VALIDATION_FAILED"],
    ["teams: cursor not a number", asSuper("GET", () => "/teams?cursor=abc"), 400, "VALIDATION_FAILED"],
    ["teams: negative cursor", asSuper("GET", () => "/teams?cursor=-50"), 400, "VALIDATION_FAILED"],
    ["teams: 121-char search", asSuper("GET", () => `/teams?q=${big(121)}`), 400, "VALIDATION_FAILED"],
    ["teams: unknown parameter", asSuper("GET", () => "/teams?size=3"), 400, "VALIDATION_FAILED"],
    ["users: cursor naming no user", asSuper("GET", () => `/users?cursor=${randomUUID()}`), 400, "VALIDATION_FAILED"],
    ["users: cursor with a space", asSuper("GET", () => "/users?cursor=a%20b"), 400, "VALIDATION_FAILED"],
    ["users: 201-char cursor", asSuper("GET", () => `/users?cursor=${"a".repeat(201)}`), 400, "VALIDATION_FAILED"],
    ["team: id not a UUID", asSuper("GET", () => "/teams/not-a-uuid"), 400, "VALIDATION_FAILED"],
    ["team: no such team", asSuper("GET", () => `/teams/${randomUUID()}`), 404, "NOT_FOUND"],
    ["analytics: from not a date", asSuper("GET", () => "/analytics?from=23-11-2026"), 400, "VALIDATION_FAILED"],
    [
      "analytics: year 0000",
      asSuper("GET", () => "/analytics?from=0000-01-01&to=0000-01-02"),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "analytics: year 9999",
      asSuper("GET", () => "/analytics?from=9999-12-30&to=9999-12-31"),
      400,
      "VALIDATION_FAILED",
    ],
    ["analytics: 30 February", asSuper("GET", () => "/analytics?from=2026-02-30"), 400, "VALIDATION_FAILED"],
    ["extend: no body", extend(undefined), 400, "VALIDATION_FAILED"],
    ["extend: days missing", extend({}), 400, "VALIDATION_FAILED"],
    ["extend: 0 days", extend({ days: 0 }), 400, "VALIDATION_FAILED"],
    ["extend: -5 days", extend({ days: -5 }), 400, "VALIDATION_FAILED"],
    ["extend: 1.5 days", extend({ days: 1.5 }), 400, "VALIDATION_FAILED"],
    ["extend: 366 days", extend({ days: 366 }), 400, "VALIDATION_FAILED"],
    ["extend: days as text", extend({ days: "7" }), 400, "VALIDATION_FAILED"],
    ["extend: extra field", extend({ days: 7, status: "active" }), 400, "VALIDATION_FAILED"],
    [
      "extend: form-encoded",
      asSuper("POST", (ctx) => `${team(ctx)}/extend-trial`, "days=7", FORM),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    ],
    [
      "extend: not JSON",
      asSuper("POST", (ctx) => `${team(ctx)}/extend-trial`, "{days:", { "content-type": "application/json" }),
      400,
      "MALFORMED_JSON",
    ],
    [
      "extend: text/plain (refused before it is read)",
      asSuper("POST", (ctx) => `${team(ctx)}/extend-trial`, "days=7", JSON_TEXT),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    ],
    [
      "extend: no such team",
      asSuper("POST", () => `/teams/${randomUUID()}/extend-trial`, { days: 7 }),
      404,
      "NOT_FOUND",
    ],
    ["reactivate: team not suspended", asSuper("POST", (ctx) => `${team(ctx)}/reactivate`), 409, "TEAM_STATE_CONFLICT"],
    ["delete: no body", remove(undefined), 400, "VALIDATION_FAILED"],
    ["delete: empty name", remove({ confirmName: "" }), 400, "VALIDATION_FAILED"],
    ["delete: wrong name", remove({ confirmName: "Some other team" }), 422, "CONFIRMATION_MISMATCH"],
    [
      "delete: name in other case",
      (ctx) => remove({ confirmName: ctx.admin.team.name.toUpperCase() })(ctx),
      422,
      "CONFIRMATION_MISMATCH",
    ],
    ["users: 121-char search", asSuper("GET", () => `/users?q=${big(121)}`), 400, "VALIDATION_FAILED"],
    ["user: no such user", asSuper("GET", () => "/users/nobody"), 404, "NOT_FOUND"],
    ["user: 65-char id", asSuper("GET", () => `/users/${big(65)}`), 400, "VALIDATION_FAILED"],
    ["disable: no such user", asSuper("POST", () => "/users/nobody/disable"), 404, "NOT_FOUND"],
    ["role: missing", role({}), 400, "VALIDATION_FAILED"],
    ["role: admin (older name)", role({ role: "admin" }), 400, "VALIDATION_FAILED"],
    ["role: unknown", role({ role: "owner" }), 400, "VALIDATION_FAILED"],
    ["role: demote the team's only admin", role({ role: "member" }), 409, "LAST_TEAM_ADMIN"],
  ],
  (env) => {
    beforeAll(async () => {
      superCookie = (await signInNewSuperAdmin(env.app())).cookie;
    });

    it("answers the reason in words a person can act on", async () => {
      const res = await env.call(extend({ days: 0 })(env.ctx));
      expect(res.body.message).toContain("days must be at least 1");
      const wrong = await env.call(remove({ confirmName: "nope" })(env.ctx));
      expect(wrong.body.message).toContain(env.ctx.admin.team.name);
    });
  },
);
