/**
 * Single sign-on (docs/product.md "Single sign-on"): a team's identity provider, over OpenID Connect
 * or SAML 2.0, and the e-mail domains it has proven are its own. Owned by the sso module. The client
 * secret is sealed (lib/secret-box.ts); the checks say which fields each protocol needs. A domain is
 * verified by a DNS TXT record, and a verified domain belongs to one team (the partial unique index),
 * while unverified claims may wait side by side.
 */
import { sql } from "drizzle-orm";
import { boolean, check, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { teams } from "./teams.ts";

export const ssoConnections = pgTable(
  "sso_connections",
  {
    teamId: uuid("team_id")
      .primaryKey()
      .references(() => teams.id, { onDelete: "cascade" }),
    /** "oidc" or "saml". */
    protocol: text("protocol").notNull().default("oidc"),
    /** OpenID Connect: the issuer, the client and its secret, sealed for this team (lib/secret-box.ts). */
    issuer: text("issuer"),
    clientId: text("client_id"),
    clientSecretSealed: text("client_secret_sealed"),
    /** SAML: the metadata's address when it was read from one (null when pasted). */
    samlMetadataUrl: text("saml_metadata_url"),
    /** SAML: the provider's entity ID, its single sign-on address (HTTP-Redirect) and signing certificates (base64 DER). */
    samlIdpEntityId: text("saml_idp_entity_id"),
    samlSsoUrl: text("saml_sso_url"),
    samlCertificates: text("saml_certificates").array(),
    /** The ID token claim, or SAML attribute, that lists the person's groups (docs/product.md "Groups"). */
    groupsClaim: text("groups_claim").notNull().default("groups"),
    /** Sign-in through it is on; only after a test sign-in since the last change of its settings. */
    enabled: boolean("enabled").notNull().default(false),
    testedAt: timestamp("tested_at", { withTimezone: true }),
    /** Why the last test sign-in failed (shown to the team's admins); null after one that worked. */
    lastTestError: text("last_test_error"),
    /** Members must sign in through the provider: password sign-in is refused, but for `breakGlassUserId`. */
    requireSso: boolean("require_sso").notNull().default(false),
    /** The team admin who may still sign in with a password while single sign-on is required. */
    breakGlassUserId: text("break_glass_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("sso_connections_protocol", sql`${t.protocol} in ('oidc', 'saml')`),
    check(
      "sso_connections_oidc_fields",
      sql`${t.protocol} <> 'oidc' or (${t.issuer} is not null and ${t.clientId} is not null and ${t.clientSecretSealed} is not null)`,
    ),
    check(
      "sso_connections_saml_fields",
      sql`${t.protocol} <> 'saml' or (${t.samlIdpEntityId} is not null and ${t.samlSsoUrl} is not null and cardinality(${t.samlCertificates}) > 0)`,
    ),
    check("sso_connections_enabled_tested", sql`not ${t.enabled} or ${t.testedAt} is not null`),
    check("sso_connections_required_enabled", sql`not ${t.requireSso} or ${t.enabled}`),
  ],
);

export const ssoDomains = pgTable(
  "sso_domains",
  {
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    /** Lower case, without a trailing dot. */
    domain: text("domain").notNull(),
    /** The value the TXT record at `_officely-challenge.<domain>` must hold. */
    challenge: text("challenge").notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.domain] }),
    uniqueIndex("sso_domains_verified_unique").on(t.domain).where(sql`${t.verifiedAt} is not null`),
  ],
);
