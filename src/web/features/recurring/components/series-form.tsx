import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { WEEKDAY_CODES } from "#shared/recurrence.ts";
import { weekdayShortName } from "#shared/rule-words.ts";
import type { CreateSeriesResult } from "#shared/schemas/series.ts";
import { todayInZone } from "#shared/time.ts";
import { EquipmentFields } from "#web/components/equipment-fields.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { useCreateSeries } from "#web/features/recurring/api/create-series.ts";
import {
  bodyOfForm,
  defaultSeriesForm,
  ENDS,
  formErrorText,
  NTH,
  REPEATS,
  type SeriesFormInput,
  type SeriesFormValues,
  seriesFormSchema,
} from "#web/features/recurring/utils/series-form.ts";
import { useOffices } from "#web/lib/api/offices/get-offices.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { toast } from "#web/lib/toast-store.ts";
import { SeriesPreviewPanel } from "./series-preview-panel.tsx";
import { SkippedReport } from "./skipped-report.tsx";

/**
 * The "New series" form (on /recurring and /settings?tab=recurring): office, first date, local start
 * time and duration, purpose, equipment, the repeat rule and its end. Beside it the rule in words and a preview
 * of the dates with the conflicting ones marked and why; after creating, the skipped report.
 */
export function SeriesForm({ onCreated }: { onCreated?: (result: CreateSeriesResult) => void }) {
  const { _ } = useCatalogue("recurring");
  const dateStyle = useDateStyle();
  const user = useCurrentUser();
  const { timeZone } = teamPolicyOf(user);
  const offices = useOffices();
  const active = (offices.data ?? []).filter((o) => o.isActive);
  const [result, setResult] = useState<CreateSeriesResult | null>(null);
  const form = useForm<SeriesFormInput, unknown, SeriesFormValues>({
    resolver: zodResolver(seriesFormSchema),
    defaultValues: defaultSeriesForm(todayInZone(timeZone)),
    mode: "onChange",
  });
  const { errors } = form.formState;
  const errorText = (message: string | undefined) => formErrorText(_, message);
  const firstOffice = active[0]?.id;
  useEffect(() => {
    if (firstOffice && !form.getValues("officeId")) form.setValue("officeId", firstOffice);
  }, [firstOffice, form]);
  const watched = useWatch({ control: form.control });
  const parsed = seriesFormSchema.safeParse({ ...watched, officeId: watched.officeId || active[0]?.id || "" });
  const create = useCreateSeries({
    mutationConfig: {
      onSuccess: (created) => {
        setResult(created);
        toast({
          title: _("recurring.form.created"),
          description: _("recurring.form.createdDescription", { count: created.created.length }),
          variant: "success",
        });
        onCreated?.(created);
      },
      onError: (error) =>
        toast({ title: _("recurring.form.createFailed"), description: errorMessage(error), variant: "destructive" }),
    },
  });
  const submit = form.handleSubmit((values) =>
    create.mutate(bodyOfForm({ ...values, officeId: values.officeId || active[0]?.id || "" })),
  );
  const repeat = watched.repeat;
  const ends = watched.ends;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form onSubmit={submit} className="grid gap-4" aria-label={_("recurring.form.name")} noValidate>
        <FormField id="series-office" label={_("recurring.field.office")} error={errorText(errors.officeId?.message)}>
          {(control) => (
            <NativeSelect {...control} {...form.register("officeId")}>
              {active.map((office) => (
                <option key={office.id} value={office.id}>
                  {office.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField
            id="series-start-date"
            label={_("recurring.form.firstDate")}
            error={errorText(errors.startDate?.message)}
          >
            {(control) => <Input type="date" {...control} {...form.register("startDate")} />}
          </FormField>
          <FormField
            id="series-start-time"
            label={_("recurring.field.startTime")}
            error={errorText(errors.startTime?.message)}
          >
            {(control) => <Input type="time" step={900} {...control} {...form.register("startTime")} />}
          </FormField>
          <FormField
            id="series-duration"
            label={_("recurring.field.minutes")}
            error={errorText(errors.durationMinutes?.message)}
          >
            {(control) => <Input type="number" min={15} step={15} {...control} {...form.register("durationMinutes")} />}
          </FormField>
        </div>
        <FormField id="series-repeat" label={_("recurring.form.repeat")}>
          {(control) => (
            <NativeSelect {...control} {...form.register("repeat")}>
              {REPEATS.map((r) => (
                <option key={r.value} value={r.value}>
                  {_(r.label)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {repeat === "weekly" && (
          <>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">{_("recurring.form.days")}</legend>
              <div className="flex flex-wrap gap-2">
                {WEEKDAY_CODES.map((day) => (
                  <label
                    key={day}
                    className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-zinc-300 px-3 text-sm has-checked:border-indigo-600 has-checked:bg-indigo-50 dark:border-zinc-700 dark:has-checked:bg-indigo-950"
                  >
                    <input type="checkbox" value={day} {...form.register("days")} />
                    {weekdayShortName(day, dateStyle)}
                  </label>
                ))}
              </div>
              {errors.days?.message && (
                <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                  {errorText(errors.days.message)}
                </p>
              )}
            </fieldset>
            <FormField
              id="series-interval"
              label={_("recurring.form.interval")}
              error={errorText(errors.interval?.message)}
            >
              {(control) => <Input type="number" min={1} max={99} {...control} {...form.register("interval")} />}
            </FormField>
          </>
        )}
        {repeat === "monthly-day" && (
          <FormField
            id="series-month-day"
            label={_("recurring.form.monthDay")}
            error={errorText(errors.monthDay?.message)}
          >
            {(control) => <Input type="number" min={1} max={31} {...control} {...form.register("monthDay")} />}
          </FormField>
        )}
        {repeat === "monthly-nth" && (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="series-nth" label={_("recurring.form.nth")}>
              {(control) => (
                <NativeSelect {...control} {...form.register("nth")}>
                  {NTH.map((n) => (
                    <option key={n.value} value={n.value}>
                      {_(n.label)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField id="series-nth-day" label={_("recurring.form.nthDay")}>
              {(control) => (
                <NativeSelect {...control} {...form.register("nthDay")}>
                  {WEEKDAY_CODES.map((d) => (
                    <option key={d} value={d}>
                      {weekdayShortName(d, dateStyle)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="series-ends" label={_("recurring.form.ends")}>
            {(control) => (
              <NativeSelect {...control} {...form.register("ends")}>
                {ENDS.map((e) => (
                  <option key={e.value} value={e.value}>
                    {_(e.label)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {ends === "on" && (
            <FormField id="series-until" label={_("recurring.form.until")} error={errorText(errors.until?.message)}>
              {(control) => <Input type="date" {...control} {...form.register("until")} />}
            </FormField>
          )}
          {ends === "after" && (
            <FormField id="series-count" label={_("recurring.form.count")} error={errorText(errors.count?.message)}>
              {(control) => <Input type="number" min={1} max={500} {...control} {...form.register("count")} />}
            </FormField>
          )}
        </div>
        <FormField
          id="series-purpose"
          label={_("recurring.field.purposeOptional")}
          error={errorText(errors.purpose?.message)}
        >
          {(control) => <Input {...control} {...form.register("purpose")} />}
        </FormField>
        <Controller
          control={form.control}
          name="equipment"
          render={({ field }) => <EquipmentFields value={field.value ?? []} onChange={field.onChange} />}
        />
        <Button type="submit" disabled={create.isPending || active.length === 0}>
          {create.isPending ? _("recurring.form.submitting") : _("recurring.form.submit")}
        </Button>
      </form>
      <div className="grid content-start gap-4">
        <SeriesPreviewPanel values={parsed.success ? parsed.data : null} />
        {result && <SkippedReport result={result} />}
      </div>
    </div>
  );
}
