import type { Member } from "#shared/schemas/team.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "#web/components/ui/dialog.tsx";
import { useRemoveMember } from "#web/features/team/api/remove-member.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";

/** Confirms removing `member` (null: closed) and says what removal does before it happens. */
export function RemoveMemberDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const { _ } = useCatalogue("team");
  const remove = useRemoveMember({
    mutationConfig: {
      onSuccess: ({ cancelledBookings }) => {
        toast({
          title: member ? _("team.remove.done", { name: member.name }) : _("team.remove.doneUnnamed"),
          description: _("team.remove.cancelledBookings", { count: cancelledBookings }),
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
        <DialogContent title={_("team.remove.title", { name: member.name })} description={_("team.remove.description")}>
          {remove.error ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errorMessage(remove.error)}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">{_("team.remove.keep")}</Button>
            </DialogClose>
            <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate(member.id)}>
              {remove.isPending ? _("team.remove.removing") : _("team.remove.confirm")}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
