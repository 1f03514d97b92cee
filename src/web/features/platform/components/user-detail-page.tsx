import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { Badge } from "#web/components/ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { useAdminUser } from "../api/get-user.ts";
import { formatDay, formatInstant, roleName, STATE_LABELS, STATE_TONES } from "../utils/format.ts";
import { PlatformHistory } from "./platform-history.tsx";
import { UserActions } from "./user-actions.tsx";

/** /super-admin/users/:id: a user's team, role, last sign-in, sessions, actions and history. */
export function UserDetailPage() {
  const { _ } = useCatalogue("platform");
  const dateStyle = useDateStyle();
  const { id = "" } = useParams();
  const query = useAdminUser(id);
  return (
    <div className="grid gap-4">
      <Link to="/super-admin/users" className="inline-flex items-center gap-1 text-sm text-indigo-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> {_("platform.userDetail.back")}
      </Link>
      <QueryState query={query} errorFallback={_("platform.userDetail.error")}>
        {(user) => (
          <div className="grid gap-4">
            <Card>
              <CardHeader>
                <CardTitle className="flex flex-wrap items-center gap-2">
                  {user.name}
                  {user.disabled ? <Badge tone="danger">{_("platform.userDetail.signInDisabled")}</Badge> : null}
                </CardTitle>
                <p className="text-sm text-zinc-600">{user.email}</p>
              </CardHeader>
              <CardContent className="grid gap-5">
                <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
                  <div>
                    <dt className="text-zinc-600">{_("platform.userDetail.role")}</dt>
                    <dd className="text-zinc-900">{roleName(user.role, _)}</dd>
                  </div>
                  <div>
                    <dt className="text-zinc-600">{_("platform.userDetail.team")}</dt>
                    <dd className="flex flex-wrap items-center gap-1 text-zinc-900">
                      {user.teamId ? (
                        <Link to={`/super-admin/teams/${user.teamId}`} className="text-indigo-700 hover:underline">
                          {user.teamName}
                        </Link>
                      ) : (
                        _("platform.userDetail.noTeam")
                      )}
                      {user.teamState ? (
                        <Badge tone={STATE_TONES[user.teamState]}>{_(STATE_LABELS[user.teamState])}</Badge>
                      ) : null}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-zinc-600">{_("platform.userDetail.lastSignIn")}</dt>
                    <dd className="text-zinc-900">{formatInstant(user.lastSignInAt, dateStyle)}</dd>
                  </div>
                  <div>
                    <dt className="text-zinc-600">{_("platform.userDetail.joined")}</dt>
                    <dd className="text-zinc-900">{formatDay(user.createdAt, dateStyle)}</dd>
                  </div>
                </dl>
                <UserActions key={`${user.role}-${user.disabled}`} user={user} />
              </CardContent>
            </Card>
            <div className="grid gap-4 lg:grid-cols-2">
              <Card>
                <CardHeader>
                  <CardTitle>{_("platform.userDetail.sessions", { count: user.sessions.length })}</CardTitle>
                </CardHeader>
                <CardContent>
                  {user.sessions.length === 0 ? (
                    <p className="text-sm text-zinc-600">{_("platform.userDetail.sessions.empty")}</p>
                  ) : (
                    <ul className="grid gap-3 text-sm">
                      {user.sessions.map((s) => (
                        <li key={s.id} className="grid gap-0.5">
                          <span className="text-zinc-900">
                            {s.ipAddress
                              ? _("platform.userDetail.session.lastSeen", {
                                  date: formatInstant(s.lastSeenAt, dateStyle),
                                  address: s.ipAddress,
                                })
                              : _("platform.userDetail.session.lastSeenUnknownAddress", {
                                  date: formatInstant(s.lastSeenAt, dateStyle),
                                })}
                          </span>
                          <span className="truncate text-xs text-zinc-600" title={s.userAgent ?? undefined}>
                            {s.userAgent
                              ? _("platform.userDetail.session.signedIn", {
                                  browser: s.userAgent,
                                  date: formatInstant(s.createdAt, dateStyle),
                                })
                              : _("platform.userDetail.session.signedInUnknownBrowser", {
                                  date: formatInstant(s.createdAt, dateStyle),
                                })}
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
                  <PlatformHistory rows={user.history} />
                </CardContent>
              </Card>
            </div>
          </div>
        )}
      </QueryState>
    </div>
  );
}
