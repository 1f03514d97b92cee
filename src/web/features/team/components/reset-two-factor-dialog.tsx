import type { Member } from "#shared/schemas/team.ts";
import { useResetMemberTwoFactor } from "#web/features/team/api/reset-member-two-factor.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { MemberConfirmDialog } from "./member-confirm-dialog.tsx";

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
    <MemberConfirmDialog
      member={member}
      onClose={onClose}
      change={reset}
      size="md"
      words={(m) => ({
        title: _("team.resetTwoFactor.title", { name: m.name }),
        description: _("team.resetTwoFactor.description"),
        keep: _("team.resetTwoFactor.keep"),
        confirm: _("team.resetTwoFactor.confirm"),
        pending: _("team.resetTwoFactor.resetting"),
      })}
    />
  );
}
