import { AlertTriangle, CheckCircle2 } from "lucide-react";
import type { CreateSeriesResult } from "#shared/schemas/series.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

/** What creating a series did: how many bookings were made, and every skipped date and why. */
export function SkippedReport({ result }: { result: Pick<CreateSeriesResult, "created" | "skipped" | "message"> }) {
  const { _ } = useCatalogue("recurring");
  const none = result.skipped.length === 0;
  const total = result.created.length + result.skipped.length;
  return (
    <section
      aria-label={_("recurring.result.label")}
      role="status"
      className="rounded-lg border border-zinc-200 p-4 text-sm dark:border-zinc-800"
    >
      <p className="flex items-center gap-2 font-medium">
        {none ? (
          <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />
        ) : (
          <AlertTriangle className="size-4 text-amber-600" aria-hidden="true" />
        )}
        {_(none ? "recurring.result.madeNoneSkipped" : "recurring.result.made", { count: result.created.length })}
      </p>
      {!none && (
        // The server's message lists the same sentences in one line; the list reads better.
        <p className="mt-2">{_("recurring.result.skipped", { skipped: result.skipped.length, total })}</p>
      )}
      {!none && (
        <ul className="mt-2 list-disc pl-5 text-zinc-700 dark:text-zinc-300">
          {result.skipped.map((s) => (
            <li key={s.date}>{s.message}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
