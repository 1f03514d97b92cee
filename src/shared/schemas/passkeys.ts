/**
 * Passkeys (docs/product.md "Passkeys"): WebAuthn credentials a person adds in Settings > Security
 * and signs in with instead of a password. The WebAuthn messages themselves (options, responses) are
 * the browser's and @simplewebauthn's JSON, passed through as objects.
 */
import { z } from "zod";

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  /** Synced across the person's devices (a platform passkey), rather than bound to one key. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** A WebAuthn message as JSON (PublicKeyCredential*OptionsJSON, Registration/AuthenticationResponseJSON). */
export const webAuthnJsonSchema = z.record(z.string(), z.unknown());

export const passkeyOptionsBodySchema = z.strictObject({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128),
});

export const addPasskeyBodySchema = z.strictObject({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(100, "Name must be at most 100 characters"),
  response: webAuthnJsonSchema,
});
export type AddPasskeyBody = z.infer<typeof addPasskeyBodySchema>;

export const passkeySignInBodySchema = z.strictObject({ response: webAuthnJsonSchema });
export type PasskeySignInBody = z.infer<typeof passkeySignInBodySchema>;

export const passkeyIdParamsSchema = z.strictObject({
  id: z
    .string()
    .min(1)
    .max(500)
    .regex(/^[A-Za-z0-9_-]+$/, "Passkey id must be base64url"),
});
