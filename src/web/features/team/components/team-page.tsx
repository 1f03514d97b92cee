import { format } from "date-fns";
import { Clock, Users } from "lucide-react";
import { can } from "../../../../shared/roles.ts";
import { EmptyState } from "../../../components/empty-state.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useCurrentUser } from "../../../lib/current-user.ts";
import { useInvitations } from "../api/get-invitations.ts";
import { useMembers } from "../api/get-members.ts";
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
  const invitations = useInvitations(manage);

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Team Management" description={user.team?.name ?? user.teamName ?? undefined} />
      <div className="grid gap-6 lg:grid-cols-5">
        <Card className={manage ? "lg:col-span-3" : "lg:col-span-5"}>
          <CardHeader>
            <CardTitle>Members</CardTitle>
          </CardHeader>
          <CardContent>
            {members.isPending ? (
              <div className="h-32 animate-pulse rounded-md bg-zinc-100 dark:bg-zinc-800" aria-hidden="true" />
            ) : members.isError ? (
              <p role="alert" className="text-sm text-red-700">
                {errorMessage(members.error)}
              </p>
            ) : members.data.length === 0 ? (
              <EmptyState icon={Users} title="No members yet" />
            ) : (
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
                    {members.data.map((m) => (
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
                {invitations.isPending ? (
                  <div className="h-16 animate-pulse rounded-md bg-zinc-100 dark:bg-zinc-800" aria-hidden="true" />
                ) : invitations.isError ? (
                  <p role="alert" className="text-sm text-red-700">
                    {errorMessage(invitations.error)}
                  </p>
                ) : invitations.data.length === 0 ? (
                  <p className="text-sm text-zinc-600 dark:text-zinc-400">No pending invitations.</p>
                ) : (
                  <ul className="divide-y divide-zinc-100 dark:divide-zinc-800" aria-label="Pending invitations">
                    {invitations.data.map((inv) => (
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
              </CardContent>
            </Card>
          </div>
        ) : null}
      </div>
    </div>
  );
}
