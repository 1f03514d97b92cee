/**
 * How passwords are hashed and checked, in one place: better-auth checks sign-ins with it (its
 * `emailAndPassword.password` option) and our services hash with it at sign-up, join, change and
 * reset. The app uses better-auth's own scrypt; the integration tests pass a cheap stand-in
 * (src/server/test/test-passwords.ts) through buildApp.
 */
import { hashPassword, verifyPassword } from "better-auth/crypto";

export interface Passwords {
  /** The stored form of `password`, salted. */
  hash(password: string): Promise<string>;
  /** Whether `password` is the one `hash` was made from. */
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

/** better-auth's scrypt (its default): what the app stores. */
export const scryptPasswords: Passwords = { hash: hashPassword, verify: verifyPassword };
