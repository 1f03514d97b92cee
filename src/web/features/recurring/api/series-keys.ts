import type { SeriesBody } from "#shared/schemas/series.ts";

/** Query keys of recurring series; every key starts with `seriesKeys.all`. */
export const seriesKeys = {
  all: ["series"] as const,
  list: (scope: "mine" | "team") => [...seriesKeys.all, "list", scope] as const,
  detail: (id: string) => [...seriesKeys.all, "detail", id] as const,
  preview: (body: SeriesBody) => [...seriesKeys.all, "preview", body] as const,
};

/**
 * The bookings feature's key prefix (its `bookingKeys.all`): series change real bookings, so every
 * calendar and My Bookings list is refreshed. Written out because features never import each other.
 */
export const BOOKINGS_KEY = ["bookings"] as const;

/** Query keys of the signed-in user's booking templates. */
export const templateKeys = {
  all: ["templates"] as const,
  list: () => [...templateKeys.all, "list"] as const,
};
