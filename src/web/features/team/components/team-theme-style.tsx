import { useEffect } from "react";
import { useTeamTheme } from "#web/features/team/api/get-team-theme.ts";
import { applyTeamTheme } from "#web/lib/team-theme.ts";

/**
 * Paints the app in the signed-in member's team theme: the saved theme once the server
 * answers, the app's own colours for a team without one or a user without a team. Renders nothing.
 */
export function TeamThemeStyle({ hasTeam }: { hasTeam: boolean }) {
  const theme = useTeamTheme({ queryConfig: { enabled: hasTeam } });
  const data = hasTeam ? theme.data : null;
  useEffect(() => {
    if (data === undefined) return;
    applyTeamTheme(data && !data.isDefault ? data.theme : null);
  }, [data]);
  return null;
}
