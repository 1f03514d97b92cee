import type { QueryClient } from "@tanstack/react-query";
import { officeKeys } from "#web/lib/api/offices/office-keys.ts";
import { invalidateDependents } from "#web/lib/query-client.ts";

/** Query keys of the team's sites and floors; `siteKeys.all` refreshes every view of them. */
export const siteKeys = {
  all: ["sites"] as const,
  list: () => [...siteKeys.all, "list"] as const,
};

/**
 * After a site, floor or plan changes: the sites, the offices whose building and floor are their
 * names, and what shows offices (the floor map).
 */
export function invalidatePlaces(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: siteKeys.all }),
    client.invalidateQueries({ queryKey: officeKeys.all }),
    invalidateDependents(client, "offices"),
  ]);
}
