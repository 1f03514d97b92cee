/** SQL of the user's own settings. */
import { eq } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import { users } from "../../../db/schema/index.ts";

export async function setOnboardingFlags(tx: Executor, userId: string, done: boolean): Promise<void> {
  await tx
    .update(users)
    .set({ onboardingCompleted: done, hasSeenOnboarding: done, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
