import { EmailBuilder } from "#web/components/email-builder/email-builder.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";

/** /email-builder: the team's e-mail templates, team admins only. */
export function EmailBuilderPage() {
  const { _ } = useCatalogue("admin");
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={_("admin.emailBuilder.title")} description={_("admin.emailBuilder.description")} />
      <EmailBuilder scope="team" />
    </div>
  );
}
