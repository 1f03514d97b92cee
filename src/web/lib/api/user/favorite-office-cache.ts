import type { QueryClient } from "@tanstack/react-query";
import type { User } from "#shared/schemas/user.ts";
import type { MutationHookOptions } from "#web/lib/create-mutation-hook.ts";
import { userKeys } from "./user-keys.ts";

/** What an optimistic favourite change keeps to roll back. */
export interface FavoriteSnapshot {
  previous: User | null | undefined;
}

/**
 * Shows `officeId` as starred (`favorite`) or not in the cached current user at once, before the
 * server answers; returns the snapshot to restore if the call fails.
 */
export async function applyFavoriteOptimistically(
  qc: QueryClient,
  officeId: string,
  favorite: boolean,
): Promise<FavoriteSnapshot> {
  await qc.cancelQueries({ queryKey: userKeys.current() });
  const previous = qc.getQueryData<User | null>(userKeys.current());
  qc.setQueryData<User | null>(userKeys.current(), (user) => {
    if (!user) return user;
    const others = user.favoriteOffices.filter((id) => id !== officeId);
    const favoriteOffices: string[] = favorite ? [...others, officeId] : others;
    return { ...user, favoriteOffices };
  });
  return { previous };
}

/** Puts the cached current user back as it was before a failed change. */
export function rollbackFavorite(qc: QueryClient, snapshot: FavoriteSnapshot | undefined): void {
  if (snapshot?.previous !== undefined) qc.setQueryData(userKeys.current(), snapshot.previous);
}

/**
 * The star and unstar mutations: shown at once (optimistic), rolled back if the server refuses,
 * and the current user (its `favoriteOffices`) refetched either way. `starred` is the new state.
 */
export function favoriteMutationOptions(
  mutationFn: (officeId: string) => Promise<void>,
  starred: boolean,
): MutationHookOptions<void, string, FavoriteSnapshot> {
  return {
    mutationFn,
    onMutate: (officeId, { client }) => applyFavoriteOptimistically(client, officeId, starred),
    onError: (_error, _officeId, snapshot, { client }) => rollbackFavorite(client, snapshot),
    onSettled: (_data, _error, _officeId, _snapshot, { client }) => {
      void client.invalidateQueries({ queryKey: userKeys.current() });
    },
  };
}
