import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { Badge } from "#web/components/ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { useTeam } from "../api/get-team.ts";
import { formatDay, formatInstant, roleName, STATE_LABELS, STATE_TONES } from "../utils/format.ts";
import { PlatformHistory } from "./platform-history.tsx";
import { TeamActions } from "./team-actions.tsx";
import { WeeklyCounts } from "./weekly-counts.tsx";

/** /super-admin/teams/:id: a team's state and actions, members, offices, bookings per week, history. */
export function TeamDetailPage() {
  const { _ } = useCatalogue("platform");
  const dateStyle = useDateStyle();
  const { id = "" } = useParams();
  const query = useTeam(id);
  return (
    <div className="grid gap-4">
      <Link to="/super-admin/teams" className="inline-flex items-center gap-1 text-sm text-indigo-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> {_("platform.teamDetail.back")}
      </Link>
      <QueryState query={query} errorFallback={_("platform.teamDetail.error")}>
        {(team) => (
          <div className="grid gap-4">
            <Card>
              <CardHeader layout="row">
                <div className="grid gap-1">
                  <CardTitle className="flex flex-wrap items-center gap-2">
                    {team.name} <Badge tone={STATE_TONES[team.state]}>{_(STATE_LABELS[team.state])}</Badge>
                  </CardTitle>
                  {team.companyName !== team.name ? <p className="text-sm text-zinc-600">{team.companyName}</p> : null}
                </div>
                <TeamActions team={team} />
              </CardHeader>
              <CardContent>
                <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
                  <div>
                    <dt className="text-zinc-600">{_("platform.teamDetail.trialEnds")}</dt>
                    <dd className="text-zinc-900">
                      {team.state === "active"
                        ? _("platform.teamDetail.noLimit")
                        : formatDay(team.trialEndsAt, dateStyle)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-zinc-600">{_("platform.teamDetail.created")}</dt>
                    <dd className="text-zinc-900">{formatDay(team.createdAt, dateStyle)}</dd>
                  </div>
                  <div>
                    <dt className="text-zinc-600">{_("platform.teamDetail.lastActivity")}</dt>
                    <dd className="text-zinc-900">{formatInstant(team.lastActivityAt, dateStyle)}</dd>
                  </div>
                  <div>
                    <dt className="text-zinc-600">{_("platform.teamDetail.timeZone")}</dt>
                    <dd className="text-zinc-900">{team.timeZone}</dd>
                  </div>
                  <CompanyDetail
                    term={_("platform.teamDetail.companySize")}
                    value={
                      team.company.size && _("platform.teamDetail.companySize.people", { size: team.company.size })
                    }
                  />
                  <CompanyDetail term={_("platform.teamDetail.industry")} value={team.company.industry} />
                  <CompanyDetail term={_("platform.teamDetail.billingEmail")} value={team.company.billingEmail} />
                  <CompanyDetail term={_("platform.teamDetail.address")} value={team.company.address} />
                </dl>
              </CardContent>
            </Card>
            <div className="grid gap-4 lg:grid-cols-2">
              <Card>
                <CardHeader>
                  <CardTitle>{_("platform.teamDetail.members", { count: team.members.length })}</CardTitle>
                </CardHeader>
                <CardContent>
                  <ul className="grid gap-2 text-sm">
                    {team.members.map((m) => (
                      <li key={m.id} className="flex flex-wrap justify-between gap-x-3">
                        <Link to={`/super-admin/users/${m.id}`} className="font-medium text-indigo-700 hover:underline">
                          {m.name}
                        </Link>
                        <span className="text-zinc-600">
                          {roleName(m.role, _)} · {m.email}
                        </span>
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>{_("platform.teamDetail.bookingsPerWeek")}</CardTitle>
                </CardHeader>
                <CardContent>
                  <WeeklyCounts weeks={team.bookingsPerWeek} label={_("platform.teamDetail.bookingsPerWeek.label")} />
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>{_("platform.teamDetail.offices", { count: team.offices.length })}</CardTitle>
                </CardHeader>
                <CardContent>
                  {team.offices.length === 0 ? (
                    <p className="text-sm text-zinc-600">{_("platform.teamDetail.offices.empty")}</p>
                  ) : (
                    <ul className="grid gap-2 text-sm">
                      {team.offices.map((o) => (
                        <li key={o.id} className="flex justify-between gap-3">
                          <span className="text-zinc-900">{o.name}</span>
                          <span className="text-zinc-600">
                            {_(
                              o.isActive
                                ? "platform.teamDetail.office.seats"
                                : "platform.teamDetail.office.seatsDeactivated",
                              {
                                capacity: o.capacity,
                              },
                            )}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>{_("platform.history.title")}</CardTitle>
                </CardHeader>
                <CardContent>
                  <PlatformHistory rows={team.history} />
                </CardContent>
              </Card>
            </div>
          </div>
        )}
      </QueryState>
    </div>
  );
}

/** One company detail of the larger registration; teams made by the simple sign-up show "Not given". */
function CompanyDetail({ term, value }: { term: string; value: string | null }) {
  const { _ } = useCatalogue("platform");
  return (
    <div>
      <dt className="text-zinc-600">{term}</dt>
      <dd className="whitespace-pre-line break-words text-zinc-900">{value || _("platform.teamDetail.notGiven")}</dd>
    </div>
  );
}
