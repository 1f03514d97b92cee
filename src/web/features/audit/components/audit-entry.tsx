import type { I18n } from "@lingui/core";
import { Trans } from "@lingui/react";
import type { AuditEvent } from "#shared/schemas/audit.ts";
import { formatInZone } from "#shared/time.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { auditActionText, auditSubjectText } from "../utils/audit-actions.ts";
import { auditChanges } from "../utils/audit-diff.ts";

/** What an event was about, in words: the subject's name or e-mail when the change carries one. */
function targetText(event: AuditEvent, _: I18n["_"]): string {
  const side = (event.after ?? event.before) as Record<string, unknown> | null;
  const name = side && typeof side === "object" ? (side.name ?? side.email ?? side.officeName) : null;
  return _("audit.entry.target", {
    type: auditSubjectText(event.targetType, _),
    name: typeof name === "string" ? name : (event.targetId ?? ""),
  });
}

/** One audit event: when (team zone), who, what in words, the target, and its changes on demand. */
export function AuditEntry({ event, zone }: { event: AuditEvent; zone: string }) {
  const { _ } = useCatalogue("audit");
  const dateStyle = useDateStyle();
  const changes = auditChanges(event.before, event.after);
  return (
    <li className="grid min-w-0 gap-1 py-3">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <time dateTime={event.at} className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
          {formatInZone(event.at, zone, "yyyy-MM-dd HH:mm:ss", dateStyle)}
        </time>
        <Badge tone="accent">{auditActionText(event.action, event.actionLabel, _)}</Badge>
        <span className="text-sm">
          {event.actor ? (
            <Trans
              id="audit.entry.by"
              values={{ actor: event.actor.name }}
              components={{ 0: <span className="font-medium" /> }}
            />
          ) : (
            <Trans id="audit.entry.bySystem" components={{ 0: <span className="font-medium" /> }} />
          )}
        </span>
        <span className="min-w-0 break-all text-sm text-zinc-700 dark:text-zinc-300">{targetText(event, _)}</span>
      </div>
      {changes.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-xs text-indigo-700 dark:text-indigo-300">
            {_("audit.entry.changes", { count: changes.length })}
          </summary>
          <div className="mt-1">
            <table className="w-full text-left text-xs">
              <caption className="sr-only">{_("audit.entry.caption")}</caption>
              <thead>
                <tr className="text-zinc-600 dark:text-zinc-400">
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {_("audit.entry.field")}
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {_("audit.entry.before")}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {_("audit.entry.after")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {changes.map((c) => (
                  <tr key={c.field} className="border-t border-zinc-100 align-top dark:border-zinc-800">
                    <th scope="row" className="py-1 pr-3 font-medium">
                      {c.field}
                    </th>
                    <td className="py-1 pr-3 break-all">
                      <del className="text-red-800 no-underline dark:text-red-300">{c.before}</del>
                    </td>
                    <td className="py-1 break-all">
                      <ins className="text-emerald-800 no-underline dark:text-emerald-300">{c.after}</ins>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
    </li>
  );
}
