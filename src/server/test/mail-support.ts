/**
 * Test support for mail that leaves the machine (an app started with SMTP_URL at the SMTP sink):
 * waiting for a message, reading the confirmation link out of one, and confirming an address the
 * way its owner does (docs/operations.md "Mail limits and e-mail verification").
 */
import { eq } from "drizzle-orm";
import { users } from "#db/schema/index.ts";
import type { Session, TestApp } from "./harness.ts";
import type { SmtpSink } from "./smtp-sink.ts";

/** The messages to `to` once there are at least `count` whose body has `contains` (throws after 10 s). */
export async function waitForMail(
  smtp: SmtpSink,
  to: string,
  { contains = "", count = 1 }: { contains?: string; count?: number } = {},
): Promise<SmtpSink["received"]> {
  const until = Date.now() + 10_000;
  for (;;) {
    const found = smtp.received.filter((m) => m.to === to && m.body.includes(contains));
    if (found.length >= count) return found;
    if (Date.now() > until)
      throw new Error(`no mail to ${to} containing ${JSON.stringify(contains)} (${found.length})`);
    await new Promise((done) => setTimeout(done, 25));
  }
}

/** The token of the last confirmation link in `body`. */
export function verificationTokenIn(body: string): string {
  const tokens = [...body.matchAll(/\/verify-email\?token=([A-Za-z0-9_.%-]+)/g)].map((m) => decodeURIComponent(m[1]));
  const token = tokens.at(-1);
  if (!token) throw new Error("no confirmation link in the message");
  return token;
}

/** Opens the confirmation link e-mailed to `session`'s address (the latest one), as its owner would. */
export async function confirmAddress(t: TestApp, smtp: SmtpSink, session: Session): Promise<void> {
  const [mail] = (await waitForMail(smtp, session.email, { contains: "/verify-email?token=" })).slice(-1);
  const res = await t.request("POST", "/api/auth/verify-email", {
    cookie: session.cookie,
    payload: { token: verificationTokenIn(mail.body) },
  });
  if (res.status !== 200) throw new Error(`verify-email failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Marks a user's address confirmed directly (for tests about something else). */
export async function markVerified(t: TestApp, userId: string, verified = true): Promise<void> {
  await t.database.db.update(users).set({ emailVerified: verified }).where(eq(users.id, userId));
}
