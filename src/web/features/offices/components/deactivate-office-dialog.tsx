import { useState } from "react";
import type { Office } from "#shared/schemas/office.ts";
import { formatBookingRange } from "#shared/time.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useOfficeUpcomingBookings } from "#web/features/offices/api/get-office-upcoming-bookings.ts";
import { useUpdateOffice } from "#web/features/offices/api/update-office.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";

type Choice = "keep" | "cancel";

/**
 * "Deactivate {office}?": lists the office's upcoming bookings (first 50 and the total, in the team
 * zone) and, when there are any, asks whether to cancel them (their owners are told) or keep them
 * (still listed, marked "Office inactive", cancellable), before PATCH /api/offices/{id}. Keeping is
 * preselected: nothing is destroyed unless the manager chooses it.
 */
export function DeactivateOfficeDialog({
  office,
  timeZone,
  onClose,
}: {
  office: Office | null;
  timeZone: string;
  onClose: () => void;
}) {
  const { _ } = useCatalogue("offices");
  const dateStyle = useDateStyle();
  const upcoming = useOfficeUpcomingBookings({ officeId: office?.id ?? null });
  const update = useUpdateOffice();
  const [choice, setChoice] = useState<Choice>("keep");
  const [error, setError] = useState<string | null>(null);
  if (!office) return <Dialog open={false} />;

  const close = () => {
    setError(null);
    setChoice("keep");
    onClose();
  };
  const total = upcoming.data?.total ?? 0;
  const deactivate = () => {
    setError(null);
    update.mutate(
      { id: office.id, body: { isActive: false, ...(total > 0 ? { futureBookings: choice } : {}) } },
      {
        onSuccess: () => {
          close();
          toast({
            title: _("offices.deactivate.done"),
            description:
              total === 0
                ? _("offices.deactivate.doneNone", { office: office.name })
                : _(choice === "cancel" ? "offices.deactivate.doneCancelled" : "offices.deactivate.doneKept", {
                    office: office.name,
                    count: total,
                  }),
            variant: "success",
          });
        },
        onError: (e) => {
          setError(errorMessage(e, _("offices.deactivate.failed")));
          void upcoming.refetch();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !update.isPending) close();
      }}
    >
      <DialogContent
        title={_("offices.deactivate.title", { office: office.name })}
        description={_("offices.deactivate.description")}
      >
        {upcoming.isPending ? (
          <Spinner label={_("offices.deactivate.loading")} />
        ) : upcoming.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorMessage(upcoming.error, _("offices.deactivate.loadFailed"))}
          </p>
        ) : total === 0 ? (
          <p className="text-sm text-zinc-700 dark:text-zinc-300">{_("offices.deactivate.none")}</p>
        ) : (
          <div className="grid gap-3 text-sm">
            <p className="text-zinc-700 dark:text-zinc-300">
              {_("offices.deactivate.some", { count: total, zone: timeZone })}
            </p>
            <ul
              className="max-h-48 divide-y divide-zinc-200 overflow-y-auto rounded-md border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
              aria-label={_("offices.deactivate.list", { office: office.name })}
            >
              {upcoming.data.items.map((b) => (
                <li key={b.id} className="flex flex-wrap justify-between gap-x-3 px-3 py-2">
                  <span className="font-medium">{b.userName}</span>
                  <span className="text-zinc-600 dark:text-zinc-400">
                    {formatBookingRange(b.startISO, b.endISO, timeZone, dateStyle)}
                  </span>
                </li>
              ))}
            </ul>
            {total > upcoming.data.items.length ? (
              <p className="text-zinc-600 dark:text-zinc-400">
                {_("offices.deactivate.more", { count: total - upcoming.data.items.length })}
              </p>
            ) : null}
            <fieldset className="grid gap-2">
              <legend className="mb-1 font-medium">{_("offices.deactivate.question")}</legend>
              <ChoiceOption
                value="keep"
                checked={choice === "keep"}
                onChange={setChoice}
                label={_("offices.deactivate.keep")}
                hint={_("offices.deactivate.keepHint")}
              />
              <ChoiceOption
                value="cancel"
                checked={choice === "cancel"}
                onChange={setChoice}
                label={_("offices.deactivate.cancel")}
                hint={_("offices.deactivate.cancelHint")}
              />
            </fieldset>
          </div>
        )}
        {error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={update.isPending} onClick={close}>
            {_("offices.deactivate.keepActive")}
          </Button>
          <Button variant="destructive" disabled={update.isPending || !upcoming.isSuccess} onClick={deactivate}>
            {update.isPending
              ? _("offices.deactivate.submitting")
              : total > 0 && choice === "cancel"
                ? _("offices.deactivate.submitAndCancel", { count: total })
                : _("offices.deactivate.submit")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function ChoiceOption({
  value,
  checked,
  onChange,
  label,
  hint,
}: {
  value: Choice;
  checked: boolean;
  onChange: (value: Choice) => void;
  label: string;
  hint: string;
}) {
  const id = `deactivate-office-${value}`;
  return (
    <div className="flex items-start gap-2 rounded-md border border-zinc-200 p-2.5 has-[:checked]:border-zinc-900 dark:border-zinc-800 dark:has-[:checked]:border-zinc-100">
      <input
        id={id}
        type="radio"
        name="future-bookings"
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-4 accent-zinc-900 dark:accent-zinc-100"
      />
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      </div>
    </div>
  );
}
