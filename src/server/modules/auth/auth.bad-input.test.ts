/**
 * Bad input on the auth calls (POST /api/login, /api/logout, /api/auth/signup, /api/auth/join-team):
 * one exact 4xx each, nothing changes; then the spec's sign-up message. validate-invite's rows are in
 * modules/invitations (its route is there); random JSON at sign-up is in
 * src/server/test/bad-input-properties.test.ts. The fixture and snapshot are in
 * src/server/test/bad-input-harness.ts.
 */
import { expect, it } from "vitest";
import {
  type BadInputContext,
  type BadInputRequest,
  big,
  describeBadInput,
  FORM,
  HUGE,
  JSON_TEXT,
  randomUUID,
  XML,
} from "#server/test/bad-input-harness.ts";
import { TEST_PASSWORD } from "#server/test/harness.ts";

const login = (payload: unknown, headers?: Record<string, string>) => (): BadInputRequest => ({
  method: "POST",
  url: "/api/login",
  auth: false,
  payload,
  headers,
});
const secondStep = (payload: unknown) => (): BadInputRequest => ({
  method: "POST",
  url: "/api/login/two-factor",
  auth: false,
  payload,
});
const signup =
  (over: Record<string, unknown>) =>
  (ctx: BadInputContext): BadInputRequest => ({
    method: "POST",
    url: "/api/auth/signup",
    auth: false,
    payload: { name: "Val Id", email: ctx.invitedEmail, password: TEST_PASSWORD, companyName: "Valid Co", ...over },
  });
const rawSignup = (payload: unknown) => (): BadInputRequest => ({
  method: "POST",
  url: "/api/auth/signup",
  auth: false,
  payload,
});
const join =
  (over: Record<string, unknown>) =>
  (ctx: BadInputContext): BadInputRequest => ({
    method: "POST",
    url: "/api/auth/join-team",
    auth: false,
    payload: { inviteCode: ctx.inviteCode, name: "Jo In", email: ctx.invitedEmail, password: TEST_PASSWORD, ...over },
  });

describeBadInput(
  "bad input: auth",
  [
    // POST /api/login
    ["login: missing password", login({ email: "a@b.test" }), 400, "VALIDATION_FAILED"],
    ["login: extra field", login({ email: "a@b.test", password: "x", remember: true }), 400, "VALIDATION_FAILED"],
    ["login: e-mail is a number", login({ email: 42, password: "x" }), 400, "VALIDATION_FAILED"],
    ["login: 60 000-char password", login({ email: "a@b.test", password: big(60_000) }), 400, "VALIDATION_FAILED"],
    ["login: 100 000-char e-mail", login({ email: HUGE, password: "x" }), 413, "PAYLOAD_TOO_LARGE"],
    ["login: malformed JSON", login("{bad"), 400, "MALFORMED_JSON"],
    ["login: empty JSON body", login(""), 400, "MALFORMED_JSON"],
    ["login: array body", login([]), 400, "VALIDATION_FAILED"],
    ["login: form-encoded", login("email=a&password=b", FORM), 415, "UNSUPPORTED_MEDIA_TYPE"],
    ["login: text/plain", login('{"email":"a@b.test"}', JSON_TEXT), 415, "UNSUPPORTED_MEDIA_TYPE"],
    // POST /api/logout
    ["logout: malformed JSON", () => ({ method: "POST", url: "/api/logout", payload: "{bad" }), 400, "MALFORMED_JSON"],
    [
      "logout: xml",
      () => ({ method: "POST", url: "/api/logout", payload: "<a/>", headers: XML }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    ],
    // POST /api/auth/signup
    ["signup: empty object", rawSignup({}), 400, "VALIDATION_FAILED"],
    ["signup: missing companyName", signup({ companyName: undefined }), 400, "VALIDATION_FAILED"],
    ["signup: extra role super_admin", signup({ role: "super_admin" }), 400, "VALIDATION_FAILED"],
    ["signup: extra teamId", signup({ teamId: randomUUID() }), 400, "VALIDATION_FAILED"],
    ["signup: common password", signup({ password: "Welcome2024" }), 400, "PASSWORD_TOO_COMMON"],
    ["signup: name is a number", signup({ name: 7 }), 400, "VALIDATION_FAILED"],
    ["signup: password is an array", signup({ password: ["Passw0rd!"] }), 400, "VALIDATION_FAILED"],
    ["signup: 121-char name", signup({ name: big(121) }), 400, "VALIDATION_FAILED"],
    ["signup: 129-char password", signup({ password: `Aa1${big(126)}` }), 400, "VALIDATION_FAILED"],
    ["signup: 100 000-char company", signup({ companyName: HUGE }), 413, "PAYLOAD_TOO_LARGE"],
    ["signup: NUL in name", signup({ name: "Nul\u0000Name" }), 400, "VALIDATION_FAILED"],
    ["signup: malformed JSON", rawSignup('{"name":'), 400, "MALFORMED_JSON"],
    ["signup: __proto__ key", rawSignup('{"__proto__":{"role":"super_admin"}}'), 400, "MALFORMED_JSON"],
    ["signup: unknown timeZone", signup({ timeZone: "Mars/Olympus_Mons" }), 400, "VALIDATION_FAILED"],
    ["signup: offset timeZone", signup({ timeZone: "+05:00" }), 400, "VALIDATION_FAILED"],
    ["signup: timeZone is a number", signup({ timeZone: 5 }), 400, "VALIDATION_FAILED"],
    ["signup: empty timeZone", signup({ timeZone: "" }), 400, "VALIDATION_FAILED"],
    ["signup: 65-char timeZone", signup({ timeZone: `Europe/${big(58)}` }), 400, "VALIDATION_FAILED"],
    // POST /api/auth/join-team
    ["join: missing inviteCode", join({ inviteCode: undefined }), 400, "VALIDATION_FAILED"],
    ["join: inviteCode is a number", join({ inviteCode: 12345678 }), 400, "VALIDATION_FAILED"],
    ["join: 65-char inviteCode", join({ inviteCode: big(65) }), 400, "VALIDATION_FAILED"],
    ["join: extra role team_admin", join({ role: "team_admin" }), 400, "VALIDATION_FAILED"],
    ["join: extra teamId", join({ teamId: randomUUID() }), 400, "VALIDATION_FAILED"],
    ["join: weak password", join({ password: "password" }), 400, "VALIDATION_FAILED"],
    ["join: common password", join({ password: "Passw0rd!" }), 400, "PASSWORD_TOO_COMMON"],
    ["join: NUL in name", join({ name: "a\u0000" }), 400, "VALIDATION_FAILED"],
    // POST /api/login/two-factor (no challenge cookie: the code is never checked)
    ["two-factor sign-in: no challenge", secondStep({ method: "totp", code: "123456" }), 401, "TWO_FACTOR_EXPIRED"],
    ["two-factor sign-in: unknown method", secondStep({ method: "sms", code: "123456" }), 400, "VALIDATION_FAILED"],
    ["two-factor sign-in: empty code", secondStep({ method: "totp", code: "  " }), 400, "VALIDATION_FAILED"],
    ["two-factor sign-in: 33-char code", secondStep({ method: "backup", code: big(33) }), 400, "VALIDATION_FAILED"],
    ["two-factor sign-in: code is a number", secondStep({ method: "totp", code: 123456 }), 400, "VALIDATION_FAILED"],
    [
      "two-factor sign-in: trustDevice as text",
      secondStep({ method: "totp", code: "123456", trustDevice: "yes" }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "two-factor sign-in: extra userId",
      secondStep({ method: "totp", code: "1", userId: randomUUID() }),
      400,
      "VALIDATION_FAILED",
    ],
    ["two-factor sign-in: malformed JSON", secondStep("{bad"), 400, "MALFORMED_JSON"],
    [
      "join: form-encoded",
      () => ({ method: "POST", url: "/api/auth/join-team", auth: false, payload: "inviteCode=x", headers: FORM }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    ],
  ],
  ({ ctx, call }) => {
    it("the spec's validation messages name what is wrong", async () => {
      const weak = await call(signup({ password: "password1" })(ctx));
      expect(weak.body.message).toContain("Password must contain uppercase, lowercase, and number");
    });
  },
);
