/**
 * The e-mail a team sends from a template in the recipient's language: the team's override of that
 * language when it has one, else the super admin's edited platform default of that language, else
 * the shipped default in that language, rendered with `values`.
 */
import type { Executor } from "#db/client.ts";
import type { Language } from "#shared/i18n.ts";
import type { EmailTemplateBody, EmailTemplateId } from "#shared/schemas/email-template.ts";
import { templateDefinition } from "./email-template-registry.ts";
import * as repo from "./email-templates.repository.ts";
import { renderEmail } from "./render-email.ts";
import type { RenderedEmail } from "./templates.ts";

/** The subject and blocks `teamId` sends for `templateId` in `language` (null team: the platform's). */
export async function effectiveBody(
  db: Executor,
  teamId: string | null,
  templateId: EmailTemplateId,
  language: Language,
): Promise<EmailTemplateBody> {
  const row = await repo.findEffectiveTemplate(db, teamId, templateId, language);
  if (row) return { subject: row.subject, blocks: row.blocks };
  const { subject, blocks } = templateDefinition(templateId, language);
  return { subject, blocks };
}

/**
 * Renders what `teamId` sends for `templateId` to a reader of `language` with `values` (read in
 * `db`, e.g. the change's transaction; values already worded in `language`).
 */
export async function renderTemplateMail(
  db: Executor,
  teamId: string | null,
  templateId: EmailTemplateId,
  language: Language,
  values: Record<string, string>,
): Promise<RenderedEmail> {
  const definition = templateDefinition(templateId, language);
  return renderEmail(definition, await effectiveBody(db, teamId, templateId, language), values);
}
