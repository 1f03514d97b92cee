/**
 * The e-mail a team sends from a template: the team's override when it has one,
 * else the super admin's edited platform default, else the shipped default, rendered with `values`.
 */
import type { Executor } from "#db/client.ts";
import type { EmailTemplateBody, EmailTemplateId } from "#shared/schemas/email-template.ts";
import { templateDefinition } from "./email-template-registry.ts";
import * as repo from "./email-templates.repository.ts";
import { renderEmail } from "./render-email.ts";
import type { RenderedEmail } from "./templates.ts";

/** The subject and blocks `teamId` sends for `templateId` (null team: the platform's). */
export async function effectiveBody(
  db: Executor,
  teamId: string | null,
  templateId: EmailTemplateId,
): Promise<EmailTemplateBody> {
  const row = await repo.findEffectiveTemplate(db, teamId, templateId);
  if (row) return { subject: row.subject, blocks: row.blocks };
  const { subject, blocks } = templateDefinition(templateId);
  return { subject, blocks };
}

/** Renders what `teamId` sends for `templateId` with `values` (read in `db`, e.g. the change's transaction). */
export async function renderTemplateMail(
  db: Executor,
  teamId: string | null,
  templateId: EmailTemplateId,
  values: Record<string, string>,
): Promise<RenderedEmail> {
  return renderEmail(templateDefinition(templateId), await effectiveBody(db, teamId, templateId), values);
}
