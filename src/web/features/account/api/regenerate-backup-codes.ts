import type { BackupCodes, ConfirmPasswordBody } from "#shared/schemas/account.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { accountKeys } from "./account-keys.ts";

/** POST /api/user/two-factor/backup-codes: ten new backup codes; the earlier ones stop working. */
export function regenerateBackupCodes(body: ConfirmPasswordBody): Promise<BackupCodes> {
  return apiRequest<BackupCodes>("POST", "/api/user/two-factor/backup-codes", body);
}

/** New backup codes; the count left is read again. */
export const useRegenerateBackupCodes = createMutationHook({
  mutationFn: regenerateBackupCodes,
  invalidates: [accountKeys.twoFactor()],
});
