import type { Member } from "#shared/schemas/team.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "#web/components/ui/dialog.tsx";
import { useResetMemberTwoFactor } from "#web/features/team/api/reset-member-two-factor.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";

/**
 * Confirms turning off `member`'s two-factor authentication (null: closed), for a member who lost
 * their authenticator and backup codes (docs/decisions/0029).
 */
export function ResetTwoFactorDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const { _ } = useCatalogue("team");
  const reset = useResetMemberTwoFactor({
    mutationConfig: {
      onSuccess: (updated) => {
        toast({ title: _("team.resetTwoFactor.done", { name: updated.name }), variant: "success" });
        onClose();
      },
    },
  });
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) {
          reset.reset();
          onClose();
        }
      }}
    >
      {member ? (
        <DialogContent
          size="md"
          title={_("team.resetTwoFactor.title", { name: member.name })}
          description={_("team.resetTwoFactor.description")}
        >
          {reset.error ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errorMessage(reset.error)}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">{_("team.resetTwoFactor.keep")}</Button>
            </DialogClose>
            <Button variant="destructive" disabled={reset.isPending} onClick={() => reset.mutate(member.id)}>
              {reset.isPending ? _("team.resetTwoFactor.resetting") : _("team.resetTwoFactor.confirm")}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
