/**
 * An outbox sender in a process of its own, for the crash tests (mail-never-lost.test.ts): opens the
 * already migrated database (DATABASE_URL, else the PGlite directory DATA_DIR), sends the pending
 * messages of event EVENT_SEQ over SMTP_URL with a claim lease of LEASE_MS, prints "drained" and
 * exits. The test kills it with SIGKILL at the point it studies.
 */
import { openDatabase } from "#db/client.ts";
import { createMailer } from "#server/modules/mail/mailer.ts";

const { DATABASE_URL, DATA_DIR, SMTP_URL, EVENT_SEQ, LEASE_MS } = process.env;
if (!SMTP_URL || !EVENT_SEQ || (!DATABASE_URL && !DATA_DIR)) {
  throw new Error("outbox-sender-process needs SMTP_URL, EVENT_SEQ and DATABASE_URL or DATA_DIR");
}
const database = await openDatabase(
  DATABASE_URL ? { kind: "postgresql", url: DATABASE_URL, poolSize: 2 } : { kind: "pglite", dataDir: DATA_DIR ?? null },
);
const mailer = createMailer({
  db: database.db,
  smtpUrl: SMTP_URL,
  from: "crash@officely.test",
  leaseMs: Number(LEASE_MS ?? 1_000),
});
process.stdout.write("ready\n");
await mailer.sendForEvent(Number(EVENT_SEQ));
await mailer.stop();
await database.close();
process.stdout.write("drained\n");
