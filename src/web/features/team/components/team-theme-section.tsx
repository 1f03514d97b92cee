import { can } from "#shared/roles.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { QueryState, Skeleton } from "#web/components/ui/query-state.tsx";
import { useTeamTheme } from "#web/features/team/api/get-team-theme.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { TeamThemeForm } from "./team-theme-form.tsx";
import { ThemePreview } from "./theme-preview.tsx";

/** The brand theme under /settings?tab=team: the form for team admins, the preview for everyone else. */
export function TeamThemeSection() {
  const user = useCurrentUser();
  const theme = useTeamTheme({ queryConfig: { enabled: !!user.teamId } });
  const editable = can(user.role, "team:settings");
  const teamName = user.team?.name ?? "Your team";
  return (
    <Card>
      <CardHeader>
        <CardTitle>Brand theme</CardTitle>
        <CardDescription>
          {editable
            ? "Your team's colours, shown to every member. Booked stays red; recurring bookings take a colour turned 60° from the accent."
            : "Your team's colours, as your team admins chose them."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={theme} loading={<Skeleton className="h-72" />} errorFallback="Failed to load the theme">
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
