import { queryOptions, useQuery } from "@tanstack/react-query";
import { createContext, use } from "react";
import type { User } from "#shared/schemas/user.ts";
import { ApiError, apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { userKeys } from "./user-keys.ts";

/**
 * The signed-in user, shared by every feature (so it lives outside features/): GET
 * /api/user/session, which answers null when signed out (so a visitor's console shows no failed
 * request); a 401 still reads as null, as the spec's GET /api/user.
 */
export async function getCurrentUser(): Promise<User | null> {
  try {
    const res = await apiGet<{ user: User | null }>("/api/user/session");
    return res.user ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Refetched on focus and on mount, so a changed role or team shows at once (live updates also
 * refresh it). Fresh for 2 s only, so that the read started at boot (main.tsx) serves the layout
 * and the page mounting right after it instead of being sent again.
 */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: userKeys.current(),
    queryFn: getCurrentUser,
    staleTime: 2_000,
    gcTime: 30 * 60 * 1000,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
  });
}

/** The current user query (data is null when signed out). */
export function useUser({ queryConfig }: { queryConfig?: QueryConfig<typeof currentUserQueryOptions> } = {}) {
  return useQuery({ ...currentUserQueryOptions(), ...queryConfig });
}

/**
 * The signed-in user as the protected layout read it (protected-layout.tsx provides it): one query
 * observer for the whole shell instead of one per component that asks (about a dozen on the
 * dashboard, and one per office's favourite button), each with its own options and result on every
 * answer. The dashboard's load renders the same either way (scripts/render-count-web.ts).
 */
export const CurrentUserContext = createContext<User | null>(null);

/** The signed-in user; only call inside the protected layout (throws otherwise). */
export function useCurrentUser(): User {
  const user = use(CurrentUserContext);
  if (!user) throw new Error("useCurrentUser called without a signed-in user");
  return user;
}

/** Where a signed-in user lands: /super-admin for a super admin, else /dashboard. */
export function homePathFor(user: Pick<User, "role" | "isSuperAdmin">): string {
  return user.isSuperAdmin || user.role === "super_admin" ? "/super-admin" : "/dashboard";
}
