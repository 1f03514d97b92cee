/**
 * SQL of a team's platform state (the team module owns teams): trial end, status, deletion. Written
 * only by super admins, through src/server/modules/platform.
 */
import { eq } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { teams } from "#db/schema/index.ts";
import type { TeamStatus } from "#shared/constants.ts";
import type { TeamRow } from "./team.repository.ts";

/** Sets the team's status and trial end; returns the row, or null when the team is gone. */
export async function updateTeamState(
  tx: Executor,
  teamId: string,
  state: { status: TeamStatus; trialEndsAt: Date | null },
  updatedAt: Date,
): Promise<TeamRow | null> {
  const rows = await tx
    .update(teams)
    .set({ ...state, updatedAt })
    .where(eq(teams.id, teamId))
    .returning();
  return rows[0] ?? null;
}

/**
 * Deletes the team; its offices, bookings, invitations and notifications go with it (ON DELETE
 * CASCADE). Its members are deleted first by the user module. Returns false when it was gone.
 */
export async function deleteTeam(tx: Executor, teamId: string): Promise<boolean> {
  const rows = await tx.delete(teams).where(eq(teams.id, teamId)).returning({ id: teams.id });
  return rows.length > 0;
}
