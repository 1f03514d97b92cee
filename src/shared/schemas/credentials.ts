/**
 * Credentials of a team (docs/product.md "Credentials"): bearer tokens that act for the team rather
 * than a person, shown once when made, stored hashed, revocable. `scim` is the identity provider's
 * provisioning token (/api/scim/v2).
 */
import { z } from "zod";

export const CREDENTIAL_KINDS = ["scim"] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

/** A credential as its team's admins see it; never its token. */
export const credentialSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CREDENTIAL_KINDS),
  name: z.string(),
  /** The token's last four characters. */
  tokenHint: z.string(),
  createdAt: z.iso.datetime(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type Credential = z.infer<typeof credentialSchema>;

/** The answer of making one: the credential and, this once, its token. */
export const createdCredentialSchema = credentialSchema.extend({ token: z.string() });
export type CreatedCredential = z.infer<typeof createdCredentialSchema>;

export const listCredentialsQuerySchema = z.strictObject({
  kind: z.enum(CREDENTIAL_KINDS, { error: `kind must be one of ${CREDENTIAL_KINDS.join(", ")}` }),
});

export const createCredentialBodySchema = z.strictObject({
  kind: z.enum(CREDENTIAL_KINDS, { error: `kind must be one of ${CREDENTIAL_KINDS.join(", ")}` }),
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(100, "Name must be at most 100 characters"),
});
export type CreateCredentialBody = z.infer<typeof createCredentialBodySchema>;

export const credentialIdParamsSchema = z.strictObject({
  id: z.uuid({ error: "Credential id must be a UUID" }),
});
