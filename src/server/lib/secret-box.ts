/**
 * Secrets at rest (docs/operations.md "Secrets at rest"): what the app must read back later (an
 * identity provider's client secret; later calendar passwords and webhook secrets) is stored sealed
 * with AES-256-GCM (NIST SP 800-38D) under a key derived by HKDF-SHA256 (RFC 5869) from SECRETS_KEY
 * (else AUTH_SECRET). A sealed value names its row (`context`, authenticated but not stored), so a
 * value copied into another row does not open there. Format: `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

export interface SecretBox {
  /** `plain` sealed for the row `context` names (e.g. "sso_connections.client_secret:<team id>"). */
  seal(plain: string, context: string): string;
  /** The plain text of `sealed` for `context`; throws when it was sealed for another row, key or was altered. */
  open(sealed: string, context: string): string;
}

const VERSION = "v1";

/** A SecretBox keyed by `keyMaterial` (at least 32 characters: config.ts checks SECRETS_KEY and AUTH_SECRET). */
export function createSecretBox(keyMaterial: string): SecretBox {
  const key = Buffer.from(hkdfSync("sha256", keyMaterial, "officely", "secrets at rest v1", 32));
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(context));
      const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(sealed, context) {
      const [version, iv, tag, data] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error("not a sealed secret");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}
