/**
 * Test support for the platform module: a super admin created the way the CLI creates one, signed in
 * through POST /api/login.
 */
import { createChangeRecorder } from "#server/lib/change-recorder.ts";
import { type Session, TEST_PASSWORD, type TestApp, uniqueEmail } from "#server/test/harness.ts";
import { createOrPromoteSuperAdmin } from "./super-admins.ts";

/** Creates a super admin (as `npm run super-admin -- create` does) and signs them in. */
export async function signInNewSuperAdmin(t: TestApp, name = "Sue Super"): Promise<Session> {
  const email = uniqueEmail("super");
  const { record } = createChangeRecorder({ subscribers: [] });
  await createOrPromoteSuperAdmin(
    { db: t.database.db, record, now: () => new Date() },
    { email, name, password: TEST_PASSWORD },
  );
  return signIn(t, email);
}

/** Signs `email` in with the test password; the session, or throws with the answer. */
export async function signIn(t: TestApp, email: string, password = TEST_PASSWORD): Promise<Session> {
  const res = await t.request("POST", "/api/login", { payload: { email, password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  const raw = res.headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const cookie = list.map((c) => c.split(";")[0]).join("; ");
  return { cookie, user: res.body.user, team: { id: "", name: "" }, email, password };
}
