import { Trans } from "@lingui/react";
import { Link } from "react-router";
import { useCatalogue } from "#web/lib/i18n.ts";
import { SeriesForm } from "./series-form.tsx";

/** /settings?tab=recurring: the same create form as /recurring, with a way to the list. */
export function RecurringSettingsSection() {
  const { _ } = useCatalogue("recurring");
  return (
    <section aria-labelledby="recurring-settings-title" className="grid gap-4">
      <div>
        <h2 id="recurring-settings-title" className="text-lg font-semibold">
          {_("recurring.settings.title")}
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <Trans
            id="recurring.settings.description"
            components={{
              0: <Link to="/recurring" className="text-indigo-700 underline dark:text-indigo-300" />,
            }}
          />
        </p>
      </div>
      <SeriesForm />
    </section>
  );
}
