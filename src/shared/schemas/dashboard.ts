import { z } from "zod";

/** GET /api/dashboard/stats (spec section 3 "Dashboard stats"). */
export const dashboardStatsSchema = z.object({
  totalBookings: z.number().int(),
  activeOffices: z.number().int(),
  teamMembers: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/**
 * GET /api/health. `degraded` when the database is unreachable or stalled, or reachable without our
 * tables (`schema: "missing"`: restart to migrate, docs/operations.md). `appUrl` is the configured
 * public URL: the client compares it with its own origin to warn admins about dead invitation links.
 */
export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
  appUrl: z.string(),
  database: z.object({
    kind: z.enum(["pglite", "postgresql"]),
    reachable: z.boolean(),
    schema: z.enum(["present", "missing", "unknown"]),
    migration: z.string().nullable(),
  }),
});
export type Health = z.infer<typeof healthSchema>;
