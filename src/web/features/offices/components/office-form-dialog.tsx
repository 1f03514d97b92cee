import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { createOfficeBodySchema, OFFICE_KINDS, type Office, resolveOfficeKind } from "#shared/schemas/office.ts";
import { EquipmentFields } from "#web/components/equipment-fields.tsx";
import { FloorOptions } from "#web/components/floor-options.tsx";
import { type MemberChoice, MemberSelect } from "#web/components/member-select.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { FieldHint, FormField } from "#web/components/ui/form-field.tsx";
import { InlineAlert } from "#web/components/ui/inline-alert.tsx";
import { Input, NativeSelect, Textarea } from "#web/components/ui/input.tsx";
import { FieldError } from "#web/components/ui/label.tsx";
import { useCreateOffice } from "#web/features/offices/api/create-office.ts";
import { useUpdateOffice } from "#web/features/offices/api/update-office.ts";
import { useSites } from "#web/lib/api/sites/get-sites.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { usePlaceNames } from "#web/lib/place-names.ts";
import { toast } from "#web/lib/toast-store.ts";

type Values = z.input<typeof createOfficeBodySchema>;

const empty: Values = { name: "", description: "", capacity: 1, kind: "desk", floorId: undefined, equipment: [] };

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
  const names = usePlaceNames();
  const create = useCreateOffice();
  const update = useUpdateOffice();
  const sites = useSites({ queryConfig: { enabled: open } });
  // A new office goes on the main (unnamed) site and floor unless another is chosen; "" stands for it
  // while the team has none yet (the server makes it with the first office placed there).
  const mainFloor = sites.data?.find((s) => s.name === null)?.floors.find((f) => f.name === null);
  const form = useForm<Values, unknown, z.output<typeof createOfficeBodySchema>>({
    resolver: zodResolver(createOfficeBodySchema),
    defaultValues: empty,
  });
  const { errors, dirtyFields } = form.formState;
  // Whose desk it is (docs/product.md "Assigned desks"): sent only when changed here.
  const [assignee, setAssignee] = useState<{ choice: MemberChoice | null; changed: boolean }>({
    choice: null,
    changed: false,
  });
  // The neighbourhoods of the floor chosen (an office joins one of its own floor's).
  const chosenFloor = form.watch("floorId");
  const neighbourhoods =
    sites.data?.flatMap((s) => s.floors).find((f) => f.id === (chosenFloor || mainFloor?.id))?.neighbourhoods ?? [];
  // Until the kind is chosen, it follows the capacity as the server's would (a desk has one seat).
  const capacity = form.watch("capacity");
  const kind = form.watch("kind");
  useEffect(() => {
    if (dirtyFields.kind || !Number.isInteger(capacity) || !kind) return;
    const fitting = resolveOfficeKind({ capacity }, { kind, isShared: kind === "shared_area" });
    if (fitting && fitting.kind !== kind) form.setValue("kind", fitting.kind);
  }, [capacity, kind, dirtyFields.kind, form]);

  useEffect(() => {
    if (open) {
      form.reset(
        office
          ? {
              name: office.name,
              description: office.description ?? "",
              capacity: office.capacity,
              kind: office.kind,
              floorId: office.floorId,
              neighbourhoodId: office.neighbourhoodId,
              equipment: office.equipment,
            }
          : { ...empty, floorId: mainFloor?.id },
      );
      const holder =
        office?.assignedUserId && office.assignedUserName
          ? { id: office.assignedUserId, name: office.assignedUserName, email: "" }
          : null;
      setAssignee({ choice: holder, changed: false });
    }
  }, [open, office, form, mainFloor?.id]);

  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((values) => {
    const body = {
      ...values,
      description: values.description ? values.description : null,
      floorId: values.floorId,
      // Sent only when chosen here: a move to another floor takes the office out of its
      // neighbourhood on the server, and sites read stale or not yet must not take it out.
      ...(dirtyFields.neighbourhoodId
        ? {
            neighbourhoodId: neighbourhoods.some((n) => n.id === values.neighbourhoodId)
              ? values.neighbourhoodId
              : null,
          }
        : { neighbourhoodId: undefined }),
      // Only a desk is anyone's: another kind gives it up.
      ...(values.kind !== "desk" && office?.assignedUserId
        ? { assignedUserId: null }
        : assignee.changed && values.kind === "desk"
          ? { assignedUserId: assignee.choice?.id ?? null }
          : {}),
    };
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
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{_("offices.form.kind")}</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {OFFICE_KINDS.map((option) => (
                <label
                  key={option}
                  className="flex cursor-pointer gap-2 rounded-lg border border-zinc-200 p-3 has-[:checked]:border-indigo-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 dark:border-zinc-800 dark:has-[:checked]:border-indigo-400"
                >
                  <input
                    type="radio"
                    value={option}
                    className="mt-0.5 accent-indigo-600"
                    aria-describedby={`office-kind-${option}-hint${errors.kind ? " office-kind-error" : ""}`}
                    {...form.register("kind")}
                  />
                  <span className="grid gap-0.5">
                    <span className="text-sm font-medium">{_(`offices.kind.${option}`)}</span>
                    <span id={`office-kind-${option}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
                      {_(`offices.kind.${option}Hint`)}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            <FieldError id="office-kind-error" message={errors.kind?.message} />
          </fieldset>
          <FormField id="office-floor" label={_("offices.form.floor")} error={errors.floorId?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register("floorId", { setValueAs: (v) => v || undefined })}>
                {mainFloor ? null : <option value="">{names.where({ building: null, floor: null })}</option>}
                <FloorOptions sites={sites.data ?? []} />
              </NativeSelect>
            )}
          </FormField>
          {neighbourhoods.length > 0 ? (
            <FormField
              id="office-neighbourhood"
              label={_("offices.form.neighbourhood")}
              error={errors.neighbourhoodId?.message}
            >
              {(control) => (
                <NativeSelect {...control} {...form.register("neighbourhoodId", { setValueAs: (v) => v || null })}>
                  <option value="">{_("offices.form.noNeighbourhood")}</option>
                  {neighbourhoods.map((n) => (
                    <option key={n.id} value={n.id}>
                      {n.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          ) : null}
          {kind === "desk" ? (
            <FormField
              id="office-assignee"
              label={_("offices.form.assignedTo")}
              hint={<FieldHint id="office-assignee-hint">{_("offices.form.assignedToHint")}</FieldHint>}
            >
              <MemberSelect
                id="office-assignee"
                value={assignee.choice}
                onChange={(choice) => setAssignee({ choice, changed: true })}
                noneLabel={_("offices.form.assignedToNobody")}
              />
            </FormField>
          ) : null}
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
