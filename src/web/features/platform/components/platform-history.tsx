import type { PlatformAuditRow } from "#shared/schemas/platform.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { actionLabel, formatInstant } from "../utils/format.ts";

/** Super-admin actions on a team or user, newest first, with who did them. */
export function PlatformHistory({ rows }: { rows: PlatformAuditRow[] }) {
  const { _ } = useCatalogue("platform");
  const dateStyle = useDateStyle();
  if (rows.length === 0) return <p className="text-sm text-zinc-600">{_("platform.history.empty")}</p>;
  return (
    <ol className="grid gap-2 text-sm">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap justify-between gap-x-4">
          <span className="font-medium text-zinc-900">{actionLabel(row.action, _)}</span>
          <span className="text-zinc-600">
            {row.actorName ?? _("platform.history.system")} · {formatInstant(row.createdAt, dateStyle)}
          </span>
        </li>
      ))}
    </ol>
  );
}
