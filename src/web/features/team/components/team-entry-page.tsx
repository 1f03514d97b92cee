import { BarChart3, Building2, type LucideIcon, ScrollText, Settings, UserPlus, Users, UsersRound } from "lucide-react";
import { Link } from "react-router";
import { type Capability, can, type Role } from "#shared/roles.ts";
import { EmptyState } from "#web/components/empty-state.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { QueryState, Skeleton } from "#web/components/ui/query-state.tsx";
import { planText } from "#web/features/team/utils/plan-text.ts";
import { useTeamOverview } from "#web/lib/api/team/get-team-overview.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

/** The team's pages; `label` and `text` are message ids of the "team" catalogue. */
const LINKS: { to: string; label: string; text: string; icon: LucideIcon; needs?: Capability }[] = [
  { to: "/team/manage", label: "team.entry.link.manage", text: "team.entry.link.manageText", icon: Users },
  { to: "/invite", label: "team.entry.link.invite", text: "team.entry.link.inviteText", icon: UserPlus },
  { to: "/team/offices", label: "team.entry.link.offices", text: "team.entry.link.officesText", icon: Building2 },
  {
    to: "/team/analytics",
    label: "team.entry.link.analytics",
    text: "team.entry.link.analyticsText",
    icon: BarChart3,
    needs: "team:analytics",
  },
  {
    to: "/audit",
    label: "team.entry.link.audit",
    text: "team.entry.link.auditText",
    icon: ScrollText,
    needs: "team:analytics",
  },
  { to: "/settings?tab=team", label: "team.entry.link.settings", text: "team.entry.link.settingsText", icon: Settings },
];

/** The links of /team a role may follow (each page also explains itself to those it is not for). */
function linksFor(role: Role) {
  return LINKS.filter((link) => !link.needs || can(role, link.needs));
}

/**
 * /team: the team entry: the team's name, plan or trial state, counts, its team admins
 * and links to the team's pages.
 */
export function TeamEntryPage() {
  const { _ } = useCatalogue("team");
  const user = useCurrentUser();
  const overview = useTeamOverview({ queryConfig: { enabled: !!user.teamId } });
  if (!user.teamId) {
    return (
      <div className="mx-auto max-w-4xl">
        <PageHeader title={_("team.entry.title")} />
        <EmptyState icon={UsersRound} title={_("team.noTeam.title")} description={_("team.noTeam.description")} />
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <QueryState
        query={overview}
        loading={<Skeleton className="h-64" />}
        errorFallback={_("team.overview.loadFailed")}
      >
        {(team) => {
          const figures: [string, string][] = [
            [_("team.entry.plan"), planText(team, _)],
            [_("team.entry.members"), String(team.counts.members)],
            [_("team.entry.activeOffices"), String(team.counts.activeOffices)],
            [_("team.entry.bookings"), String(team.counts.bookings)],
          ];
          if (team.counts.pendingInvitations !== null) {
            figures.push([_("team.entry.pendingInvitations"), String(team.counts.pendingInvitations)]);
          }
          return (
            <>
              <PageHeader
                title={team.name}
                description={_("team.entry.description", { zone: team.timeZone.replaceAll("_", " ") })}
              />
              <dl className="grid grid-cols-[repeat(auto-fit,minmax(10rem,1fr))] gap-3">
                {figures.map(([label, value]) => (
                  <div
                    key={label}
                    className="grid content-start gap-0.5 rounded-xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
                  >
                    <dt className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{label}</dt>
                    <dd className="text-lg font-semibold">{value}</dd>
                  </div>
                ))}
              </dl>
              <div className="grid items-start gap-6 lg:grid-cols-3">
                <Card className="lg:col-span-2">
                  <CardHeader>
                    <CardTitle>{_("team.entry.goTo")}</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <ul className="grid gap-1 sm:grid-cols-2">
                      {linksFor(user.role).map(({ to, label, text, icon: Icon }) => (
                        <li key={to}>
                          <Link
                            to={to}
                            className="flex items-start gap-3 rounded-md p-2 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:hover:bg-zinc-800"
                          >
                            <Icon className="mt-0.5 size-4 text-indigo-700 dark:text-indigo-300" aria-hidden="true" />
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
                <Card>
                  <CardHeader>
                    <CardTitle>{_("team.entry.admins")}</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <ul className="grid gap-1 text-sm">
                      {team.admins.map((admin) => (
                        <li key={admin.id}>{admin.name}</li>
                      ))}
                    </ul>
                  </CardContent>
                </Card>
              </div>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
