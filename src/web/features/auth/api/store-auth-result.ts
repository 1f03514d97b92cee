import type { QueryClient } from "@tanstack/react-query";
import type { AuthResult } from "../../../../shared/schemas/auth.ts";
import { USER_QUERY_KEY } from "../../../lib/current-user.ts";
import { STORAGE_KEYS, writeLocal } from "../../../lib/storage-keys.ts";

/** Stores the user of a signup/join answer and sets the first-run flags (spec section 4). */
export function storeAuthResult(qc: QueryClient, result: AuthResult): void {
  writeLocal(STORAGE_KEYS.sessionInvalidated, null);
  if (result.success && result.user) {
    if (result.isFirstTimeUser) {
      writeLocal(STORAGE_KEYS.showOnboarding, "true");
      writeLocal(STORAGE_KEYS.newUser, "true");
      writeLocal(STORAGE_KEYS.firstTimeLogin, "true");
    }
    qc.setQueryData(USER_QUERY_KEY, result.user);
  }
}
