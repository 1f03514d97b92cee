import { Controller, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { Office } from "#shared/schemas/office.ts";
import type { templateBodySchema } from "#shared/schemas/series.ts";
import { EquipmentFields } from "#web/components/equipment-fields.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";

export type TemplateFormValues = z.input<typeof templateBodySchema>;
export type TemplateForm = UseFormReturn<TemplateFormValues, unknown, z.output<typeof templateBodySchema>>;

/**
 * A template's fields (name, office, start time, minutes, purpose, equipment) for the new-template
 * form and the edit dialog; `idPrefix` keeps their ids apart when both are on the page.
 */
export function TemplateFields({
  form,
  offices,
  idPrefix,
}: {
  form: TemplateForm;
  offices: readonly Pick<Office, "id" | "name" | "isActive">[];
  idPrefix: string;
}) {
  const { _ } = useCatalogue("recurring");
  const { errors } = form.formState;
  return (
    <>
      <FormField id={`${idPrefix}-name`} label={_("recurring.templateFields.name")} error={errors.name?.message}>
        {(control) => <Input {...control} {...form.register("name")} />}
      </FormField>
      <FormField id={`${idPrefix}-office`} label={_("recurring.field.office")} error={errors.officeId?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register("officeId")}>
            {offices.map((o) => (
              <option key={o.id} value={o.id}>
                {o.isActive ? o.name : _("recurring.templateFields.deactivatedOffice", { office: o.name })}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id={`${idPrefix}-time`} label={_("recurring.field.startTime")} error={errors.startTime?.message}>
        {(control) => <Input type="time" step={900} {...control} {...form.register("startTime")} />}
      </FormField>
      <FormField
        id={`${idPrefix}-duration`}
        label={_("recurring.field.minutes")}
        error={errors.durationMinutes?.message}
      >
        {(control) => (
          <Input
            type="number"
            min={15}
            step={15}
            {...control}
            {...form.register("durationMinutes", { valueAsNumber: true })}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-purpose`}
        label={_("recurring.field.purposeOptional")}
        error={errors.purpose?.message}
      >
        {(control) => <Input {...control} {...form.register("purpose")} />}
      </FormField>
      <div className="sm:col-span-2">
        <Controller
          control={form.control}
          name="equipment"
          render={({ field }) => <EquipmentFields value={field.value ?? []} onChange={field.onChange} />}
        />
      </div>
    </>
  );
}
