/**
 * Forgot-password timing (`node bench/forgot-password.ts`; bench/README.md): does the answer take
 * longer for a registered address than for an unknown one? The route answers before it looks the
 * address up (password-reset.routes.ts, tested in password-reset.test.ts), so the two should differ
 * only by noise. Timings are a bench's business, not a test's: under a loaded CI machine the noise
 * alone decides a strict comparison.
 *
 * Sends an unknown and a registered address BENCH_PAIRS times (default 200; which goes first
 * alternates), waits for the registered address's e-mail to be written before the next pair, and
 * prints each side's median and interquartile range (ms, in-process app.inject) and the gap between
 * the medians.
 * The app is the real one over in-memory PGlite, or PostgreSQL when DATABASE_URL is set.
 */
import { eq } from "drizzle-orm";
import { outboxEmails } from "#db/schema/index.ts";
import { startTestApp, uniqueEmail } from "#server/test/harness.ts";

const PAIRS = Math.max(10, Number(process.env.BENCH_PAIRS ?? 200) || 200);

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const quantile = (xs: number[], q: number) => sorted(xs)[Math.floor(xs.length * q)];
const iqr = (xs: number[]) => quantile(xs, 0.75) - quantile(xs, 0.25);

async function main(): Promise<void> {
  const t = await startTestApp({
    config: {
      registrationRateLimit: { max: 100_000, windowMs: 60_000 },
      // One registered address is asked for again and again: the per-address cap is not what is measured.
      forgotPasswordRateLimit: { perAddress: 1_000_000, windowMs: 60 * 60_000 },
    },
  });
  try {
    const owner = await t.signupTeam();
    const resetMails = async () =>
      (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, owner.email))).filter(
        (m) => m.subject !== "Welcome to Officely",
      ).length;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const pair = [
        [uniqueEmail("nobody"), unknown],
        [owner.email, known],
      ] as const;
      // Which goes first alternates: the first request after the wait pays for a cold loop.
      for (const [email, into] of i % 2 === 0 ? pair : [...pair].reverse()) {
        const started = performance.now();
        const res = await t.request("POST", "/api/auth/forgot-password", { payload: { email } });
        into.push(performance.now() - started);
        if (res.status !== 200) throw new Error(`forgot-password answered ${res.status}: ${JSON.stringify(res.body)}`);
      }
      // Each pair on a quiet server: the registered address's e-mail is written before the next.
      const deadline = Date.now() + 10_000;
      while ((await resetMails()) < i + 1) {
        if (Date.now() > deadline) throw new Error("the reset e-mail was not written within 10 s");
        await new Promise((done) => setTimeout(done, 5));
      }
    }
    const gap = Math.abs(quantile(known, 0.5) - quantile(unknown, 0.5));
    const row = (name: string, xs: number[]) =>
      `  ${name.padEnd(11)} median ${quantile(xs, 0.5).toFixed(3)} ms, IQR ${iqr(xs).toFixed(3)} ms, p95 ${quantile(xs, 0.95).toFixed(3)} ms`;
    console.log(`forgot-password over ${PAIRS} pairs (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}):`);
    console.log(row("registered", known));
    console.log(row("unknown", unknown));
    console.log(
      `  gap between medians ${gap.toFixed(3)} ms (${gap <= Math.max(iqr(known), iqr(unknown)) ? "within" : "beyond"} the larger IQR)`,
    );
  } finally {
    await t.close();
  }
}

await main();
