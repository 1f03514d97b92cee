import { can } from "#shared/roles.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { QueryState, Skeleton } from "#web/components/ui/query-state.tsx";
import { useTeamTheme } from "#web/features/team/api/get-team-theme.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { TeamThemeForm } from "./team-theme-form.tsx";
import { ThemePreview } from "./theme-preview.tsx";

/** The brand theme under /settings?tab=team: the form for team admins, the preview for everyone else. */
export function TeamThemeSection() {
  const { _ } = useCatalogue("team");
  const user = useCurrentUser();
  const theme = useTeamTheme({ queryConfig: { enabled: !!user.teamId } });
  const editable = can(user.role, "team:settings");
  const teamName = user.team?.name ?? _("team.theme.yourTeam");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{_("team.theme.title")}</CardTitle>
        <CardDescription>
          {editable ? _("team.theme.description") : _("team.theme.descriptionReadOnly")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={theme} loading={<Skeleton className="h-72" />} errorFallback={_("team.theme.loadFailed")}>
          {(data) =>
            editable ? (
              <TeamThemeForm current={data} teamName={teamName} />
            ) : (
              <div className="max-w-sm">
                <ThemePreview theme={data.theme} teamName={teamName} />
              </div>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}
