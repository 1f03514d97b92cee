import { BarChart3, Building2, ScrollText, Settings, Users } from "lucide-react";
import { Link } from "react-router";
import { can } from "#shared/roles.ts";
import { PageHeader } from "#web/components/page-header.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { WeekUtilisationCard } from "#web/features/analytics/components/week-utilisation-card.tsx";
import { RecentAuditCard } from "#web/features/audit/components/recent-audit-card.tsx";
import { useTeamOverview } from "#web/features/team/api/get-team-overview.ts";
import { planText } from "#web/features/team/utils/plan-text.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";

const LINKS = [
  { to: "/admin/users", label: "Members", icon: Users, text: "Roles, removal and invitations" },
  { to: "/admin/offices", label: "Offices", icon: Building2, text: "Create, edit and deactivate offices" },
  { to: "/admin/analytics", label: "Analytics", icon: BarChart3, text: "Utilisation, occupancy and trends" },
  { to: "/admin/audit", label: "Audit log", icon: ScrollText, text: "Who changed what, and when" },
  { to: "/settings?tab=team", label: "Team settings", icon: Settings, text: "Name, time zone and booking rules" },
];

/**
 * /admin: the team's overview for team admins: plan or trial state, member and office counts, this
 * week's utilisation, recent audit events and the admin screens. In app/ because it composes the
 * analytics, audit and dashboard features.
 */
export function AdminPage() {
  const user = useCurrentUser();
  const team = user.team;
  const admin = can(user.role, "member:manage");
  const overview = useTeamOverview({ queryConfig: { enabled: admin && !!team } });
  if (!admin || !team) {
    return (
      <div className="mx-auto max-w-6xl">
        <PageHeader title="Admin Panel" description="The admin panel is for team admins." />
      </div>
    );
  }
  // Plan and counts from GET /api/team: it knows a suspended or activated team, the current user does not.
  const data = overview.data;
  const figures: [string, string][] = [
    ["Plan", data ? planText(data) : "…"],
    ["Members", data ? String(data.counts.members) : "…"],
    ["Active offices", data ? String(data.counts.activeOffices) : "…"],
    ["Pending invitations", data ? String(data.counts.pendingInvitations ?? 0) : "…"],
    ["Time zone", team.timeZone],
  ];
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader title="Admin Panel" description={team.name} />
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(10rem,1fr))] gap-3">
        {figures.map(([label, value]) => (
          <div
            key={label}
            className="grid content-start gap-0.5 rounded-xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
          >
            <dt className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{label}</dt>
            <dd className="text-lg font-semibold break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-1">
          <CardHeader>
            <CardTitle>Manage</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-1">
              {LINKS.map(({ to, label, icon: Icon, text }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="flex items-start gap-3 rounded-md p-2 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:hover:bg-zinc-800"
                  >
                    <Icon className="mt-0.5 size-4 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
                    <span>
                      <span className="block text-sm font-medium">{label}</span>
                      <span className="block text-xs text-zinc-600 dark:text-zinc-400">{text}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <WeekUtilisationCard zone={team.timeZone} />
        <RecentAuditCard zone={team.timeZone} />
      </div>
    </div>
  );
}
