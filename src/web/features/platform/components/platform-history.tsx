import type { PlatformAuditRow } from "#shared/schemas/platform.ts";
import { actionLabel, formatInstant } from "../utils/format.ts";

/** Super-admin actions on a team or user, newest first, with who did them. */
export function PlatformHistory({ rows }: { rows: PlatformAuditRow[] }) {
  if (rows.length === 0) return <p className="text-sm text-zinc-600">No super-admin actions yet.</p>;
  return (
    <ol className="grid gap-2 text-sm">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap justify-between gap-x-4">
          <span className="font-medium text-zinc-900">{actionLabel(row.action)}</span>
          <span className="text-zinc-600">
            {row.actorName ?? "CLI or start-up"} · {formatInstant(row.createdAt)}
          </span>
        </li>
      ))}
    </ol>
  );
}
