/**
 * Invitation codes (docs/product.md "Invitations"): 10 characters from a 32-symbol alphabet without
 * look-alikes (50 bits), compared case-insensitively, stored only as a SHA-256 hash.
 */
import { createHash, randomInt } from "node:crypto";
import { AppError } from "#server/lib/app-error.ts";
import { INVITE_CODE_LENGTH } from "#shared/constants.ts";
import type { ErrorMessageId } from "#shared/error-text.ts";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function generateInviteCode(): string {
  let code = "";
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export function hashInviteCode(code: string): string {
  return createHash("sha256").update(code.trim().toUpperCase()).digest("hex");
}

export type InviteState = "valid" | "unknown" | "used" | "expired";

export const INVITE_ERRORS: Record<Exclude<InviteState, "valid">, string> = {
  unknown: "Invalid invitation code",
  used: "This invitation has already been used. Ask your team admin for a new one.",
  expired: "This invitation has expired. Ask your team admin for a new one.",
};

/** INVITE_ERRORS' ids in the errors catalogue. */
const INVITE_ERROR_IDS: Record<Exclude<InviteState, "valid">, ErrorMessageId> = {
  unknown: "errors.invitation.unknown",
  used: "errors.invitation.used",
  expired: "errors.invitation.expired",
};

/** 422 INVITE_INVALID for an invitation in `state`. */
export function inviteInvalid(state: Exclude<InviteState, "valid">): AppError {
  return new AppError("INVITE_INVALID", INVITE_ERRORS[state], { id: INVITE_ERROR_IDS[state] });
}

export function inviteState(invitation: { usedAt: Date | null; expiresAt: Date } | null, now: Date): InviteState {
  if (!invitation) return "unknown";
  if (invitation.usedAt) return "used";
  if (invitation.expiresAt.getTime() <= now.getTime()) return "expired";
  return "valid";
}
