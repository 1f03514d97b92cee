import type { AnalyticsQuery } from "#shared/schemas/analytics.ts";

/** Query keys of team analytics: under the team resource, one entry per range and office. */
export const analyticsKeys = {
  all: ["team", "analytics"] as const,
  figures: (query: AnalyticsQuery) => [...analyticsKeys.all, query] as const,
};
