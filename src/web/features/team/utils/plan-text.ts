import type { I18n } from "@lingui/core";
import type { TeamOverview } from "#shared/schemas/team-overview.ts";

/**
 * The team's plan or trial state in words ("Trial: 3 days left", "Trial ended", "Suspended", "Active
 * plan"), with `_` of a component that loaded the "team" catalogue (useCatalogue("team")).
 */
export function planText(team: Pick<TeamOverview, "state" | "trialDaysLeft">, _: I18n["_"]): string {
  switch (team.state) {
    case "trial":
      return _("team.plan.trial", { days: team.trialDaysLeft ?? 0 });
    case "expired":
      return _("team.plan.expired");
    case "suspended":
      return _("team.plan.suspended");
    default:
      return _("team.plan.active");
  }
}
