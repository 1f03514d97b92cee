import { PageHeader } from "#web/components/page-header.tsx";
import { RestartTourCard } from "#web/features/onboarding/components/restart-tour-card.tsx";
import { PreferencesSection } from "#web/features/preferences/components/preferences-section.tsx";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";

/** /preferences: the person's display preferences (the same section as /settings?tab=preferences). */
export function PreferencesPage() {
  const user = useCurrentUser();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Preferences" description="How the app looks and behaves for you." />
      <PreferencesSection teamTimeZone={user.team?.timeZone ?? null} />
      <RestartTourCard />
    </div>
  );
}
