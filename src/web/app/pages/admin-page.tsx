import { BarChart3, Building2, ScrollText, Settings, Users } from "lucide-react";
import { Link } from "react-router";
import { can } from "#shared/roles.ts";
import { PageHeader } from "#web/components/page-header.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { WeekUtilisationCard } from "#web/features/analytics/components/week-utilisation-card.tsx";
import { RecentAuditCard } from "#web/features/audit/components/recent-audit-card.tsx";
import { planText } from "#web/features/team/utils/plan-text.ts";
import { useTeamOverview } from "#web/lib/api/team/get-team-overview.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

/** The admin screens; `label` and `text` are message ids. */
const LINKS = [
  { to: "/admin/users", label: "admin.link.members", icon: Users, text: "admin.link.members.text" },
  { to: "/admin/offices", label: "admin.link.offices", icon: Building2, text: "admin.link.offices.text" },
  { to: "/admin/analytics", label: "admin.link.analytics", icon: BarChart3, text: "admin.link.analytics.text" },
  { to: "/admin/audit", label: "admin.link.audit", icon: ScrollText, text: "admin.link.audit.text" },
  { to: "/settings?tab=team", label: "admin.link.teamSettings", icon: Settings, text: "admin.link.teamSettings.text" },
];

/**
 * /admin: the team's overview for team admins: plan or trial state, member and office counts, this
 * week's utilisation, recent audit events and the admin screens. In app/ because it composes the
 * analytics, audit and dashboard features.
 */
export function AdminPage() {
  const user = useCurrentUser();
  const { _ } = useCatalogue("admin");
  // The plan's words are the team feature's (planText).
  const { _: teamText } = useCatalogue("team");
  const team = user.team;
  const admin = can(user.role, "member:manage");
  const overview = useTeamOverview({ queryConfig: { enabled: admin && !!team } });
  if (!admin || !team) {
    return (
      <div className="mx-auto max-w-6xl">
        <PageHeader title={_("admin.page.title")} description={_("admin.page.adminsOnly")} />
      </div>
    );
  }
  // Plan and counts from GET /api/team: it knows a suspended or activated team, the current user does not.
  const data = overview.data;
  const figures: [string, string][] = [
    [_("admin.figure.plan"), data ? planText(data, teamText) : "…"],
    [_("admin.figure.members"), data ? String(data.counts.members) : "…"],
    [_("admin.figure.activeOffices"), data ? String(data.counts.activeOffices) : "…"],
    [_("admin.figure.pendingInvitations"), data ? String(data.counts.pendingInvitations ?? 0) : "…"],
    [_("admin.figure.timeZone"), team.timeZone],
  ];
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader title={_("admin.page.title")} description={team.name} />
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
            <CardTitle>{_("admin.manage")}</CardTitle>
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
                      <span className="block text-sm font-medium">{_(label)}</span>
                      <span className="block text-xs text-zinc-600 dark:text-zinc-400">{_(text)}</span>
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
