import { EmailBuilder } from "#web/components/email-builder/email-builder.tsx";
import { PageHeader } from "#web/components/page-header.tsx";

/** /email-builder: the team's e-mail templates, team admins only. */
export function EmailBuilderPage() {
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Email Builder"
        description="What your team's e-mails say. Templates you have not edited follow the platform default."
      />
      <EmailBuilder scope="team" />
    </div>
  );
}
