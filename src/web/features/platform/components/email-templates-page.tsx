import { EmailBuilder } from "#web/components/email-builder/email-builder.tsx";

/**
 * /super-admin/email-templates: the platform defaults of every template, edited with the
 * same builder the team admins use; a team's own edits still win for that team.
 */
export function EmailTemplatesPage() {
  return (
    <div className="grid gap-4">
      <p className="max-w-prose text-sm text-zinc-600">
        The defaults every team sends. A team admin's edits replace them for that team only.
      </p>
      <EmailBuilder scope="platform" />
    </div>
  );
}
