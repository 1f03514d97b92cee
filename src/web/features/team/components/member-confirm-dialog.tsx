import type { ComponentProps } from "react";
import type { Member } from "#shared/schemas/team.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "#web/components/ui/dialog.tsx";
import { errorMessage } from "#web/lib/api-client.ts";

/** The mutation a member's confirmation runs, as a `useX()` hook of the team's api returns it. */
interface MemberChange {
  mutate: (memberId: string) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

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
  change: MemberChange;
  words: (member: Member) => { title: string; description: string; keep: string; confirm: string; pending: string };
  size?: ComponentProps<typeof DialogContent>["size"];
}) {
  const text = member ? words(member) : null;
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) {
          change.reset();
          onClose();
        }
      }}
    >
      {member && text ? (
        <DialogContent size={size} title={text.title} description={text.description}>
          {change.error ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errorMessage(change.error)}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">{text.keep}</Button>
            </DialogClose>
            <Button variant="destructive" disabled={change.isPending} onClick={() => change.mutate(member.id)}>
              {change.isPending ? text.pending : text.confirm}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
