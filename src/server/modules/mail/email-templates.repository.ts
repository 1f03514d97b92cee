/**
 * SQL of edited e-mail templates (the mail module owns email_templates). `teamId` is the team whose
 * override is meant, or null for the platform default (a super admin's edit, shared by every team);
 * `language` the copy's language (each language is edited on its own).
 */
import { and, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { emailTemplates } from "#db/schema/index.ts";
import type { Language } from "#shared/i18n.ts";
import type { EmailBlock, EmailTemplateId } from "#shared/schemas/email-template.ts";

export type EmailTemplateRow = typeof emailTemplates.$inferSelect;

function scope(teamId: string | null): SQL {
  return teamId === null ? isNull(emailTemplates.teamId) : eq(emailTemplates.teamId, teamId);
}

/** Every edited template of one scope in `language` (the team's overrides, or the platform's edited defaults). */
export async function listTemplates(
  db: Executor,
  teamId: string | null,
  language: Language,
): Promise<EmailTemplateRow[]> {
  return db
    .select()
    .from(emailTemplates)
    .where(and(scope(teamId), eq(emailTemplates.language, language)));
}

/** The scope's own row of `templateId` in `language`, or null. */
export async function findTemplate(
  db: Executor,
  teamId: string | null,
  templateId: EmailTemplateId,
  language: Language,
): Promise<EmailTemplateRow | null> {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(and(scope(teamId), eq(emailTemplates.templateId, templateId), eq(emailTemplates.language, language)));
  return row ?? null;
}

/**
 * What a team sends for `templateId` in `language`: its override when it has one, else the platform
 * default's row, else null (send as shipped). One query for both rows.
 */
export async function findEffectiveTemplate(
  db: Executor,
  teamId: string | null,
  templateId: EmailTemplateId,
  language: Language,
): Promise<EmailTemplateRow | null> {
  const rows = await db
    .select()
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.templateId, templateId),
        eq(emailTemplates.language, language),
        teamId === null
          ? isNull(emailTemplates.teamId)
          : or(eq(emailTemplates.teamId, teamId), isNull(emailTemplates.teamId)),
      ),
    );
  return rows.find((r) => r.teamId !== null) ?? rows[0] ?? null;
}

/**
 * Creates or replaces the scope's row of `templateId` in `language`; returns it. One statement (ON
 * CONFLICT on the scope's partial unique index), so two admins saving at once cannot both insert.
 */
export async function upsertTemplate(
  tx: Executor,
  teamId: string | null,
  templateId: EmailTemplateId,
  language: Language,
  values: { subject: string; blocks: EmailBlock[]; updatedBy: string; updatedAt: Date },
): Promise<EmailTemplateRow> {
  const conflict =
    teamId === null
      ? {
          target: [emailTemplates.templateId, emailTemplates.language],
          targetWhere: sql`${emailTemplates.teamId} is null`,
        }
      : {
          target: [emailTemplates.teamId, emailTemplates.templateId, emailTemplates.language],
          targetWhere: sql`${emailTemplates.teamId} is not null`,
        };
  const [row] = await tx
    .insert(emailTemplates)
    .values({ teamId, templateId, language, ...values })
    .onConflictDoUpdate({ ...conflict, set: values })
    .returning();
  return row;
}

/** Deletes the scope's row of `templateId` in `language` (back to the default); returns whether there was one. */
export async function deleteTemplate(
  tx: Executor,
  teamId: string | null,
  templateId: EmailTemplateId,
  language: Language,
): Promise<boolean> {
  const rows = await tx
    .delete(emailTemplates)
    .where(and(scope(teamId), eq(emailTemplates.templateId, templateId), eq(emailTemplates.language, language)))
    .returning({ id: emailTemplates.id });
  return rows.length > 0;
}
