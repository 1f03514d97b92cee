/**
 * Test support for the platform module: a super admin created the way the CLI creates one, signed in
 * through POST /api/login, and enrolled in two-factor authentication as every super admin must be at
 * their first sign-in (docs/decisions/0029). Later sign-ins of that person answer the second step
 * with one of their backup codes (a TOTP code could repeat within its 30-second step).
 */
import { createChangeRecorder } from "#server/lib/change-recorder.ts";
import { type Session, sessionCookie, TEST_PASSWORD, type TestApp, uniqueEmail } from "#server/test/harness.ts";
import { turnOnTwoFactor } from "#server/test/two-factor-support.ts";
import { createOrPromoteSuperAdmin } from "./super-admins.ts";

/** The unused backup codes of the people these helpers enrolled, by address. */
const backupCodes = new Map<string, string[]>();

/** Creates a super admin (as `npm run super-admin -- create` does), signs them in and enrols their second factor. */
export async function signInNewSuperAdmin(t: TestApp, name = "Sue Super"): Promise<Session> {
  const email = uniqueEmail("super");
  const { record } = createChangeRecorder({ subscribers: [] });
  await createOrPromoteSuperAdmin(
    { db: t.database.db, record, now: () => new Date() },
    { email, name, password: TEST_PASSWORD },
  );
  return enrolTwoFactor(t, await signIn(t, email));
}

/**
 * Turns `session`'s second factor on, as the set-up screen a super admin meets at first does; the
 * renewed session, its user read again. Later `signIn`s of the person use its backup codes.
 */
export async function enrolTwoFactor(t: TestApp, session: Session): Promise<Session> {
  const on = await turnOnTwoFactor(t, session);
  if (on.res.status !== 200)
    throw new Error(`two-factor set-up failed: ${on.res.status} ${JSON.stringify(on.res.body)}`);
  backupCodes.set(session.email, [...on.backupCodes]);
  const me = await t.request("GET", "/api/user", { cookie: on.cookie });
  return { ...session, cookie: on.cookie, user: me.body.user };
}

/**
 * Signs `email` in with the test password, and with a backup code when the sign-in asks for a second
 * factor of someone these helpers enrolled; the session, or throws with the answer.
 */
export async function signIn(t: TestApp, email: string, password = TEST_PASSWORD): Promise<Session> {
  const res = await t.request("POST", "/api/login", { payload: { email, password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  let answer = res;
  if (res.body.twoFactorRequired) {
    const code = backupCodes.get(email)?.shift();
    if (!code) throw new Error(`login of ${email} asks for a second factor these helpers do not hold`);
    answer = await t.request("POST", "/api/login/two-factor", {
      cookie: sessionCookie(res.headers),
      payload: { method: "backup", code },
    });
    if (answer.status !== 200) throw new Error(`second factor failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  const cookie = sessionCookie(answer.headers);
  return { cookie, user: answer.body.user, team: { id: "", name: "" }, email, password };
}
