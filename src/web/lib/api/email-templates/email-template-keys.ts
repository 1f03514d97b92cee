/**
 * Query keys of the email builder's calls, per scope: the team's templates (team admins) or the
 * platform defaults (super admins). Both builders share these, so the lists live beside them in lib.
 */
export type EmailTemplateScope = "team" | "platform";

/** Which template a change is for: its scope and id. */
export interface EmailTemplateTarget {
  scope: EmailTemplateScope;
  id: string;
}

/** Where each scope's calls go. */
export const EMAIL_TEMPLATE_BASE: Record<EmailTemplateScope, string> = {
  team: "/api/email-templates",
  platform: "/api/admin/email-templates",
};

export const emailTemplateKeys = {
  all: ["email-templates"] as const,
  scope: (scope: EmailTemplateScope) => [...emailTemplateKeys.all, scope] as const,
  list: (scope: EmailTemplateScope) => [...emailTemplateKeys.scope(scope), "list"] as const,
  detail: (scope: EmailTemplateScope, id: string) => [...emailTemplateKeys.scope(scope), "detail", id] as const,
  preview: (scope: EmailTemplateScope, id: string, body: unknown) =>
    [...emailTemplateKeys.scope(scope), "preview", id, body] as const,
};
