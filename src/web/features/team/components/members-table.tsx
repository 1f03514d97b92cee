import { ArrowDown, ArrowUp, ArrowUpDown, Users } from "lucide-react";
import { useState } from "react";
import { INVITABLE_ROLES, type Role, teamRank } from "#shared/roles.ts";
import type { MemberSort } from "#shared/schemas/members.ts";
import type { Member } from "#shared/schemas/team.ts";
import { formatInZone } from "#shared/time.ts";
import { EmptyState } from "#web/components/empty-state.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { NativeSelect } from "#web/components/ui/input.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { SearchInput } from "#web/components/ui/search-input.tsx";
import { useTeamMembers } from "#web/features/team/api/get-team-members.ts";
import { useUpdateMemberRole } from "#web/features/team/api/update-member-role.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useDebouncedValue } from "#web/lib/use-debounced-value.ts";
import { useMediaQuery } from "#web/lib/use-media-query.ts";
import { MemberActions } from "./member-actions.tsx";
import { MemberCards } from "./member-cards.tsx";
import { RemoveMemberDialog } from "./remove-member-dialog.tsx";
import { ResetTwoFactorDialog } from "./reset-two-factor-dialog.tsx";
import { MEMBER_ROLE_LABELS } from "./role-labels.ts";

/** A column; `label` is a message id of the "team" catalogue. */
type Column = { key: string; label: string; sort?: string; adminOnly?: boolean };
const COLUMNS: Column[] = [
  { key: "name", label: "team.members.column.name", sort: "name" },
  { key: "email", label: "team.members.column.email", sort: "email", adminOnly: true },
  { key: "role", label: "team.members.column.role", sort: "role" },
  { key: "title", label: "team.members.column.jobTitle" },
  { key: "department", label: "team.members.column.department" },
  { key: "joined", label: "team.members.column.joined", sort: "joined" },
  { key: "lastActive", label: "team.members.column.lastActive", sort: "lastActive", adminOnly: true },
  { key: "bookings", label: "team.members.column.bookings", sort: "bookings", adminOnly: true },
];

const cell = "py-2.5 pr-3 align-top";

/** A sortable column header: a button that says the order it sets; aria-sort on the header cell. */
function SortHeader({ column, sort, onSort }: { column: Column; sort: MemberSort; onSort: (s: MemberSort) => void }) {
  const { _ } = useCatalogue("team");
  if (!column.sort) {
    return (
      <th scope="col" className="py-2 pr-3 font-medium">
        {_(column.label)}
      </th>
    );
  }
  const active = sort.replace("-", "") === column.sort;
  const descending = active && sort.startsWith("-");
  const Icon = !active ? ArrowUpDown : descending ? ArrowDown : ArrowUp;
  const next = (active && !descending ? `-${column.sort}` : column.sort) as MemberSort;
  return (
    <th
      scope="col"
      className="py-2 pr-3 font-medium"
      aria-sort={active ? (descending ? "descending" : "ascending") : "none"}
    >
      <button
        type="button"
        onClick={() => onSort(next)}
        className="inline-flex items-center gap-1 rounded hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:hover:text-zinc-100"
      >
        {_(column.label)}
        <Icon className="size-3.5" aria-hidden="true" />
        <span className="sr-only">
          , {next.startsWith("-") ? _("team.members.sort.descending") : _("team.members.sort.ascending")}
        </span>
      </button>
    </th>
  );
}

/** The role cell: a select for admins (roles up to their own), else a badge. */
function RoleCell({ member, actorRole, editable }: { member: Member; actorRole: Role; editable: boolean }) {
  const { _ } = useCatalogue("team");
  const update = useUpdateMemberRole({
    mutationConfig: {
      onSuccess: (m) =>
        toast({
          title: _("team.members.roleChanged", { name: m.name, role: _(MEMBER_ROLE_LABELS[m.role]) }),
          variant: "success",
        }),
      onError: (error) =>
        toast({ title: _("team.members.roleNotChanged"), description: errorMessage(error), variant: "destructive" }),
    },
  });
  if (!editable || teamRank(member.role) > teamRank(actorRole)) {
    return <Badge tone={member.role === "member" ? "neutral" : "accent"}>{_(MEMBER_ROLE_LABELS[member.role])}</Badge>;
  }
  const value = member.role === "admin" ? "team_admin" : member.role;
  return (
    <NativeSelect
      aria-label={_("team.members.roleOf", { name: member.name })}
      value={value}
      disabled={update.isPending}
      onChange={(e) => update.mutate({ id: member.id, role: e.target.value as (typeof INVITABLE_ROLES)[number] })}
      look="compact"
      className="min-w-36"
    >
      {INVITABLE_ROLES.filter((r) => teamRank(r) <= teamRank(actorRole)).map((r) => (
        <option key={r} value={r}>
          {_(MEMBER_ROLE_LABELS[r])}
        </option>
      ))}
    </NativeSelect>
  );
}

/**
 * The members table of /team/manage: search (name, e-mail, title, department), sortable columns,
 * and for team admins e-mails, activity, a role select and Remove; cards on a phone (member-cards.tsx).
 * `zone` formats dates (team zone).
 */
export function MembersTable({
  manage,
  actor,
  zone,
}: {
  manage: boolean;
  actor: { id: string; role: Role };
  zone: string;
}) {
  const { _ } = useCatalogue("team");
  const dateStyle = useDateStyle();
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<MemberSort>("name");
  const q = useDebouncedValue(search, 250);
  const pages = useTeamMembers({ q, sort });
  // QueryState takes one list: the pages loaded so far, in order.
  const members = {
    data: pages.data?.pages.flatMap((page) => page.items),
    isPending: pages.isPending,
    isError: pages.isError,
    error: pages.error,
    refetch: pages.refetch,
  };
  const [removing, setRemoving] = useState<Member | null>(null);
  const [resetting, setResetting] = useState<Member | null>(null);
  const columns = COLUMNS.filter((c) => manage || !c.adminOnly);
  const phone = useMediaQuery("(max-width: 767px)");

  return (
    <div className="grid gap-3">
      <SearchInput
        className="max-w-sm"
        label={_("team.members.search")}
        placeholder={_("team.members.searchPlaceholder")}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <QueryState
        query={members}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState icon={Users} title={q ? _("team.members.noMatch", { query: q }) : _("team.members.none")} />}
      >
        {(list) =>
          phone ? (
            <MemberCards
              list={list}
              manage={manage}
              actorId={actor.id}
              zone={zone}
              roleOf={(m) => <RoleCell member={m} actorRole={actor.role} editable={manage} />}
              onRemove={setRemoving}
              onResetTwoFactor={setResetting}
            />
          ) : (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
            <section className="overflow-x-auto" tabIndex={0} aria-label={_("team.members.table")}>
              <table className="w-full min-w-[720px] text-left text-sm">
                <caption className="sr-only">
                  {pages.hasNextPage
                    ? _("team.members.shownMore", { count: list.length })
                    : _("team.members.shown", { count: list.length })}
                </caption>
                <thead>
                  <tr className="border-b border-zinc-200 text-xs text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
                    {columns.map((c) => (
                      <SortHeader key={c.key} column={c} sort={sort} onSort={setSort} />
                    ))}
                    {manage ? (
                      <th scope="col" className="py-2 font-medium">
                        <span className="sr-only">{_("team.members.actions")}</span>
                      </th>
                    ) : null}
                  </tr>
                </thead>
                <tbody>
                  {list.map((m) => (
                    <tr key={m.id} className="border-b border-zinc-100 last:border-0 dark:border-zinc-800">
                      <th scope="row" className={`${cell} font-medium`}>
                        {m.name}
                        {m.id === actor.id ? (
                          <span className="text-xs font-normal text-zinc-500 dark:text-zinc-400">
                            {" "}
                            {_("team.members.you")}
                          </span>
                        ) : null}
                      </th>
                      {manage ? (
                        <td className={`${cell} break-all text-zinc-700 dark:text-zinc-300`}>{m.email}</td>
                      ) : null}
                      <td className={cell}>
                        <RoleCell member={m} actorRole={actor.role} editable={manage} />
                      </td>
                      <td className={cell}>{m.jobTitle ?? "—"}</td>
                      <td className={cell}>{m.department ?? "—"}</td>
                      <td className={`${cell} whitespace-nowrap`}>
                        {formatInZone(m.joinedAt, zone, "MMM d, yyyy", dateStyle)}
                      </td>
                      {manage ? (
                        <>
                          <td className={`${cell} whitespace-nowrap`}>
                            {m.lastActiveAt
                              ? formatInZone(m.lastActiveAt, zone, "MMM d, HH:mm", dateStyle)
                              : _("team.members.never")}
                          </td>
                          <td className={`${cell} tabular-nums`}>{m.bookingsThisMonth ?? 0}</td>
                          <td className="py-2 text-right whitespace-nowrap">
                            {m.id !== actor.id ? (
                              <MemberActions member={m} onRemove={setRemoving} onResetTwoFactor={setResetting} />
                            ) : null}
                          </td>
                        </>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )
        }
      </QueryState>
      {pages.hasNextPage ? (
        <div className="flex flex-col items-center gap-1 pt-1">
          <Button variant="secondary" disabled={pages.isFetchingNextPage} onClick={() => pages.fetchNextPage()}>
            {pages.isFetchingNextPage ? _("team.members.loading") : _("team.members.loadMore")}
          </Button>
          {pages.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errorMessage(pages.error, _("team.members.loadMoreFailed"))}
            </p>
          ) : null}
        </div>
      ) : null}
      <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />
      <ResetTwoFactorDialog member={resetting} onClose={() => setResetting(null)} />
    </div>
  );
}
