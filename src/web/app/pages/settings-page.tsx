import { Hammer } from "lucide-react";
import { useSearchParams } from "react-router";
import { can } from "#shared/roles.ts";
import { EmptyState } from "#web/components/empty-state.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { ApiTokensSection } from "#web/features/account/components/api-tokens-section.tsx";
import { PasskeysSection } from "#web/features/account/components/passkeys-section.tsx";
import { ProfileForm } from "#web/features/account/components/profile-form.tsx";
import { SessionsSection } from "#web/features/account/components/sessions-section.tsx";
import { TwoFactorSection } from "#web/features/account/components/two-factor-section.tsx";
import { ChangePasswordForm } from "#web/features/auth/components/change-password-form.tsx";
import { CalendarFeedSection } from "#web/features/notifications/components/calendar-feed-section.tsx";
import { NotificationPreferencesSection } from "#web/features/notifications/components/notification-preferences-form.tsx";
import { RestartTourCard } from "#web/features/onboarding/components/restart-tour-card.tsx";
import { PreferencesSection } from "#web/features/preferences/components/preferences-section.tsx";
import { RecurringSettingsSection } from "#web/features/recurring/components/recurring-settings-section.tsx";
import { GroupsSection } from "#web/features/team/components/groups-section.tsx";
import { ScimSection } from "#web/features/team/components/scim-section.tsx";
import { SsoSection } from "#web/features/team/components/sso-section.tsx";
import { TeamSettingsSection } from "#web/features/team/components/team-settings-section.tsx";
import { TeamThemeSection } from "#web/features/team/components/team-theme-section.tsx";
import { WebhooksSection } from "#web/features/team/components/webhooks-section.tsx";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

/**
 * The spec's tab values (section 2: /settings?tab=...), in the order shown, and "security" beside
 * the profile: the password and signed-in devices, where second factors and single sign-on join
 * them (docs/decisions/0028).
 */
const TABS = ["team", "profile", "security", "preferences", "notifications", "recurring"] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => TABS.some((t) => t === value);

/**
 * /settings?tab=...: team (booking rules, theme; for team admins the webhooks), profile (name, calendar feed), security
 * (password, second factor, passkeys, sessions, API tokens; for team admins single sign-on, the team's groups
 * and SCIM),
 * preferences, notifications and recurring. The tab
 * lives in the URL so links such as /settings?tab=recurring open the right one. Lives in app/
 * because the tabs will compose several features.
 */
export function SettingsPage() {
  const user = useCurrentUser();
  const { _ } = useCatalogue("settings");
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = isTab(requested) ? requested : "team";

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={_("settings.title")} description={user.team?.name ?? undefined} />
      <Tabs value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
        <TabsList aria-label={_("settings.sections")} className="overflow-x-auto">
          {TABS.map((t) => (
            <TabsTrigger key={t} value={t}>
              {_(`settings.tab.${t}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="team">
          {user.teamId ? (
            <div className="grid gap-8">
              <TeamSettingsSection />
              <TeamThemeSection />
              {can(user.role, "member:manage") ? <WebhooksSection /> : null}
            </div>
          ) : (
            <EmptyState icon={Hammer} title={_("settings.noTeam")} description={_("settings.noTeam.team")} />
          )}
        </TabsContent>
        <TabsContent value="profile">
          <div className="grid gap-8">
            <ProfileForm />
            {user.teamId ? <CalendarFeedSection /> : null}
          </div>
        </TabsContent>
        <TabsContent value="security">
          <div className="grid gap-8">
            <ChangePasswordForm />
            <TwoFactorSection />
            <PasskeysSection />
            <SessionsSection />
            {user.teamId ? <ApiTokensSection /> : null}
            {user.teamId && can(user.role, "member:manage") ? (
              <>
                <SsoSection />
                <GroupsSection />
                <ScimSection />
              </>
            ) : null}
          </div>
        </TabsContent>
        <TabsContent value="notifications">
          {user.teamId ? (
            <NotificationPreferencesSection />
          ) : (
            <EmptyState icon={Hammer} title={_("settings.noTeam")} description={_("settings.noTeam.notifications")} />
          )}
        </TabsContent>
        <TabsContent value="recurring">
          {user.teamId ? (
            <RecurringSettingsSection />
          ) : (
            <EmptyState icon={Hammer} title={_("settings.noTeam")} description={_("settings.noTeam.recurring")} />
          )}
        </TabsContent>
        <TabsContent value="preferences">
          <PreferencesSection teamTimeZone={user.team?.timeZone ?? null} />
          <RestartTourCard />
        </TabsContent>
      </Tabs>
    </div>
  );
}
