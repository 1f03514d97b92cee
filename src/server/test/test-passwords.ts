/**
 * A cheap stand-in for scrypt in the integration tests (src/server/test/harness.ts), which hash and
 * check some two thousand passwords a run: at scrypt's deliberate cost that was a third of the
 * suite's time (bench/README.md, "Test suite"). It is salted and compared like the real one, so a
 * wrong password still fails and two accounts' hashes differ. A hash made by the real one (the
 * super-admin CLI's) is checked by the real one. The app itself and the end-to-end tests use scrypt.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { type Passwords, scryptPasswords } from "#server/lib/passwords.ts";

const PREFIX = "test-sha256";

const digest = (salt: string, password: string) => createHash("sha256").update(`${salt}:${password}`).digest();

export const testPasswords: Passwords = {
  async hash(password) {
    const salt = randomBytes(16).toString("hex");
    return `${PREFIX}:${salt}:${digest(salt, password).toString("hex")}`;
  },
  async verify({ hash, password }) {
    const [prefix, salt = "", stored = ""] = hash.split(":");
    if (prefix !== PREFIX) return scryptPasswords.verify({ hash, password });
    const expected = Buffer.from(stored, "hex");
    const given = digest(salt, password);
    return expected.length === given.length && timingSafeEqual(expected, given);
  },
};
