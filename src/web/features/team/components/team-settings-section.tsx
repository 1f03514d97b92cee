import { can } from "#shared/roles.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { QueryState, Skeleton } from "#web/components/ui/query-state.tsx";
import { useTeamSettings } from "#web/features/team/api/get-team-settings.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { TeamSettingsForm } from "./team-settings-form.tsx";
import { TeamSettingsSummary } from "./team-settings-summary.tsx";

/** Team settings and booking rules: a form for team admins, a read-only summary for everyone else. */
export function TeamSettingsSection() {
  const { _ } = useCatalogue("team");
  const user = useCurrentUser();
  const settings = useTeamSettings({ queryConfig: { enabled: !!user.teamId } });
  const editable = can(user.role, "team:settings");

  return (
    <Card>
      <CardHeader>
        <CardTitle>{_("team.settings.title")}</CardTitle>
        <CardDescription>
          {editable ? _("team.settings.description") : _("team.settings.descriptionReadOnly")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={settings}
          loading={<Skeleton className="h-96" />}
          errorFallback={_("team.settings.loadFailed")}
        >
          {(data) => (editable ? <TeamSettingsForm settings={data} /> : <TeamSettingsSummary settings={data} />)}
        </QueryState>
      </CardContent>
    </Card>
  );
}
