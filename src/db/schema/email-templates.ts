/**
 * Edited e-mail templates (docs/product.md "Notifications and e-mail"): a row with a team is that
 * team's override; a row without one is the super admin's edited platform default. The shipped
 * defaults live in code (src/server/modules/mail/email-template-registry.ts); no row means
 * "as shipped".
 */

import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { LANGUAGES } from "#shared/i18n.ts";
import type { EmailBlock } from "#shared/schemas/email-template.ts";
import { teams } from "./teams.ts";

export const emailTemplates = pgTable(
  "email_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The team whose override this is; null for the platform default. */
    teamId: uuid("team_id").references(() => teams.id, { onDelete: "cascade" }),
    /** One of EMAIL_TEMPLATE_IDS. */
    templateId: text("template_id").notNull(),
    /** The language of its texts (one of LANGUAGES): a recipient gets the copy in their language. */
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    subject: text("subject").notNull(),
    blocks: jsonb("blocks").$type<EmailBlock[]>().notNull(),
    updatedBy: text("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One override per team, template and language, and one platform default per template and
    // language (NULLs are distinct in a plain unique index before PostgreSQL 15, hence two partial ones).
    uniqueIndex("email_templates_team_template_idx")
      .on(t.teamId, t.templateId, t.language)
      .where(sql`${t.teamId} is not null`),
    uniqueIndex("email_templates_platform_template_idx").on(t.templateId, t.language).where(sql`${t.teamId} is null`),
    check("email_templates_language_check", sql`${t.language} in ('en', 'de', 'fr', 'es')`),
  ],
);
