import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { Badge } from "#web/components/ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useAdminUser } from "../api/get-user.ts";
import { formatDay, formatInstant, roleName, STATE_LABELS, STATE_TONES } from "../utils/format.ts";
import { PlatformHistory } from "./platform-history.tsx";
import { UserActions } from "./user-actions.tsx";

/** /super-admin/users/:id: a user's team, role, last sign-in, sessions, actions and history. */
export function UserDetailPage() {
  const { id = "" } = useParams();
  const query = useAdminUser(id);
  return (
    <div className="grid gap-4">
      <Link to="/super-admin/users" className="inline-flex items-center gap-1 text-sm text-indigo-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> All users
      </Link>
      <QueryState query={query} errorFallback="This user could not be loaded">
        {(user) => (
          <div className="grid gap-4">
            <Card>
              <CardHeader>
                <CardTitle className="flex flex-wrap items-center gap-2">
                  {user.name}
                  {user.disabled ? <Badge tone="danger">Sign-in disabled</Badge> : null}
                </CardTitle>
                <p className="text-sm text-zinc-600">{user.email}</p>
              </CardHeader>
              <CardContent className="grid gap-5">
                <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
                  <div>
                    <dt className="text-zinc-600">Role</dt>
                    <dd className="text-zinc-900">{roleName(user.role)}</dd>
                  </div>
                  <div>
                    <dt className="text-zinc-600">Team</dt>
                    <dd className="flex flex-wrap items-center gap-1 text-zinc-900">
                      {user.teamId ? (
                        <Link to={`/super-admin/teams/${user.teamId}`} className="text-indigo-700 hover:underline">
                          {user.teamName}
                        </Link>
                      ) : (
                        "No team"
                      )}
                      {user.teamState ? (
                        <Badge tone={STATE_TONES[user.teamState]}>{STATE_LABELS[user.teamState]}</Badge>
                      ) : null}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-zinc-600">Last sign-in</dt>
                    <dd className="text-zinc-900">{formatInstant(user.lastSignInAt)}</dd>
                  </div>
                  <div>
                    <dt className="text-zinc-600">Joined</dt>
                    <dd className="text-zinc-900">{formatDay(user.createdAt)}</dd>
                  </div>
                </dl>
                <UserActions key={`${user.role}-${user.disabled}`} user={user} />
              </CardContent>
            </Card>
            <div className="grid gap-4 lg:grid-cols-2">
              <Card>
                <CardHeader>
                  <CardTitle>Sessions ({user.sessions.length})</CardTitle>
                </CardHeader>
                <CardContent>
                  {user.sessions.length === 0 ? (
                    <p className="text-sm text-zinc-600">No open sessions.</p>
                  ) : (
                    <ul className="grid gap-3 text-sm">
                      {user.sessions.map((s) => (
                        <li key={s.id} className="grid gap-0.5">
                          <span className="text-zinc-900">
                            Last seen {formatInstant(s.lastSeenAt)} · {s.ipAddress || "unknown address"}
                          </span>
                          <span className="truncate text-xs text-zinc-600" title={s.userAgent ?? undefined}>
                            {s.userAgent ?? "Unknown browser"} · signed in {formatInstant(s.createdAt)}
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
