/**
 * GET /api/team: the team entry (/team and /invite): the team's name, plan or trial state,
 * counts and its team admins' names. Every member reads it; the pending invitations count is for
 * team admins only (null for others).
 */
import { z } from "zod";
import { TEAM_STATES } from "./platform.ts";

export const teamOverviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  companyName: z.string(),
  timeZone: z.string(),
  /** trial, active, expired (trial over) or suspended (docs/product.md "Platform"). */
  state: z.enum(TEAM_STATES),
  trialEndsAt: z.string().nullable(),
  /** Whole days left of the trial (0 on its last day or after); null unless on a trial. */
  trialDaysLeft: z.number().int().nullable(),
  createdAt: z.string(),
  counts: z.object({
    members: z.number().int(),
    activeOffices: z.number().int(),
    /** Confirmed bookings of the whole team, all time (the dashboard's totalBookings). */
    bookings: z.number().int(),
    /** Invitations not used and not expired; null unless the reader is a team admin. */
    pendingInvitations: z.number().int().nullable(),
  }),
  /** The team admins (who can invite), by name: every member may know whom to ask. */
  admins: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;
