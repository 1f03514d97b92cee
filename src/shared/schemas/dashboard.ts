import { z } from "zod";

/** GET /api/dashboard/stats (spec section 3 "Dashboard stats"). */
export const dashboardStatsSchema = z.object({
  totalBookings: z.number().int(),
  activeOffices: z.number().int(),
  teamMembers: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** GET /api/health. */
export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
  database: z.object({
    kind: z.enum(["pglite", "postgresql"]),
    reachable: z.boolean(),
    migration: z.string().nullable(),
  }),
});
export type Health = z.infer<typeof healthSchema>;
