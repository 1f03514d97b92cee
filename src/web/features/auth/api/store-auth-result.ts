import type { QueryClient } from "@tanstack/react-query";
import type { AuthResult, RegisterResult } from "#shared/schemas/auth.ts";
import type { User } from "#shared/schemas/user.ts";
import { userKeys } from "#web/lib/api/user/user-keys.ts";
import { clearSavedApiData } from "#web/lib/offline-cache.ts";
import { STORAGE_KEYS, writeLocal } from "#web/lib/storage-keys.ts";

/**
 * Stores the user of a signup/join/register answer and sets the first-run flags (spec section 4).
 * A registration answered without a user opened no session, so nothing is stored.
 */
export function storeAuthResult(qc: QueryClient, result: AuthResult | RegisterResult): void {
  writeLocal(STORAGE_KEYS.sessionInvalidated, null);
  // Anything a read in flight at the last sign-out saved is not this person's.
  void clearSavedApiData();
  if (result.success && result.user) {
    if (result.isFirstTimeUser) {
      writeLocal(STORAGE_KEYS.showOnboarding, "true");
      writeLocal(STORAGE_KEYS.newUser, "true");
      writeLocal(STORAGE_KEYS.firstTimeLogin, "true");
    }
    qc.setQueryData(userKeys.current(), result.user);
  }
}

/**
 * Stores the user of a password sign-in (both steps of a two-factor one), and after 300 ms refreshes
 * every cached query (they belonged to no one).
 */
export function storeSignedInUser(qc: QueryClient, user: User): void {
  writeLocal(STORAGE_KEYS.sessionInvalidated, null);
  // Anything a read in flight at the last sign-out saved is not this person's.
  void clearSavedApiData();
  if (!user.onboardingCompleted && !user.hasSeenOnboarding) {
    writeLocal(STORAGE_KEYS.showOnboarding, "true");
    writeLocal(STORAGE_KEYS.newUser, "true");
  }
  qc.setQueryData(userKeys.current(), user);
  setTimeout(() => void qc.invalidateQueries(), 300);
}
