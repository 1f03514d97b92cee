/**
 * Credentials of a team (docs/product.md "Credentials"): bearer tokens that act for the team rather
 * than a person, shown once when made, stored hashed, revocable. `scim` is the identity provider's
 * provisioning token (/api/scim/v2).
 */
import { z } from "zod";
import { API_SCOPES, TOKEN_LIFETIME_DAYS } from "#shared/api-scopes.ts";

export const CREDENTIAL_KINDS = ["scim", "personal"] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];
/** The kinds a team admin makes on the team's page; personal tokens are each person's own. */
export const TEAM_CREDENTIAL_KINDS = ["scim"] as const;
export type TeamCredentialKind = (typeof TEAM_CREDENTIAL_KINDS)[number];

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
  kind: z.enum(TEAM_CREDENTIAL_KINDS, { error: `kind must be one of ${TEAM_CREDENTIAL_KINDS.join(", ")}` }),
});

export const createCredentialBodySchema = z.strictObject({
  kind: z.enum(TEAM_CREDENTIAL_KINDS, { error: `kind must be one of ${TEAM_CREDENTIAL_KINDS.join(", ")}` }),
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

/** A personal API token as its owner sees it: a credential with its scopes and expiry. */
export const personalTokenSchema = credentialSchema.extend({
  scopes: z.array(z.enum(API_SCOPES)),
  expiresAt: z.iso.datetime().nullable(),
});
export type PersonalToken = z.infer<typeof personalTokenSchema>;

export const createdPersonalTokenSchema = personalTokenSchema.extend({ token: z.string() });
export type CreatedPersonalToken = z.infer<typeof createdPersonalTokenSchema>;

export const createPersonalTokenBodySchema = z.strictObject({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(100, "Name must be at most 100 characters"),
  scopes: z
    .array(z.enum(API_SCOPES, { error: `Each scope must be one of ${API_SCOPES.join(", ")}` }), {
      error: "Choose at least one scope",
    })
    .min(1, "Choose at least one scope")
    .max(API_SCOPES.length, `Choose at most ${API_SCOPES.length} scopes`),
  /** Days until it expires (30, 90 or 365); null for a token that does not expire. */
  expiresInDays: z.union([z.literal(TOKEN_LIFETIME_DAYS), z.null()], {
    error: `Expiry must be ${TOKEN_LIFETIME_DAYS.join(", ")} days, or none`,
  }),
});
export type CreatePersonalTokenBody = z.infer<typeof createPersonalTokenBodySchema>;
