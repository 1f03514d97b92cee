import { format } from "date-fns";
import { Clock, Users } from "lucide-react";
import { can } from "#shared/roles.ts";
import { EmptyState } from "#web/components/empty-state.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { QueryState, Skeleton } from "#web/components/ui/query-state.tsx";
import { useInvitations } from "#web/features/team/api/get-invitations.ts";
import { useMembers } from "#web/lib/api/team/get-members.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { InviteForm, ROLE_LABELS } from "./invite-form.tsx";

const MEMBER_ROLE_LABELS: Record<string, string> = {
  ...ROLE_LABELS,
  admin: "Admin",
  super_admin: "Super admin",
};

/** /team/manage: members, and for team admins the invite form and pending invitations. */
export function TeamPage() {
  const user = useCurrentUser();
  const manage = can(user.role, "member:manage");
  const members = useMembers();
  const invitations = useInvitations({ queryConfig: { enabled: manage } });

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Team Management" description={user.team?.name ?? user.teamName ?? undefined} />
      <div className="grid gap-6 lg:grid-cols-5">
        <Card className={manage ? "lg:col-span-3" : "lg:col-span-5"}>
          <CardHeader>
            <CardTitle>Members</CardTitle>
          </CardHeader>
          <CardContent>
            <QueryState
              query={members}
              isEmpty={(list) => list.length === 0}
              empty={<EmptyState icon={Users} title="No members yet" />}
            >
              {(list) => (
                <div className="overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">Team members</caption>
                    <thead>
                      <tr className="border-b border-zinc-200 text-xs text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
                        <th scope="col" className="py-2 pr-3 font-medium">
                          Name
                        </th>
                        <th scope="col" className="py-2 pr-3 font-medium">
                          Email
                        </th>
                        <th scope="col" className="py-2 font-medium">
                          Role
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {list.map((m) => (
                        <tr key={m.id} className="border-b border-zinc-100 last:border-0 dark:border-zinc-800">
                          <td className="py-2.5 pr-3">
                            <span className="font-medium">{m.name}</span>
                            {m.jobTitle ? (
                              <span className="block text-xs text-zinc-600 dark:text-zinc-400">{m.jobTitle}</span>
                            ) : null}
                          </td>
                          <td className="py-2.5 pr-3 break-all text-zinc-700 dark:text-zinc-300">{m.email}</td>
                          <td className="py-2.5">
                            <Badge tone={m.role === "member" ? "neutral" : "accent"}>
                              {MEMBER_ROLE_LABELS[m.role] ?? m.role}
                            </Badge>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </QueryState>
          </CardContent>
        </Card>
        {manage ? (
          <div className="grid content-start gap-6 lg:col-span-2">
            <InviteForm />
            <Card>
              <CardHeader>
                <CardTitle>Pending invitations</CardTitle>
              </CardHeader>
              <CardContent>
                <QueryState
                  query={invitations}
                  loading={<Skeleton className="h-16" />}
                  isEmpty={(list) => list.length === 0}
                  empty={<p className="text-sm text-zinc-600 dark:text-zinc-400">No pending invitations.</p>}
                >
                  {(list) => (
                    <ul className="divide-y divide-zinc-100 dark:divide-zinc-800" aria-label="Pending invitations">
                      {list.map((inv) => (
                        <li key={inv.id} className="flex items-center justify-between gap-3 py-2.5">
                          <div className="min-w-0">
                            <p className="truncate text-sm font-medium">{inv.email}</p>
                            <p className="flex items-center gap-1 text-xs text-zinc-600 dark:text-zinc-400">
                              <Clock className="size-3" aria-hidden="true" />
                              Expires {format(new Date(inv.expiresAt), "MMM d, yyyy")}
                            </p>
                          </div>
                          <Badge>{ROLE_LABELS[inv.role] ?? inv.role}</Badge>
                        </li>
                      ))}
                    </ul>
                  )}
                </QueryState>
              </CardContent>
            </Card>
          </div>
        ) : null}
      </div>
    </div>
  );
}
