/**
 * The device cookie (OWASP "Slow Down Online Guessing Attacks with Device Cookies"; docs/operations.md
 * "Sign-in limits and passwords"): a browser that has signed in to an account with its password gets
 * a cookie naming that account (its key, an HMAC of the normalised e-mail) and a random nonce,
 * signed with HMAC-SHA256 under AUTH_SECRET. Presented for the same account, it lets that browser
 * sign in while the account is locked for everyone else. Nothing is stored for it but its failures.
 *
 * Value: `<account key>.<nonce>.<expiry, Unix seconds>.<signature, base64url>`.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The account key of a normalised e-mail: what the throttle, the cookie and the log name, never the
 * address. Keyed with AUTH_SECRET (HMAC-SHA256) so a list of addresses cannot be hashed to find whose
 * key it is.
 */
export function accountKey(secret: string, normalizedEmail: string): string {
  return createHmac("sha256", secret).update(`officely.account:${normalizedEmail}`).digest("hex");
}

/** The throttle key of one device cookie's own failures: neither the address nor the nonce is stored. */
export function deviceThrottleKey(device: { accountKey: string; nonce: string }): string {
  return createHash("sha256").update(`device:${device.accountKey}:${device.nonce}`).digest("hex");
}

export interface DeviceCookieOptions {
  name: string;
  secret: string;
  /** Secure attribute (APP_URL is https; the name then has the `__Host-` prefix). */
  secure: boolean;
  days: number;
}

export interface TrustedDevice {
  accountKey: string;
  nonce: string;
}

// A label of its own, so no other value signed under AUTH_SECRET (a session cookie) can pass as one.
function sign(secret: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(`officely.device:${payload}`).digest();
}

export function createDeviceCookies(options: DeviceCookieOptions) {
  return {
    name: options.name,

    /**
     * The device the cookie `value` names, when its signature holds and it has not expired at `now`;
     * null for anything else (absent, forged, altered, expired).
     */
    read(value: string | undefined, now: Date): TrustedDevice | null {
      if (!value) return null;
      const parts = value.split(".");
      if (parts.length !== 4) return null;
      const [key, nonce, expires, signature] = parts as [string, string, string, string];
      const given = Buffer.from(signature, "base64url");
      const expected = sign(options.secret, `${key}.${nonce}.${expires}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (!/^\d+$/.test(expires) || Number(expires) * 1000 <= now.getTime()) return null;
      return { accountKey: key, nonce };
    },

    /** A Set-Cookie header with a new device cookie for `key`, valid `days` from `now`. */
    issue(key: string, now: Date): string {
      const maxAge = options.days * 24 * 60 * 60;
      const nonce = randomBytes(16).toString("base64url");
      const payload = `${key}.${nonce}.${Math.floor(now.getTime() / 1000) + maxAge}`;
      const value = `${payload}.${sign(options.secret, payload).toString("base64url")}`;
      return `${options.name}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${options.secure ? "; Secure" : ""}`;
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
