import type { ComponentProps } from "react";
import type { Member } from "#shared/schemas/team.ts";
import { ConfirmDialog, type ConfirmedChange, type ConfirmWords } from "#web/components/ui/confirm-dialog.tsx";
import type { DialogContent } from "#web/components/ui/dialog.tsx";

/**
 * Asks before a change to `member` (null: closed) that cannot be taken back from the row: its words,
 * its refusal in place, a way out and the change itself (removing a member, turning off their second
 * factor).
 */
export function MemberConfirmDialog({
  member,
  onClose,
  change,
  words,
  size,
}: {
  member: Member | null;
  onClose: () => void;
  change: ConfirmedChange;
  words: (member: Member) => ConfirmWords;
  size?: ComponentProps<typeof DialogContent>["size"];
}) {
  return <ConfirmDialog item={member} onClose={onClose} change={change} words={words} size={size} />;
}
