/**
 * Progressive back-off of password sign-in per account, with device cookies (docs/operations.md
 * "Sign-in limits and passwords"; OWASP "Slow Down Online Guessing Attacks with Device Cookies").
 *
 * - A browser without the account's device cookie counts against the account: after `lockAfter`
 *   wrong passwords in a row the account refuses such browsers for `lockSeconds`, doubling with each
 *   further wrong password up to `maxLockSeconds`. Its right password ends the streak.
 * - A browser with a valid device cookie for the account is not held by that lock: it has its own
 *   streak (`deviceFailures`, the same doubling), and while that one is locked it counts as a
 *   browser without the cookie. Its right password ends its own streak, not the account's: an
 *   attacker's streak is not wiped each time the real person signs in.
 * - The key is an HMAC of the normalised e-mail (`accountKey`), so an address without an account is
 *   throttled and answered exactly like one with an account.
 * Times are the app's clock.
 */
import { fastifyCookie } from "@fastify/cookie";
import type { FastifyBaseLogger, FastifyReply } from "fastify";
import type { Database, Executor } from "#db/client.ts";
import type { SignInThrottleSettings } from "#server/config.ts";
import { AppError } from "#server/lib/app-error.ts";
import { accountKey, type DeviceCookies, deviceThrottleKey, type TrustedDevice } from "./device-cookie.ts";
import { claimAttempt, clearThrottle, pruneThrottles } from "./sign-in-throttles.repository.ts";

/** A streak with no attempt for this long starts again from zero (and its row may be pruned). */
export const STREAK_FORGOTTEN_AFTER_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** 429 while the account is locked for this browser; the route sends `retryAfterSeconds` as Retry-After. */
export class SignInLockedError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      "RATE_LIMITED",
      `Too many sign-in attempts for this account. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}, or reset your password.`,
      { id: "errors.auth.accountLocked", values: { minutes } },
    );
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The attempt a gate let through: the streak its success ends, and the account it was for. */
export interface SignInPass {
  accountKey: string;
  throttleKey: string;
  /** It came from a browser with a valid device cookie for this account. */
  trusted: boolean;
}

export function createSignInThrottle(deps: {
  db: Database;
  now: () => Date;
  settings: SignInThrottleSettings;
  /** AUTH_SECRET, which keys the account keys. */
  secret: string;
  log?: Pick<FastifyBaseLogger, "warn">;
}) {
  const { db, now, settings } = deps;
  let prunedAt = 0;

  /** The lock a streak of `failures` earns when `allowed` wrong passwords are free: none, then doubling. */
  function lockUntil(at: Date, failures: number, allowed: number): Date | null {
    if (failures < allowed) return null;
    const seconds = Math.min(settings.lockSeconds * 2 ** Math.min(failures - allowed, 30), settings.maxLockSeconds);
    return new Date(at.getTime() + seconds * 1000);
  }

  /** Forgets stale rows now and then, off the request's path. */
  function pruneNowAndThen(at: Date): void {
    if (at.getTime() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at.getTime();
    pruneThrottles(db, new Date(at.getTime() - STREAK_FORGOTTEN_AFTER_MS), at).catch((error: unknown) =>
      deps.log?.warn({ err: String(error) }, "sign-in throttle pruning failed"),
    );
  }

  return {
    /**
     * Lets one password attempt for `normalizedEmail` through, counted before the password is
     * checked, or throws SignInLockedError (429). `device` is the browser's valid device cookie.
     */
    async admit(normalizedEmail: string, device: TrustedDevice | null): Promise<SignInPass> {
      const at = now();
      const fresh = new Date(at.getTime() - STREAK_FORGOTTEN_AFTER_MS);
      pruneNowAndThen(at);
      const key = accountKey(deps.secret, normalizedEmail);
      if (device && device.accountKey === key) {
        const deviceKey = deviceThrottleKey(device);
        const claim = await claimAttempt(db, deviceKey, at, fresh, (n) => lockUntil(at, n, settings.deviceFailures));
        if (claim.allowed) return { accountKey: key, throttleKey: deviceKey, trusted: true };
        // This device cookie is distrusted while its own lock lasts: the account's lock applies.
      }
      const claim = await claimAttempt(db, key, at, fresh, (n) => lockUntil(at, n, settings.lockAfter));
      if (!claim.allowed) {
        const retryAfter = Math.ceil((claim.until.getTime() - at.getTime()) / 1000);
        // Operators see guessing as it happens; the key names the account without its address.
        deps.log?.warn({ accountKey: key, retryAfterSeconds: retryAfter }, "sign-in refused: account locked");
        throw new SignInLockedError(retryAfter);
      }
      return { accountKey: key, throttleKey: key, trusted: false };
    },

    /** The password was right: the streak the attempt was counted in ends. */
    async succeeded(pass: SignInPass): Promise<void> {
      await clearThrottle(db, pass.throttleKey);
    },

    /** Ends the account's lock and streak (a password reset), inside the caller's transaction `tx`. */
    async lift(tx: Executor, normalizedEmail: string): Promise<void> {
      await clearThrottle(tx, accountKey(deps.secret, normalizedEmail));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

/**
 * Runs `check` (which checks the password of `normalizedEmail` and throws when it is wrong) as one
 * attempt of the account's back-off from the browser whose device cookie `headers` carry: 429
 * SignInLockedError while that browser is locked out; a `check` that resolves ends the streak. A
 * session left open is no way round the lock (docs/operations.md "Sign-in limits and passwords").
 */
export async function asPasswordAttempt<T>(
  signIn: { throttle: SignInThrottle; devices: DeviceCookies },
  normalizedEmail: string,
  headers: Headers,
  at: Date,
  check: () => Promise<T>,
): Promise<T> {
  const { throttle, devices } = signIn;
  const device = devices.read(fastifyCookie.parse(headers.get("cookie") ?? "")[devices.name], at);
  const pass = await throttle.admit(normalizedEmail, device);
  const result = await check();
  await throttle.succeeded(pass);
  return result;
}

/** Rethrows `error`; a locked back-off says when to try again (429 with Retry-After). */
export function retryAfterLock(reply: FastifyReply, error: unknown): never {
  if (error instanceof SignInLockedError) reply.header("retry-after", String(error.retryAfterSeconds));
  throw error;
}
