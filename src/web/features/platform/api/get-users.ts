import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { AdminUserSummary } from "#shared/schemas/platform.ts";
import { apiGet } from "#web/lib/api-client.ts";
import { platformKeys } from "./platform-keys.ts";

export interface UsersPage {
  users: AdminUserSummary[];
  nextCursor: string | null;
}

/** GET /api/admin/users: one page of users whose name or e-mail contains `q`. */
export function getUsers(q: string, cursor?: string): Promise<UsersPage> {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (cursor) params.set("cursor", cursor);
  return apiGet<UsersPage>(`/api/admin/users?${params}`);
}

/** Users page by page (Load more follows `nextCursor`). */
export function usersQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: platformKeys.userList(q),
    queryFn: ({ pageParam }) => getUsers(q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useUsers(q: string) {
  return useInfiniteQuery(usersQueryOptions(q));
}
