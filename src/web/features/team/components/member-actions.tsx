import { Trans } from "@lingui/react";
import { ShieldOff, UserMinus } from "lucide-react";
import type { Member } from "#shared/schemas/team.ts";
import { Button } from "#web/components/ui/button.tsx";

/**
 * A team admin's buttons on another member's row or card: "Reset 2FA" when they use a second factor
 * (docs/decisions/0029), and "Remove"; each names the member to screen readers.
 */
export function MemberActions({
  member,
  onRemove,
  onResetTwoFactor,
}: {
  member: Member;
  onRemove: (member: Member) => void;
  onResetTwoFactor: (member: Member) => void;
}) {
  const named = { values: { name: member.name }, components: { 0: <span className="sr-only" /> } };
  return (
    <>
      {member.twoFactorEnabled ? (
        <Button variant="ghost" size="sm" onClick={() => onResetTwoFactor(member)}>
          <ShieldOff aria-hidden="true" />
          <Trans id="team.members.resetTwoFactorNamed" {...named} />
        </Button>
      ) : null}
      <Button variant="ghost" size="sm" onClick={() => onRemove(member)}>
        <UserMinus aria-hidden="true" />
        <Trans id="team.members.removeNamed" {...named} />
      </Button>
    </>
  );
}
