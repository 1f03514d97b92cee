/**
 * Single sign-on (docs/product.md "Single sign-on"): a team's identity provider (OpenID Connect or
 * SAML 2.0), the e-mail domains it has proven, and the start of a sign-in from /auth.
 */
import { z } from "zod";
import { emailSchema } from "./auth.ts";

/** Where the provider sends people back: give it to the provider as the redirect URI. */
export const SSO_CALLBACK_PATH = "/api/auth/sso/callback";
/** Where a SAML provider posts its answer (the assertion consumer service of every team). */
export const SAML_ACS_PATH = "/api/auth/sso/saml/acs";
/** A team's SAML service provider: its metadata's path, which is also its entity ID. */
export const samlEntityPath = (teamId: string) => `/api/auth/sso/saml/${teamId}/metadata`;
/** The DNS name whose TXT record proves a domain: `_officely-challenge.<domain>`. */
export const SSO_CHALLENGE_PREFIX = "_officely-challenge";

export const SSO_PROTOCOLS = ["oidc", "saml"] as const;
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number];

export const ssoConnectionSchema = z.object({
  protocol: z.enum(SSO_PROTOCOLS),
  /** OpenID Connect: the issuer and client (null for SAML). */
  issuer: z.string().nullable(),
  clientId: z.string().nullable(),
  /** SAML: what the provider's metadata said (null for OpenID Connect). */
  saml: z
    .object({
      entityId: z.string(),
      ssoUrl: z.string(),
      /** Where the metadata was read from; null when it was pasted. */
      metadataUrl: z.string().nullable(),
      /** When the first of its signing certificates expires. */
      certificatesExpireAt: z.iso.datetime().nullable(),
    })
    .nullable(),
  /** The ID token claim, or SAML attribute, that lists the person's groups. */
  groupsClaim: z.string(),
  enabled: z.boolean(),
  testedAt: z.iso.datetime().nullable(),
  /** Why the last test sign-in failed; null after one that worked. */
  lastTestError: z.string().nullable(),
  /** Members must sign in through the provider; `breakGlass` may still use a password. */
  required: z.boolean(),
  breakGlass: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type SsoConnection = z.infer<typeof ssoConnectionSchema>;

export const ssoDomainSchema = z.object({
  domain: z.string(),
  /** The TXT record to publish: its name and value. */
  record: z.object({ name: z.string(), value: z.string() }),
  verifiedAt: z.iso.datetime().nullable(),
  /**
   * Whether this server takes the reading admin's own address at the domain as its proof instead of
   * the record (a development server's choice, SSO_DOMAIN_PROOF_BY_ADDRESS; docs/operations.md).
   */
  provableByAddress: z.boolean(),
});
export type SsoDomain = z.infer<typeof ssoDomainSchema>;

export const ssoSettingsSchema = z.object({
  connection: ssoConnectionSchema.nullable(),
  domains: z.array(ssoDomainSchema),
  /** The redirect URI to register at an OpenID Connect provider. */
  callbackUrl: z.string(),
  /** What to register at a SAML provider: the entity ID (also the metadata's address) and the ACS URL. */
  serviceProvider: z.object({ entityId: z.string(), acsUrl: z.string() }),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

const issuerSchema = z
  .string({ error: "Issuer URL is required" })
  .trim()
  .min(1, "Issuer URL is required")
  .max(500, "Issuer URL must be at most 500 characters")
  .pipe(z.url({ protocol: /^https?$/, error: "Issuer URL must be an https:// address" }));

export const saveSsoConnectionBodySchema = z.strictObject({
  issuer: issuerSchema,
  clientId: z
    .string({ error: "Client ID is required" })
    .trim()
    .min(1, "Client ID is required")
    .max(200, "Client ID must be at most 200 characters"),
  /** Required the first time; left out, the saved one stays. */
  clientSecret: z
    .string()
    .trim()
    .min(1, "Client secret is required")
    .max(500, "Client secret must be at most 500 characters")
    .optional(),
  groupsClaim: z
    .string()
    .trim()
    .regex(/^[\w:./-]{1,100}$/, "Groups claim must be a claim name (letters, digits, _ : . / -)")
    .default("groups"),
});
export type SaveSsoConnectionBody = z.input<typeof saveSsoConnectionBodySchema>;

/** A SAML provider: its metadata's address or the metadata itself, and the attribute that lists groups. */
export const saveSamlConnectionBodySchema = z
  .strictObject({
    metadataUrl: z
      .string()
      .trim()
      .max(500, "Metadata URL must be at most 500 characters")
      .pipe(z.url({ protocol: /^https?$/, error: "Metadata URL must be an https:// address" }))
      .optional(),
    metadataXml: z
      .string()
      .trim()
      .min(1, "Paste the provider's metadata XML")
      .max(200_000, "Metadata XML must be at most 200,000 characters")
      .optional(),
    groupsAttribute: z
      .string()
      .trim()
      .regex(/^[\w:./-]{1,200}$/, "Groups attribute must be an attribute name (letters, digits, _ : . / -)")
      .default("groups"),
  })
  .refine((body) => (body.metadataUrl === undefined) !== (body.metadataXml === undefined), {
    message: "Give the metadata URL or paste the metadata XML (one of them)",
  });
export type SaveSamlConnectionBody = z.input<typeof saveSamlConnectionBodySchema>;

/** What a SAML provider posts to the assertion consumer service (HTTP-POST binding). */
export const samlAcsBodySchema = z.object({
  SAMLResponse: z.string().max(500_000).optional(),
  RelayState: z.string().max(200).optional(),
});
export const samlMetadataParamsSchema = z.strictObject({ teamId: z.uuid() });

export const requireSsoBodySchema = z.strictObject({
  required: z.boolean({ error: "required must be true or false" }),
  /** The team admin who may still sign in with a password (a way in if the provider fails); null for nobody. */
  breakGlassUserId: z.string().trim().min(1).max(100).nullable().default(null),
});
export type RequireSsoBody = z.input<typeof requireSsoBodySchema>;

export const enableSsoBodySchema = z.strictObject({ enabled: z.boolean({ error: "enabled must be true or false" }) });

const domainSchema = z
  .string({ error: "Domain is required" })
  .trim()
  .toLowerCase()
  .transform((d) => d.replace(/\.$/, ""))
  .pipe(
    z
      .string()
      .max(253, "Domain must be at most 253 characters")
      .regex(
        /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/,
        "Enter a domain such as example.com",
      ),
  );

export const addSsoDomainBodySchema = z.strictObject({ domain: domainSchema });
export const ssoDomainParamsSchema = z.strictObject({ domain: domainSchema });

export const startSsoBodySchema = z.strictObject({ email: emailSchema });
export type StartSsoBody = z.infer<typeof startSsoBodySchema>;
export const startSsoAnswerSchema = z.object({ url: z.string() });

export const ssoCallbackQuerySchema = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  iss: z.string().max(500).optional(),
});
