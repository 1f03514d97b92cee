import type { ReactNode } from "react";
import type { Member } from "#shared/schemas/team.ts";
import { formatInZone } from "#shared/time.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { MemberActions } from "./member-actions.tsx";

/**
 * The members list on a phone (below 768 px), where a nine-column table would break every e-mail
 * letter by letter: one card per member with the same facts and actions as a table row.
 * `roleOf` renders the role control (select or badge) the table uses.
 */
export function MemberCards({
  list,
  manage,
  actorId,
  zone,
  roleOf,
  onRemove,
  onResetTwoFactor,
}: {
  list: Member[];
  manage: boolean;
  actorId: string;
  zone: string;
  roleOf: (member: Member) => ReactNode;
  onRemove: (member: Member) => void;
  onResetTwoFactor: (member: Member) => void;
}) {
  const { _ } = useCatalogue("team");
  const dateStyle = useDateStyle();
  return (
    <ul className="grid gap-2" aria-label={_("team.members.shown", { count: list.length })}>
      {list.map((m) => {
        const details = [m.jobTitle, m.department].filter(Boolean).join(" · ");
        return (
          <li key={m.id} className="grid gap-2 rounded-lg border border-zinc-200 p-3 text-sm dark:border-zinc-800">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium">
                  {m.name}
                  {m.id === actorId ? (
                    <span className="text-xs font-normal text-zinc-500 dark:text-zinc-400">
                      {" "}
                      {_("team.members.you")}
                    </span>
                  ) : null}
                </p>
                {m.email ? <p className="break-all text-zinc-700 dark:text-zinc-300">{m.email}</p> : null}
                {details ? <p className="text-zinc-600 dark:text-zinc-400">{details}</p> : null}
              </div>
              {roleOf(m)}
            </div>
            <p className="text-xs text-zinc-600 dark:text-zinc-400">
              {_("team.members.card.joined", { date: formatInZone(m.joinedAt, zone, "MMM d, yyyy", dateStyle) })}
              {manage ? (
                <>
                  {" · "}
                  {m.lastActiveAt
                    ? _("team.members.card.lastActive", {
                        date: formatInZone(m.lastActiveAt, zone, "MMM d, HH:mm", dateStyle),
                      })
                    : _("team.members.card.neverActive")}
                  {" · "}
                  {_("team.members.card.bookingsThisMonth", { count: m.bookingsThisMonth ?? 0 })}
                </>
              ) : null}
            </p>
            {manage && m.id !== actorId ? (
              <div className="flex flex-wrap gap-1">
                <MemberActions member={m} onRemove={onRemove} onResetTwoFactor={onResetTwoFactor} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
