import { Search, X } from "lucide-react";
import type { Office } from "#shared/schemas/office.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";

export interface MyBookingsFilterValues {
  /** An office id, or "" for every office. */
  officeId: string;
  /** yyyy-MM-dd or "". */
  from: string;
  to: string;
  /** The purpose search as typed (the page debounces it). */
  q: string;
}

export const NO_FILTERS: MyBookingsFilterValues = { officeId: "", from: "", to: "", q: "" };

/** Office, from/to dates (team-local days of the start) and a purpose search for My Bookings. */
export function MyBookingsFilters({
  offices,
  values,
  rangeError,
  onChange,
}: {
  offices: readonly Office[];
  values: MyBookingsFilterValues;
  rangeError?: string;
  onChange: (next: MyBookingsFilterValues) => void;
}) {
  const { _ } = useCatalogue("bookings");
  const set = (patch: Partial<MyBookingsFilterValues>) => onChange({ ...values, ...patch });
  const sorted = [...offices].sort((a, b) => a.name.localeCompare(b.name));
  const filtered = values.officeId || values.from || values.to || values.q;
  return (
    <search aria-label={_("bookings.filters.label")} className="mb-5">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,1fr)_10.5rem_10.5rem_minmax(0,1.3fr)_auto] lg:items-start">
        <FormField id="history-office" label={_("bookings.filters.office")} className="col-span-2 lg:col-span-1">
          <NativeSelect
            id="history-office"
            className="dark:scheme-dark"
            value={values.officeId}
            onChange={(e) => set({ officeId: e.target.value })}
          >
            <option value="">{_("bookings.filters.allOffices")}</option>
            {sorted.map((office) => (
              <option key={office.id} value={office.id}>
                {office.isActive ? office.name : _("bookings.filters.inactiveOffice", { office: office.name })}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="history-from" label={_("bookings.filters.from")} error={rangeError}>
          {(control) => (
            <Input
              {...control}
              type="date"
              className="dark:scheme-dark"
              value={values.from}
              max={values.to || undefined}
              onChange={(e) => set({ from: e.target.value })}
            />
          )}
        </FormField>
        <FormField id="history-to" label={_("bookings.filters.to")}>
          {(control) => (
            <Input
              {...control}
              type="date"
              className="dark:scheme-dark"
              value={values.to}
              min={values.from || undefined}
              onChange={(e) => set({ to: e.target.value })}
            />
          )}
        </FormField>
        <FormField id="history-q" label={_("bookings.filters.search")} className="col-span-2 lg:col-span-1">
          {(control) => (
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500"
                aria-hidden="true"
              />
              <Input
                {...control}
                type="search"
                className="pl-9"
                placeholder={_("bookings.filters.searchPlaceholder")}
                maxLength={100}
                value={values.q}
                onChange={(e) => set({ q: e.target.value })}
              />
            </div>
          )}
        </FormField>
        {filtered ? (
          <div className="col-span-2 flex items-end lg:col-span-1 lg:h-full">
            <Button variant="ghost" onClick={() => onChange(NO_FILTERS)}>
              <X aria-hidden="true" />
              {_("bookings.filters.clear")}
            </Button>
          </div>
        ) : null}
      </div>
    </search>
  );
}
