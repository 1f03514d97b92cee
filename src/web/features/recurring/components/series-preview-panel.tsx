import { AlertTriangle, CalendarCheck } from "lucide-react";
import { formatInZone } from "#shared/time.ts";
import { useSeriesPreview } from "#web/features/recurring/api/preview-series.ts";
import { bodyOfForm, type SeriesFormValues, wordsOfForm } from "#web/features/recurring/utils/series-form.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { useDebouncedValue } from "#web/lib/use-debounced-value.ts";

const SHOWN = 12;

/** The rule in words and the next dates with their conflicts (POST /api/series/preview; nothing written). */
export function SeriesPreviewPanel({ values }: { values: SeriesFormValues | null }) {
  const { _ } = useCatalogue("recurring");
  const dateStyle = useDateStyle();
  const { timeZone } = teamPolicyOf(useCurrentUser());
  // Debounced as text: a new body object each render must not restart the timer for ever.
  const text = useDebouncedValue(values ? JSON.stringify(bodyOfForm(values)) : "", 300);
  const debounced = text ? (JSON.parse(text) as ReturnType<typeof bodyOfForm>) : null;
  const preview = useSeriesPreview({
    body: debounced ?? { officeId: "", startTime: "09:00", durationMinutes: 60, rrule: "FREQ=DAILY" },
    queryConfig: { enabled: debounced !== null && debounced.officeId !== "" },
  });
  const words = values ? wordsOfForm(values, _, dateStyle) : null;
  const dates = preview.data?.dates ?? [];
  const conflicts = dates.filter((d) => d.conflict).length;
  return (
    <section
      aria-label={_("recurring.preview.title")}
      className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800"
    >
      <h3 className="text-sm font-semibold">{_("recurring.preview.title")}</h3>
      <p className="mt-1 text-sm" aria-live="polite">
        {words ?? _("recurring.preview.incomplete")}
      </p>
      {preview.error && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {errorMessage(preview.error)}
        </p>
      )}
      {preview.data && !preview.error && (
        <>
          <p className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">
            {_("recurring.preview.count", {
              dates: dates.length,
              skipped: conflicts,
              endless: preview.data.endless ? "yes" : "no",
              later: preview.data.laterCount,
            })}
          </p>
          <ul className="mt-2 grid gap-1 text-sm">
            {dates.slice(0, SHOWN).map((d) => (
              <li key={d.date} className="flex items-start gap-2">
                {d.conflict ? (
                  <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
                ) : (
                  <CalendarCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                )}
                <span>
                  {formatInZone(d.startISO, timeZone, "EEE d MMM yyyy, HH:mm", dateStyle)}
                  {d.conflict ? (
                    <span className="block text-amber-800 dark:text-amber-300">
                      {_("recurring.preview.skipped", { reason: d.conflict.message })}
                    </span>
                  ) : (
                    <span className="sr-only"> {_("recurring.preview.free")}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
          {dates.length > SHOWN && (
            <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
              {_("recurring.preview.more", { count: dates.length - SHOWN })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
