/** Server configuration from the environment; every variable is documented in .env.example. */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { type DatabaseConfig, databaseConfigFromEnv } from "../db/client.ts";
import { PRODUCT_NAME_DEFAULT } from "../shared/constants.ts";

export interface AppConfig {
  port: number;
  host: string;
  appUrl: string;
  productName: string;
  authSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  database: DatabaseConfig;
  logLevel: string;
  trustProxy: boolean;
  loginRateLimit: { max: number; windowMs: number };
  /** Sign-ups and joins per minute per IP. */
  registrationRateLimit: { max: number; windowMs: number };
  webDir: string;
  version: string;
}

const packageJson = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  version: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const database = databaseConfigFromEnv(env);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    productName: env.PRODUCT_NAME ?? PRODUCT_NAME_DEFAULT,
    authSecret: env.AUTH_SECRET ?? persistedSecret(database),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? "Officely <no-reply@officely.localhost>",
    database,
    logLevel: env.LOG_LEVEL ?? "info",
    trustProxy: env.TRUST_PROXY === "true",
    loginRateLimit: { max: Number(env.LOGIN_RATE_LIMIT_MAX ?? 10), windowMs: 60_000 },
    registrationRateLimit: { max: Number(env.REGISTRATION_RATE_LIMIT_MAX ?? 20), windowMs: 60_000 },
    webDir: resolve(env.WEB_DIR ?? new URL("../../dist/web", import.meta.url).pathname),
    version: packageJson.version,
  };
}

/**
 * Without AUTH_SECRET, a random secret is kept beside the embedded database so sessions survive a
 * restart; with PostgreSQL or an in-memory database a per-process secret is used (set AUTH_SECRET).
 */
function persistedSecret(database: DatabaseConfig): string {
  if (database.kind !== "pglite" || !database.dataDir) return randomBytes(32).toString("hex");
  const dir = resolve(database.dataDir);
  const file = resolve(dir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
