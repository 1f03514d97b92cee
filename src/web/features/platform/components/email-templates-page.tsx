import { EmailBuilder } from "#web/components/email-builder/email-builder.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";

/**
 * /super-admin/email-templates: the platform defaults of every template, edited with the
 * same builder the team admins use; a team's own edits still win for that team.
 */
export function EmailTemplatesPage() {
  const { _ } = useCatalogue("platform");
  return (
    <div className="grid gap-4">
      <p className="max-w-prose text-sm text-zinc-600">{_("platform.emailTemplates.description")}</p>
      <EmailBuilder scope="platform" />
    </div>
  );
}
