import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Template } from "#shared/schemas/series.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { templateKeys } from "./series-keys.ts";

/** GET /api/templates: the signed-in user's templates. */
export function getTemplates(): Promise<Template[]> {
  return apiGet<Template[]>("/api/templates");
}

export function templatesQueryOptions() {
  return queryOptions({ queryKey: templateKeys.list(), queryFn: getTemplates, meta: { dependsOn: ["offices"] } });
}

/** The user's templates. */
export function useTemplates({ queryConfig }: { queryConfig?: QueryConfig<typeof templatesQueryOptions> } = {}) {
  return useQuery({ ...templatesQueryOptions(), ...queryConfig });
}
