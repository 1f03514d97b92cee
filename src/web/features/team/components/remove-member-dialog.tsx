import type { Member } from "#shared/schemas/team.ts";
import { useRemoveMember } from "#web/features/team/api/remove-member.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { MemberConfirmDialog } from "./member-confirm-dialog.tsx";

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
    <MemberConfirmDialog
      member={member}
      onClose={onClose}
      change={remove}
      words={(m) => ({
        title: _("team.remove.title", { name: m.name }),
        description: _("team.remove.description"),
        keep: _("team.remove.keep"),
        confirm: _("team.remove.confirm"),
        pending: _("team.remove.removing"),
      })}
    />
  );
}
