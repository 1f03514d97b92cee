/**
 * `npm run super-admin -- create --email E --name N [--password-stdin] [--promote-existing]`: creates
 * a super admin on the configured database (DATABASE_URL, else the PGlite data directory). An
 * account that already has that e-mail is refused unless --promote-existing says to promote it
 * (sign-up is open: anyone may have taken the address), and then its team and creation date are
 * printed (docs/product.md "Platform"; docs/operations.md "Mail limits and e-mail verification"). Without
 * --password-stdin the password is asked for on the terminal, unechoed. Runs the migrations first,
 * so it works on a fresh install. Exits 1 with a message on bad input (e.g. a weak password) and
 * changes nothing then.
 */
import { parseArgs } from "node:util";
import { openDatabase } from "#db/client.ts";
import { DataDirLockedError } from "#db/data-dir.ts";
import { runMigrations } from "#db/migrate.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { AppError } from "#server/lib/app-error.ts";
import { createChangeRecorder } from "#server/lib/change-recorder.ts";
import { endWithCode } from "#server/lib/process-end.ts";
import {
  createOrPromoteSuperAdmin,
  describeAccount,
  superAdminInputProblem,
} from "#server/modules/platform/super-admins.ts";
import { findUserIdByEmail } from "#server/modules/user/user.repository.ts";
import { normalizeEmail } from "#shared/schemas/auth.ts";

const USAGE = "Usage: npm run super-admin -- create --email EMAIL --name NAME [--password-stdin] [--promote-existing]";

/** Why the CLI stops without changing anything: said on stderr, exit code 1 (see the end of the file). */
class Refusal extends Error {}

function fail(message: string): never {
  throw new Refusal(message);
}

/** Everything on stdin, without the final line break. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

/** Asks for a password on the terminal without echoing it. */
async function promptPassword(question: string): Promise<string> {
  if (!process.stdin.isTTY) fail("No terminal to ask for the password on: pipe it in with --password-stdin.");
  process.stdout.write(question);
  process.stdin.setRawMode(true);
  process.stdin.resume();
  let value = "";
  return new Promise((done, refuse) => {
    const stop = () => {
      process.stdin.setRawMode(false);
      process.stdin.pause();
      process.stdin.off("data", onData);
    };
    const onData = (data: Buffer) => {
      for (const char of data.toString("utf8")) {
        if (char === "\r" || char === "\n") {
          stop();
          process.stdout.write("\n");
          done(value);
          return;
        }
        if (char === "\u0003") {
          stop();
          refuse(new Refusal("\nCancelled."));
          return;
        }
        value = char === "\u007f" ? value.slice(0, -1) : value + char;
      }
    };
    process.stdin.on("data", onData);
  });
}

/** Creates or promotes the super admin; throws Refusal for what a person must mend. */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: "string" },
      name: { type: "string" },
      "password-stdin": { type: "boolean", default: false },
      "promote-existing": { type: "boolean", default: false },
    },
  });
  if (positionals[0] !== "create" || !values.email || !values.name) fail(USAGE);
  const { email, name } = values;
  const inputProblem = superAdminInputProblem({ email, name });
  if (inputProblem) fail(inputProblem);

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(`Officely cannot start: ${error.message}`);
    throw error;
  }

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    if (error instanceof DataDirLockedError)
      fail(`${error.message}\nStop the server first, or use SUPER_ADMIN_EMAILS.`);
    throw error;
  }
  try {
    await runMigrations(database);
    const exists = (await findUserIdByEmail(database.db, normalizeEmail(email))) !== null;
    let password: string | undefined;
    if (!exists) {
      password = values["password-stdin"] ? await readStdin() : await promptPassword(`Password for ${email}: `);
      const problem = superAdminInputProblem({ email, name, password });
      if (problem) throw new AppError("VALIDATION_FAILED", problem);
    }
    const { record } = createChangeRecorder({ subscribers: [] });
    const { outcome, account } = await createOrPromoteSuperAdmin(
      { db: database.db, record, now: () => new Date() },
      { email, name, password },
      { promoteExisting: values["promote-existing"] },
    );
    const where = database.kind === "postgresql" ? "PostgreSQL" : `PGlite (${database.location})`;
    const was = account ? ` (was: ${describeAccount(account)})` : "";
    const said = {
      created: `Created super admin ${normalizeEmail(email)} on ${where}. Sign in at ${config.appUrl}/auth.`,
      promoted: `Promoted ${normalizeEmail(email)}${was} to super admin on ${where}; their password is unchanged.`,
      unchanged: `${normalizeEmail(email)} is already a super admin on ${where}.`,
    };
    console.log(said[outcome]);
  } catch (error) {
    if (error instanceof AppError) fail(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

// A refusal is said once, here, and the process ends with exit code 1 (lib/process-end.ts).
try {
  await main();
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  console.error(error.message);
  endWithCode(1);
}
