/**
 * Bad input on forgot password and reset: one exact 4xx each, nothing changes (the
 * fixture admin still signs in with their password).
 */
import { expect, it } from "vitest";
import { type BadInputRequest, big, describeBadInput, FORM } from "#server/test/bad-input-harness.ts";

const forgot = (payload: unknown, headers?: Record<string, string>) => (): BadInputRequest => ({
  method: "POST",
  url: "/api/auth/forgot-password",
  auth: false,
  payload,
  headers,
});
const reset = (payload: unknown) => (): BadInputRequest => ({
  method: "POST",
  url: "/api/auth/reset-password",
  auth: false,
  payload,
});

describeBadInput(
  "bad input: password reset",
  [
    ["forgot: no e-mail", forgot({}), 400, "VALIDATION_FAILED"],
    ["forgot: not an e-mail", forgot({ email: "nobody" }), 400, "VALIDATION_FAILED"],
    ["forgot: 255-char e-mail", forgot({ email: `${big(250)}@x.io` }), 400, "VALIDATION_FAILED"],
    ["forgot: extra field", forgot({ email: "a@b.io", admin: true }), 400, "VALIDATION_FAILED"],
    ["forgot: form-encoded", forgot("email=a%40b.io", FORM), 415, "UNSUPPORTED_MEDIA_TYPE"],
    ["reset: no body", reset(undefined), 400, "VALIDATION_FAILED"],
    ["reset: no token", reset({ password: "Cedar-Brook-Walrus-3" }), 400, "VALIDATION_FAILED"],
    ["reset: weak password", reset({ token: "abc", password: "password" }), 400, "VALIDATION_FAILED"],
    ["reset: 201-char token", reset({ token: big(201), password: "Cedar-Brook-Walrus-3" }), 400, "VALIDATION_FAILED"],
    [
      "reset: unknown token",
      reset({ token: "not-a-real-token", password: "Cedar-Brook-Walrus-3" }),
      422,
      "RESET_TOKEN_INVALID",
    ],
  ],
  (env) => {
    it("leaves the password as it was", async () => {
      const res = await env.call({
        method: "POST",
        url: "/api/login",
        auth: false,
        payload: { email: env.ctx.admin.email, password: env.ctx.admin.password },
      });
      expect(res.status).toBe(200);
    });
  },
);
