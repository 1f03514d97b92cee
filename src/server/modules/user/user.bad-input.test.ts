/**
 * Bad input on the user calls (/api/user, onboarding, favourites, and the person's own profile,
 * password and sessions): one exact 4xx each, nothing changes; then the password still signs in and
 * the other session is still there.
 */
import { expect, it } from "vitest";
import { type BadInputRequest, big, describeBadInput, FORM, randomUUID, XML } from "#server/test/bad-input-harness.ts";

const profile =
  (payload: unknown): (() => BadInputRequest) =>
  () => ({
    method: "PATCH",
    url: "/api/user/profile",
    payload,
  });
const password =
  (payload: unknown): ((ctx: { admin: { password: string } }) => BadInputRequest) =>
  (ctx) => ({
    method: "POST",
    url: "/api/user/password",
    payload: typeof payload === "function" ? payload(ctx.admin.password) : payload,
  });

const twoFactor =
  (step: "setup" | "enable" | "backup-codes" | "disable", payload: unknown, auth = true): (() => BadInputRequest) =>
  () => ({ method: "POST", url: `/api/user/two-factor/${step}`, payload, auth });

const layout =
  (payload: unknown): (() => BadInputRequest) =>
  () => ({ method: "PUT", url: "/api/user/dashboard-layout", payload });
const widget = (fields: Record<string, unknown>) => ({
  type: "notifications",
  enabled: true,
  size: "small",
  ...fields,
});

describeBadInput(
  "bad input: user",
  [
    [
      "user: forged cookie",
      () => ({ method: "GET", url: "/api/user", cookie: "officely.session_token=x.y" }),
      401,
      "UNAUTHENTICATED",
    ],
    [
      "onboarding-status: no cookie",
      () => ({ method: "GET", url: "/api/user/onboarding-status", auth: false }),
      401,
      "UNAUTHENTICATED",
    ],
    [
      "complete-onboarding: malformed JSON",
      () => ({ method: "PATCH", url: "/api/user/complete-onboarding", payload: "{bad" }),
      400,
      "MALFORMED_JSON",
    ],
    [
      "onboarding-seen: no cookie",
      () => ({ method: "PATCH", url: "/api/user/onboarding-seen", auth: false }),
      401,
      "UNAUTHENTICATED",
    ],
    [
      "onboarding-seen: malformed JSON",
      () => ({ method: "PATCH", url: "/api/user/onboarding-seen", payload: "{bad" }),
      400,
      "MALFORMED_JSON",
    ],
    [
      "reset-onboarding: xml",
      () => ({ method: "PATCH", url: "/api/user/reset-onboarding", payload: "<x/>", headers: XML }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    ],
    [
      "favorite: no cookie",
      (ctx) => ({ method: "PUT", url: `/api/user/favorite-offices/${ctx.officeId}`, auth: false }),
      401,
      "UNAUTHENTICATED",
    ],
    [
      "unfavorite: no cookie",
      (ctx) => ({ method: "DELETE", url: `/api/user/favorite-offices/${ctx.officeId}`, auth: false }),
      401,
      "UNAUTHENTICATED",
    ],
    [
      "favorite: not a UUID",
      () => ({ method: "PUT", url: "/api/user/favorite-offices/not-a-uuid" }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "unfavorite: not a UUID",
      () => ({ method: "DELETE", url: "/api/user/favorite-offices/1%20or%201=1" }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "favorite: unknown office",
      () => ({ method: "PUT", url: `/api/user/favorite-offices/${randomUUID()}` }),
      404,
      "NOT_FOUND",
    ],
    [
      "unfavorite: unknown office",
      () => ({ method: "DELETE", url: `/api/user/favorite-offices/${randomUUID()}` }),
      404,
      "NOT_FOUND",
    ],
    ["favorite: no office id", () => ({ method: "PUT", url: "/api/user/favorite-offices/" }), 400, "VALIDATION_FAILED"],
    [
      "favorite: malformed JSON body",
      (ctx) => ({ method: "PUT", url: `/api/user/favorite-offices/${ctx.officeId}`, payload: "{bad" }),
      400,
      "MALFORMED_JSON",
    ],
    // PATCH /api/user/profile
    ["profile: no cookie", () => ({ ...profile({ name: "X" })(), auth: false }), 401, "UNAUTHENTICATED"],
    ["profile: empty object", profile({}), 400, "VALIDATION_FAILED"],
    ["profile: no body", () => ({ method: "PATCH", url: "/api/user/profile" }), 400, "VALIDATION_FAILED"],
    ["profile: blank name", profile({ name: "   " }), 400, "VALIDATION_FAILED"],
    ["profile: null name", profile({ name: null }), 400, "VALIDATION_FAILED"],
    ["profile: name is a number", profile({ name: 42 }), 400, "VALIDATION_FAILED"],
    ["profile: 121-char name", profile({ name: big(121) }), 400, "VALIDATION_FAILED"],
    ["profile: two-line job title", profile({ jobTitle: "a\nb" }), 400, "VALIDATION_FAILED"],
    ["profile: NUL in department", profile({ department: "a\u0000" }), 400, "VALIDATION_FAILED"],
    ["profile: extra role", profile({ name: "X", role: "super_admin" }), 400, "VALIDATION_FAILED"],
    ["profile: extra email", profile({ email: "x@example.test" }), 400, "VALIDATION_FAILED"],
    ["profile: extra teamId", profile({ teamId: randomUUID() }), 400, "VALIDATION_FAILED"],
    ["profile: array body", profile([{ name: "X" }]), 400, "VALIDATION_FAILED"],
    ["profile: malformed JSON", profile("{bad"), 400, "MALFORMED_JSON"],
    [
      "profile: form-encoded",
      () => ({ method: "PATCH", url: "/api/user/profile", payload: "name=x", headers: FORM }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    ],
    // POST /api/user/password
    [
      "password: no cookie",
      (ctx) => ({
        ...password((p: string) => ({ currentPassword: p, newPassword: "Cedar-Brook-Walrus-3" }))(ctx),
        auth: false,
      }),
      401,
      "UNAUTHENTICATED",
    ],
    [
      "password: wrong current password",
      password({ currentPassword: "Wr0ngPassword", newPassword: "Cedar-Brook-Walrus-3" }),
      422,
      "CURRENT_PASSWORD_WRONG",
    ],
    ["password: missing current", password({ newPassword: "Cedar-Brook-Walrus-3" }), 400, "VALIDATION_FAILED"],
    [
      "password: empty current",
      password({ currentPassword: "", newPassword: "Cedar-Brook-Walrus-3" }),
      400,
      "VALIDATION_FAILED",
    ],
    ["password: missing new", password((p: string) => ({ currentPassword: p })), 400, "VALIDATION_FAILED"],
    [
      "password: weak new",
      password((p: string) => ({ currentPassword: p, newPassword: "password" })),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "password: common new",
      password((p: string) => ({ currentPassword: p, newPassword: "Password1" })),
      400,
      "PASSWORD_TOO_COMMON",
    ],
    [
      "password: short new",
      password((p: string) => ({ currentPassword: p, newPassword: "Ab1" })),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "password: 129-char new",
      password((p: string) => ({ currentPassword: p, newPassword: `Aa1${big(126)}` })),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "password: new equals current",
      password((p: string) => ({ currentPassword: p, newPassword: p })),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "password: extra field",
      password((p: string) => ({ currentPassword: p, newPassword: "Cedar-Brook-Walrus-3", userId: randomUUID() })),
      400,
      "VALIDATION_FAILED",
    ],
    ["password: malformed JSON", password("{bad"), 400, "MALFORMED_JSON"],
    [
      "password: xml",
      () => ({ method: "POST", url: "/api/user/password", payload: "<x/>", headers: XML }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    ],
    // GET /api/user/sessions, POST /api/user/sessions/revoke-others
    ["sessions: no cookie", () => ({ method: "GET", url: "/api/user/sessions", auth: false }), 401, "UNAUTHENTICATED"],
    [
      "sessions: forged cookie",
      () => ({ method: "GET", url: "/api/user/sessions", cookie: "officely.session_token=x.y" }),
      401,
      "UNAUTHENTICATED",
    ],
    [
      "revoke-others: no cookie",
      () => ({ method: "POST", url: "/api/user/sessions/revoke-others", auth: false }),
      401,
      "UNAUTHENTICATED",
    ],
    [
      "revoke-others: malformed JSON",
      () => ({ method: "POST", url: "/api/user/sessions/revoke-others", payload: "{bad" }),
      400,
      "MALFORMED_JSON",
    ],
    // GET /api/user/two-factor and its changes (a wrong password and an unconfirmed code are in two-factor.test.ts)
    [
      "two-factor: no cookie",
      () => ({ method: "GET", url: "/api/user/two-factor", auth: false }),
      401,
      "UNAUTHENTICATED",
    ],
    ["two-factor setup: no cookie", twoFactor("setup", { password: "x" }, false), 401, "UNAUTHENTICATED"],
    ["two-factor setup: no password", twoFactor("setup", {}), 400, "VALIDATION_FAILED"],
    ["two-factor setup: 129-char password", twoFactor("setup", { password: big(129) }), 400, "VALIDATION_FAILED"],
    ["two-factor setup: extra field", twoFactor("setup", { password: "x", method: "otp" }), 400, "VALIDATION_FAILED"],
    ["two-factor enable: five digits", twoFactor("enable", { code: "12345" }), 400, "VALIDATION_FAILED"],
    ["two-factor enable: letters", twoFactor("enable", { code: "12a456" }), 400, "VALIDATION_FAILED"],
    ["two-factor enable: a number", twoFactor("enable", { code: 123456 }), 400, "VALIDATION_FAILED"],
    ["two-factor enable: nothing set up", twoFactor("enable", { code: "123456" }), 409, "TWO_FACTOR_STATE_CONFLICT"],
    [
      "two-factor backup codes: off",
      (ctx) => twoFactor("backup-codes", { password: ctx.admin.password })(),
      409,
      "TWO_FACTOR_STATE_CONFLICT",
    ],
    [
      "two-factor disable: off",
      (ctx) => twoFactor("disable", { password: ctx.admin.password })(),
      409,
      "TWO_FACTOR_STATE_CONFLICT",
    ],
    ["two-factor disable: malformed JSON", twoFactor("disable", "{bad"), 400, "MALFORMED_JSON"],
    [
      "two-factor disable: form-encoded",
      () => ({ method: "POST", url: "/api/user/two-factor/disable", payload: "password=x", headers: FORM }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    ],
    // GET and PUT /api/user/dashboard-layout
    [
      "dashboard layout: no cookie",
      () => ({ method: "GET", url: "/api/user/dashboard-layout", auth: false }),
      401,
      "UNAUTHENTICATED",
    ],
    ["save layout: no cookie", () => ({ ...layout({ widgets: [] })(), auth: false }), 401, "UNAUTHENTICATED"],
    ["save layout: no body", () => ({ method: "PUT", url: "/api/user/dashboard-layout" }), 400, "VALIDATION_FAILED"],
    ["save layout: unknown widget", layout({ widgets: [widget({ type: "weather" })] }), 400, "VALIDATION_FAILED"],
    ["save layout: unknown size", layout({ widgets: [widget({ size: "xl" })] }), 400, "VALIDATION_FAILED"],
    ["save layout: size as columns", layout({ widgets: [widget({ size: 2 })] }), 400, "VALIDATION_FAILED"],
    ["save layout: enabled as text", layout({ widgets: [widget({ enabled: "true" })] }), 400, "VALIDATION_FAILED"],
    ["save layout: duplicate widget", layout({ widgets: [widget({}), widget({})] }), 400, "VALIDATION_FAILED"],
    ["save layout: six widgets", layout({ widgets: Array(6).fill(widget({})) }), 400, "VALIDATION_FAILED"],
    ["save layout: extra key", layout({ widgets: [], userId: randomUUID() }), 400, "VALIDATION_FAILED"],
    ["save layout: widget extra key", layout({ widgets: [widget({ x: 1 })] }), 400, "VALIDATION_FAILED"],
    ["save layout: null widgets", layout({ widgets: null }), 400, "VALIDATION_FAILED"],
    ["save layout: array body", layout([widget({})]), 400, "VALIDATION_FAILED"],
    ["save layout: malformed JSON", layout("{bad"), 400, "MALFORMED_JSON"],
    [
      "save layout: xml",
      () => ({ method: "PUT", url: "/api/user/dashboard-layout", payload: "<x/>", headers: XML }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    ],
    [
      "preferences: no cookie",
      () => ({ method: "GET", url: "/api/user/preferences", auth: false }),
      401,
      "UNAUTHENTICATED",
    ],
    [
      "save preferences: no cookie",
      () => ({ method: "PATCH", url: "/api/user/preferences", payload: { theme: "dark" }, auth: false }),
      401,
      "UNAUTHENTICATED",
    ],
    [
      "save preferences: malformed JSON",
      () => ({ method: "PATCH", url: "/api/user/preferences", payload: "{bad" }),
      400,
      "MALFORMED_JSON",
    ],
    [
      "save preferences: not an object",
      () => ({ method: "PATCH", url: "/api/user/preferences", payload: ["dark"] }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "save preferences: unknown theme",
      () => ({ method: "PATCH", url: "/api/user/preferences", payload: { theme: "sepia" } }),
      400,
      "VALIDATION_FAILED",
    ],
  ],
  ({ ctx, call }) => {
    it("after every refused password change the old password still signs in", async () => {
      const login = await call({
        method: "POST",
        url: "/api/login",
        auth: false,
        payload: { email: ctx.admin.email, password: ctx.admin.password },
      });
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      const wrong = await call(
        password({ currentPassword: "Wr0ngPassword", newPassword: "Cedar-Brook-Walrus-3" })(ctx),
      );
      expect(wrong.body.message).toBe("Your current password is not correct. Your password was not changed.");
    });
  },
);
