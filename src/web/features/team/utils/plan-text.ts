import type { TeamOverview } from "#shared/schemas/team-overview.ts";

/** The team's plan or trial state in words ("Trial: 3 days left", "Trial ended", "Suspended", "Active plan"). */
export function planText(team: Pick<TeamOverview, "state" | "trialDaysLeft">): string {
  switch (team.state) {
    case "trial":
      return `Trial: ${team.trialDaysLeft ?? 0} ${team.trialDaysLeft === 1 ? "day" : "days"} left`;
    case "expired":
      return "Trial ended";
    case "suspended":
      return "Suspended";
    default:
      return "Active plan";
  }
}
