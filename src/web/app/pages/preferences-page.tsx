import { PageHeader } from "#web/components/page-header.tsx";
import { RestartTourCard } from "#web/features/onboarding/components/restart-tour-card.tsx";
import { PreferencesSection } from "#web/features/preferences/components/preferences-section.tsx";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

/** /preferences: the person's display preferences (the same section as /settings?tab=preferences). */
export function PreferencesPage() {
  const { _ } = useCatalogue("preferences");
  const user = useCurrentUser();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={_("preferences.page.title")} description={_("preferences.page.description")} />
      <PreferencesSection teamTimeZone={user.team?.timeZone ?? null} />
      <RestartTourCard />
    </div>
  );
}
