ALTER TABLE "sso_connections" ALTER COLUMN "issuer" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_connections" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_connections" ALTER COLUMN "client_secret_sealed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "protocol" text DEFAULT 'oidc' NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "saml_metadata_url" text;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "saml_idp_entity_id" text;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "saml_sso_url" text;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "saml_certificates" text[];--> statement-breakpoint
ALTER TABLE "sso_connections" ADD CONSTRAINT "sso_connections_protocol" CHECK ("sso_connections"."protocol" in ('oidc', 'saml'));--> statement-breakpoint
ALTER TABLE "sso_connections" ADD CONSTRAINT "sso_connections_oidc_fields" CHECK ("sso_connections"."protocol" <> 'oidc' or ("sso_connections"."issuer" is not null and "sso_connections"."client_id" is not null and "sso_connections"."client_secret_sealed" is not null));--> statement-breakpoint
ALTER TABLE "sso_connections" ADD CONSTRAINT "sso_connections_saml_fields" CHECK ("sso_connections"."protocol" <> 'saml' or ("sso_connections"."saml_idp_entity_id" is not null and "sso_connections"."saml_sso_url" is not null and cardinality("sso_connections"."saml_certificates") > 0));