/**
 * Test support for two-factor authentication: sets up and confirms a person's authenticator through
 * the API, as Settings > Security does, with codes from the tests' own authenticator (totp.ts).
 */
import { expect } from "vitest";
import { type Session, sessionCookie, type TestApp, type TestResponse } from "./harness.ts";
import { totpCode } from "./totp.ts";

/**
 * Turns on `who`'s two-factor authentication: the confirming answer, the secret (base32), the backup
 * codes, and the session cookie the confirmation renewed (`who.cookie` no longer signs in).
 */
export async function turnOnTwoFactor(
  t: Pick<TestApp, "request">,
  who: Pick<Session, "cookie" | "password">,
): Promise<{ res: TestResponse; secret: string; code: string; backupCodes: string[]; cookie: string }> {
  const setup = await t.request("POST", "/api/user/two-factor/setup", {
    cookie: who.cookie,
    payload: { password: who.password },
  });
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const code = totpCode(setup.body.secret);
  const res = await t.request("POST", "/api/user/two-factor/enable", { cookie: who.cookie, payload: { code } });
  return {
    res,
    secret: setup.body.secret,
    code,
    backupCodes: setup.body.backupCodes,
    cookie: sessionCookie(res.headers),
  };
}
