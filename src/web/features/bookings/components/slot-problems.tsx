import { CircleAlert } from "lucide-react";
import type { SlotCheckViolation } from "#web/features/bookings/hooks/use-slot-check.ts";

/**
 * The book dialog's explanations: the rules the slot breaks (`#booking-violation`) and the server's
 * refusal on submit (`#booking-server-error`); the Book button is described by both.
 */
export function SlotProblems({ listed, serverError }: { listed: SlotCheckViolation[]; serverError: string | null }) {
  return (
    <>
      {listed.length > 0 ? (
        <div
          id="booking-violation"
          role="alert"
          data-testid="booking-violations"
          className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {listed.length === 1 ? (
            <p>{listed[0].text}</p>
          ) : (
            <ul className="grid list-disc gap-1 pl-4">
              {listed.map((v) => (
                <li key={`${v.rule}:${v.message}`}>{v.text}</li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {serverError ? <ServerErrorAlert id="booking-server-error" message={serverError} /> : null}
    </>
  );
}

/** The server's refusal, inline in a booking form until the input changes (an alert, not a toast). */
export function ServerErrorAlert({ id, message }: { id: string; message: string }) {
  return (
    <p
      id={id}
      role="alert"
      className="flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
