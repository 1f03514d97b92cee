import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { Badge } from "#web/components/ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useTeam } from "../api/get-team.ts";
import { formatDay, formatInstant, roleName, STATE_LABELS, STATE_TONES } from "../utils/format.ts";
import { PlatformHistory } from "./platform-history.tsx";
import { TeamActions } from "./team-actions.tsx";
import { WeeklyCounts } from "./weekly-counts.tsx";

/** /super-admin/teams/:id: a team's state and actions, members, offices, bookings per week, history. */
export function TeamDetailPage() {
  const { id = "" } = useParams();
  const query = useTeam(id);
  return (
    <div className="grid gap-4">
      <Link to="/super-admin/teams" className="inline-flex items-center gap-1 text-sm text-indigo-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> All teams
      </Link>
      <QueryState query={query} errorFallback="This team could not be loaded">
        {(team) => (
          <div className="grid gap-4">
            <Card>
              <CardHeader layout="row">
                <div className="grid gap-1">
                  <CardTitle className="flex flex-wrap items-center gap-2">
                    {team.name} <Badge tone={STATE_TONES[team.state]}>{STATE_LABELS[team.state]}</Badge>
                  </CardTitle>
                  {team.companyName !== team.name ? <p className="text-sm text-zinc-600">{team.companyName}</p> : null}
                </div>
                <TeamActions team={team} />
              </CardHeader>
              <CardContent>
                <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
                  <div>
                    <dt className="text-zinc-600">Trial ends</dt>
                    <dd className="text-zinc-900">
                      {team.state === "active" ? "No limit" : formatDay(team.trialEndsAt)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-zinc-600">Created</dt>
                    <dd className="text-zinc-900">{formatDay(team.createdAt)}</dd>
                  </div>
                  <div>
                    <dt className="text-zinc-600">Last activity</dt>
                    <dd className="text-zinc-900">{formatInstant(team.lastActivityAt)}</dd>
                  </div>
                  <div>
                    <dt className="text-zinc-600">Time zone</dt>
                    <dd className="text-zinc-900">{team.timeZone}</dd>
                  </div>
                  <CompanyDetail term="Company size" value={team.company.size && `${team.company.size} people`} />
                  <CompanyDetail term="Industry" value={team.company.industry} />
                  <CompanyDetail term="Billing email" value={team.company.billingEmail} />
                  <CompanyDetail term="Address" value={team.company.address} />
                </dl>
              </CardContent>
            </Card>
            <div className="grid gap-4 lg:grid-cols-2">
              <Card>
                <CardHeader>
                  <CardTitle>Members ({team.members.length})</CardTitle>
                </CardHeader>
                <CardContent>
                  <ul className="grid gap-2 text-sm">
                    {team.members.map((m) => (
                      <li key={m.id} className="flex flex-wrap justify-between gap-x-3">
                        <Link to={`/super-admin/users/${m.id}`} className="font-medium text-indigo-700 hover:underline">
                          {m.name}
                        </Link>
                        <span className="text-zinc-600">
                          {roleName(m.role)} · {m.email}
                        </span>
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>Bookings per week</CardTitle>
                </CardHeader>
                <CardContent>
                  <WeeklyCounts weeks={team.bookingsPerWeek} label="Confirmed bookings per week" />
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>Offices ({team.offices.length})</CardTitle>
                </CardHeader>
                <CardContent>
                  {team.offices.length === 0 ? (
                    <p className="text-sm text-zinc-600">No offices yet.</p>
                  ) : (
                    <ul className="grid gap-2 text-sm">
                      {team.offices.map((o) => (
                        <li key={o.id} className="flex justify-between gap-3">
                          <span className="text-zinc-900">{o.name}</span>
                          <span className="text-zinc-600">
                            {o.capacity} seats{o.isActive ? "" : " · deactivated"}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>Super-admin history</CardTitle>
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
  return (
    <div>
      <dt className="text-zinc-600">{term}</dt>
      <dd className="whitespace-pre-line break-words text-zinc-900">{value || "Not given"}</dd>
    </div>
  );
}
