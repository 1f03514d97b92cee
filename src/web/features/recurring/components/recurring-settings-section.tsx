import { Link } from "react-router";
import { SeriesForm } from "./series-form.tsx";

/** /settings?tab=recurring: the same create form as /recurring, with a way to the list. */
export function RecurringSettingsSection() {
  return (
    <section aria-labelledby="recurring-settings-title" className="grid gap-4">
      <div>
        <h2 id="recurring-settings-title" className="text-lg font-semibold">
          New recurring series
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Book the same office on a regular schedule. Your series are listed under{" "}
          <Link to="/recurring" className="text-indigo-700 underline dark:text-indigo-300">
            Recurring Bookings
          </Link>
          .
        </p>
      </div>
      <SeriesForm />
    </section>
  );
}
