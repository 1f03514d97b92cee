import type { Member } from "#shared/schemas/team.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "#web/components/ui/dialog.tsx";
import { useRemoveMember } from "#web/features/team/api/remove-member.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast-store.ts";

/** Confirms removing `member` (null: closed) and says what removal does before it happens. */
export function RemoveMemberDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const remove = useRemoveMember({
    mutationConfig: {
      onSuccess: ({ cancelledBookings }) => {
        toast({
          title: `${member?.name ?? "Member"} removed`,
          description:
            cancelledBookings === 1
              ? "1 upcoming booking was cancelled."
              : `${cancelledBookings} upcoming bookings were cancelled.`,
          variant: "success",
        });
        onClose();
      },
    },
  });
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
    >
      {member ? (
        <DialogContent
          title={`Remove ${member.name}?`}
          description="Their upcoming bookings are cancelled, they are signed out, and they can no longer sign in to this team. Their past bookings and the audit log keep their name."
        >
          {remove.error ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errorMessage(remove.error)}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Keep member</Button>
            </DialogClose>
            <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate(member.id)}>
              {remove.isPending ? "Removing..." : "Remove member"}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
