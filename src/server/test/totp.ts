/**
 * An authenticator app for tests: the RFC 6238 code (HMAC-SHA1, 30-second steps, 6 digits) of a
 * base32 secret, computed here from the RFCs rather than by the library under test.
 */
import { createHmac } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** The bytes of an RFC 4648 base32 text (padding and case ignored). */
function base32Bytes(text: string): Buffer {
  let bits = "";
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The 6-digit code an authenticator app shows for `secret` (base32) at `at` (ms since the epoch). */
export function totpCode(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac("sha1", base32Bytes(secret)).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, "0");
}

/**
 * The code of the next 30-second step: still accepted now (the server allows one step of clock drift
 * either way), and not the code that has just been used to turn two-factor authentication on.
 */
export function nextTotpCode(secret: string, at = Date.now()): string {
  return totpCode(secret, at + 30_000);
}

/** A 6-digit code the server does not accept for `secret` now (none of the steps it allows). */
export function wrongTotpCode(secret: string, at = Date.now()): string {
  const valid = new Set([-30_000, 0, 30_000, 60_000].map((shift) => totpCode(secret, at + shift)));
  return ["000000", "111111", "222222", "333333", "444444"].find((code) => !valid.has(code)) ?? "555555";
}
