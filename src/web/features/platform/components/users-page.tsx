import { Link, useSearchParams } from "react-router";
import { Badge } from "#web/components/ui/badge.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { LoadMoreButton } from "#web/components/ui/load-more-button.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { useDebouncedValue } from "#web/lib/use-debounced-value.ts";
import { useUsers } from "../api/get-users.ts";
import { formatInstant, roleName } from "../utils/format.ts";

/** /super-admin/users: search by name or e-mail across teams; Load more pages on. */
export function UsersPage() {
  const { _ } = useCatalogue("platform");
  const dateStyle = useDateStyle();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const search = useDebouncedValue(q.trim(), 300);
  const query = useUsers(search);
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5 sm:max-w-md">
        <Label htmlFor="user-search">{_("platform.users.search")}</Label>
        <Input
          id="user-search"
          type="search"
          placeholder={_("platform.users.searchPlaceholder")}
          value={q}
          maxLength={120}
          onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
        />
      </div>
      <QueryState
        query={{ ...query, data: query.data?.pages.flatMap((page) => page.users) }}
        errorFallback={_("platform.users.error")}
        isEmpty={(users) => users.length === 0}
        empty={
          <p className="rounded-lg border border-dashed border-zinc-300 p-6 text-center text-sm text-zinc-600">
            {_("platform.users.empty")}
          </p>
        }
      >
        {(users) => (
          <Card>
            <CardContent inset="none">
              <ul className="divide-y divide-zinc-200" aria-label={_("platform.users.list")}>
                {users.map((user) => (
                  <li key={user.id}>
                    <Link
                      to={`/super-admin/users/${user.id}`}
                      className="grid gap-1 px-4 py-3 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:grid-cols-[1fr_12rem_10rem] sm:items-center sm:gap-4"
                    >
                      <span className="min-w-0">
                        <span className="flex flex-wrap items-center gap-2 font-medium text-zinc-900">
                          <span className="truncate">{user.name}</span>
                          {user.disabled ? (
                            <Badge tone="danger">{_("platform.userDetail.signInDisabled")}</Badge>
                          ) : null}
                        </span>
                        <span className="block truncate text-xs text-zinc-600">{user.email}</span>
                      </span>
                      <span className="text-sm text-zinc-700">
                        {roleName(user.role, _)}
                        {user.teamName ? ` · ${user.teamName}` : ""}
                      </span>
                      <span className="text-xs text-zinc-600">
                        {_("platform.users.lastSignIn", { date: formatInstant(user.lastSignInAt, dateStyle) })}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        )}
      </QueryState>
      <LoadMoreButton query={query} />
    </div>
  );
}
