import { z } from "zod";

/** GET /api/team/activity?limit=5 (spec section 7): how many recent items, 1 to 50 (default 5). */
export const teamActivityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(5),
});

/** One line of the team's recent activity, written for people; `timestamp` is ISO 8601. */
export const activityItemSchema = z.object({
  description: z.string(),
  timestamp: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const teamActivitySchema = z.array(activityItemSchema);
