import { queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "../../shared/schemas/user.ts";
import { ApiError, apiGet } from "./api-client.ts";

export const USER_QUERY_KEY = ["/api/user"] as const;

/** GET /api/user: the signed-in user, or null on 401. Always stale, refetched on focus and mount. */
export const userQueryOptions = queryOptions({
  queryKey: USER_QUERY_KEY,
  queryFn: async (): Promise<User | null> => {
    try {
      const res = await apiGet<{ user: User }>("/api/user");
      return res.user ?? null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 0,
  gcTime: 30 * 60 * 1000,
  refetchOnWindowFocus: true,
  refetchOnMount: true,
});

/** The current user query. */
export function useUser() {
  return useQuery(userQueryOptions);
}

/** The signed-in user; only call inside the protected layout (throws otherwise). */
export function useCurrentUser(): User {
  const { data } = useQuery(userQueryOptions);
  if (!data) throw new Error("useCurrentUser called without a signed-in user");
  return data;
}

/** Where a signed-in user lands: /super-admin for a super admin, else /dashboard. */
export function homePathFor(user: Pick<User, "role" | "isSuperAdmin">): string {
  return user.isSuperAdmin || user.role === "super_admin" ? "/super-admin" : "/dashboard";
}
