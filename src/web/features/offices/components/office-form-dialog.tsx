import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { createOfficeBodySchema, type Office } from "#shared/schemas/office.ts";
import { EquipmentFields } from "#web/components/equipment-fields.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { InlineAlert } from "#web/components/ui/inline-alert.tsx";
import { Input, Textarea } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { useCreateOffice } from "#web/features/offices/api/create-office.ts";
import { useUpdateOffice } from "#web/features/offices/api/update-office.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";

type Values = z.input<typeof createOfficeBodySchema>;

const empty: Values = { name: "", description: "", capacity: 1, isShared: false, equipment: [] };

/** Create or edit an office. */
export function OfficeFormDialog({
  open,
  onOpenChange,
  office,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  office: Office | null;
}) {
  const { _ } = useCatalogue("offices");
  const create = useCreateOffice();
  const update = useUpdateOffice();
  const form = useForm<Values, unknown, z.output<typeof createOfficeBodySchema>>({
    resolver: zodResolver(createOfficeBodySchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) {
      form.reset(
        office
          ? {
              name: office.name,
              description: office.description ?? "",
              capacity: office.capacity,
              isShared: office.isShared,
              equipment: office.equipment,
            }
          : empty,
      );
    }
  }, [open, office, form]);

  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((values) => {
    const body = { ...values, description: values.description ? values.description : null };
    const done = {
      onSuccess: () => {
        toast({
          title: office ? _("offices.form.updated") : _("offices.form.created"),
          description: _(office ? "offices.form.updatedDescription" : "offices.form.createdDescription", {
            office: values.name,
          }),
          variant: "success",
        });
        onOpenChange(false);
      },
      // Said once, in the dialog next to the fields to fix (a toast as well would say it twice).
      onError: (error: Error) => {
        form.setError("root", { message: errorMessage(error) });
      },
    };
    if (office) update.mutate({ id: office.id, body }, done);
    else create.mutate(body, done);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={office ? _("offices.form.editTitle") : _("offices.form.createTitle")}
        description={office ? _("offices.form.editDescription") : _("offices.form.createDescription")}
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="office-name" label={_("offices.form.name")} error={errors.name?.message}>
            {(control) => (
              <Input placeholder={_("offices.form.namePlaceholder")} {...control} {...form.register("name")} />
            )}
          </FormField>
          <FormField id="office-description" label={_("offices.form.description")} error={errors.description?.message}>
            {(control) => (
              <Textarea
                rows={2}
                placeholder={_("offices.form.descriptionPlaceholder")}
                {...control}
                {...form.register("description")}
              />
            )}
          </FormField>
          <FormField id="office-capacity" label={_("offices.form.capacity")} error={errors.capacity?.message}>
            {(control) => (
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                {...control}
                {...form.register("capacity", { valueAsNumber: true })}
              />
            )}
          </FormField>
          <div className="flex items-start justify-between gap-4 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
            <div>
              <Label htmlFor="office-shared">{_("offices.form.shared")}</Label>
              <p id="office-shared-hint" className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
                {_("offices.form.sharedHint")}
              </p>
            </div>
            <Controller
              control={form.control}
              name="isShared"
              render={({ field }) => (
                <Switch
                  id="office-shared"
                  checked={!!field.value}
                  onCheckedChange={field.onChange}
                  aria-describedby="office-shared-hint"
                />
              )}
            />
          </div>
          <Controller
            control={form.control}
            name="equipment"
            render={({ field }) => (
              <EquipmentFields
                legend={_("offices.form.equipment")}
                value={field.value ?? []}
                onChange={field.onChange}
              />
            )}
          />
          {errors.root?.message ? <InlineAlert>{errors.root.message}</InlineAlert> : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {_("offices.form.cancel")}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? _("offices.form.saving") : office ? _("offices.form.save") : _("offices.form.create")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
