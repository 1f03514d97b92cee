/**
 * Query keys of the email builder's calls, per scope and language: the team's templates (team
 * admins) or the platform defaults (super admins), each language's copy on its own. Both builders
 * share these, so the lists live beside them in lib.
 */
import type { Language } from "#shared/i18n.ts";

export type EmailTemplateScope = "team" | "platform";

/** Which copies the builder edits: the scope's, in one language. */
export interface EmailTemplateCopy {
  scope: EmailTemplateScope;
  language: Language;
}

/** Which template a change is for: its copy and id. */
export interface EmailTemplateTarget extends EmailTemplateCopy {
  id: string;
}

/** Where each scope's calls go. */
export const EMAIL_TEMPLATE_BASE: Record<EmailTemplateScope, string> = {
  team: "/api/email-templates",
  platform: "/api/admin/email-templates",
};

/** The URL of the copy's list, or of template `id` (and `action` of it), naming the language. */
export function emailTemplateUrl({ scope, language }: EmailTemplateCopy, id?: string, action?: string): string {
  const path = [EMAIL_TEMPLATE_BASE[scope], id && encodeURIComponent(id), action].filter(Boolean).join("/");
  return `${path}?language=${language}`;
}

export const emailTemplateKeys = {
  all: ["email-templates"] as const,
  scope: (scope: EmailTemplateScope) => [...emailTemplateKeys.all, scope] as const,
  list: ({ scope, language }: EmailTemplateCopy) => [...emailTemplateKeys.scope(scope), language, "list"] as const,
  detail: ({ scope, language }: EmailTemplateCopy, id: string) =>
    [...emailTemplateKeys.scope(scope), language, "detail", id] as const,
  preview: ({ scope, language }: EmailTemplateCopy, id: string, body: unknown) =>
    [...emailTemplateKeys.scope(scope), language, "preview", id, body] as const,
};
