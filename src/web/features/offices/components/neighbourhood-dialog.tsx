import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { INVITABLE_ROLES } from "#shared/roles.ts";
import { BOOKING_MODES, createNeighbourhoodBodySchema, type Neighbourhood } from "#shared/schemas/neighbourhood.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { FieldHint, FormField } from "#web/components/ui/form-field.tsx";
import { InlineAlert } from "#web/components/ui/inline-alert.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { useCreateNeighbourhood } from "#web/features/offices/api/create-neighbourhood.ts";
import { useUpdateNeighbourhood } from "#web/features/offices/api/update-neighbourhood.ts";
import { useGroups } from "#web/lib/api/team/get-groups.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";

type Values = z.input<typeof createNeighbourhoodBodySchema>;

/** The longest bookings offered, in minutes (the team's own rule when none is chosen). */
const LONGEST = [30, 60, 120, 240, 480];
const CHOICE =
  "flex cursor-pointer items-center gap-2 rounded-lg border border-zinc-200 px-3 py-2 text-sm has-[:checked]:border-indigo-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 dark:border-zinc-800 dark:has-[:checked]:border-indigo-400";

/**
 * Makes or changes a neighbourhood of floor `floorId` (docs/product.md "Neighbourhoods"): its name,
 * who may book its offices (roles; groups for a team admin, who may list them), whole days only, a
 * longest booking and a booking window. A refusal stays in the dialog.
 */
export function NeighbourhoodDialog({
  floorId,
  neighbourhood,
  open,
  onOpenChange,
  canListGroups,
}: {
  floorId: string;
  /** The one to change; null makes a new one. */
  neighbourhood: Neighbourhood | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Team admins list the team's groups (GET /api/team/groups); a manager keeps the ones chosen. */
  canListGroups: boolean;
}) {
  const { _ } = useCatalogue("offices");
  const create = useCreateNeighbourhood();
  const update = useUpdateNeighbourhood();
  const groups = useGroups({ queryConfig: { enabled: open && canListGroups } });
  const form = useForm<Values, unknown, z.output<typeof createNeighbourhoodBodySchema>>({
    resolver: zodResolver(createNeighbourhoodBodySchema),
  });
  useEffect(() => {
    if (!open) return;
    form.reset({
      name: neighbourhood?.name ?? "",
      allowedRoles: neighbourhood?.allowedRoles ?? [],
      groupIds: neighbourhood?.groupIds ?? [],
      bookingMode: neighbourhood?.bookingMode ?? "any",
      maxBookingMinutes: neighbourhood?.maxBookingMinutes ?? null,
      horizonDays: neighbourhood?.horizonDays ?? null,
    });
  }, [open, neighbourhood, form]);
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((values) => {
    const { groupIds, ...rest } = values;
    // A manager cannot see the groups, so leaves them as they are.
    const body = canListGroups ? values : rest;
    const done = {
      onSuccess: () => {
        toast({ title: _("offices.neighbourhood.saved", { name: values.name }), variant: "success" });
        onOpenChange(false);
      },
      onError: (error: Error) => form.setError("root", { message: errorMessage(error) }),
    };
    if (neighbourhood) update.mutate({ id: neighbourhood.id, ...body }, done);
    else create.mutate({ floorId, ...values, groupIds: canListGroups ? groupIds : [] }, done);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={neighbourhood ? _("offices.neighbourhood.editTitle") : _("offices.neighbourhood.addTitle")}
        description={_("offices.neighbourhood.description")}
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="neighbourhood-name" label={_("offices.neighbourhood.name")} error={errors.name?.message}>
            {(control) => (
              <Input placeholder={_("offices.neighbourhood.namePlaceholder")} {...control} {...form.register("name")} />
            )}
          </FormField>
          <fieldset className="grid gap-2" aria-describedby="neighbourhood-who-hint">
            <legend className="mb-1 text-sm font-medium">{_("offices.neighbourhood.who")}</legend>
            <p id="neighbourhood-who-hint" className="text-xs text-zinc-600 dark:text-zinc-400">
              {_("offices.neighbourhood.whoHint")}
            </p>
            <Controller
              control={form.control}
              name="allowedRoles"
              render={({ field }) => (
                <div className="grid gap-2 sm:grid-cols-3">
                  {INVITABLE_ROLES.map((role) => (
                    <label key={role} className={CHOICE}>
                      <input
                        type="checkbox"
                        className="accent-indigo-600"
                        checked={(field.value ?? []).includes(role)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...(field.value ?? []), role]
                              : (field.value ?? []).filter((r) => r !== role),
                          )
                        }
                      />
                      {_(`offices.neighbourhood.role.${role}`)}
                    </label>
                  ))}
                </div>
              )}
            />
            {canListGroups ? (
              <Controller
                control={form.control}
                name="groupIds"
                render={({ field }) =>
                  groups.isPending ? (
                    <span />
                  ) : (groups.data ?? []).length === 0 ? (
                    <p className="text-xs text-zinc-600 dark:text-zinc-400">{_("offices.neighbourhood.noGroups")}</p>
                  ) : (
                    <div className="grid gap-2 sm:grid-cols-2">
                      {(groups.data ?? []).map((group) => (
                        <label key={group.id} className={CHOICE}>
                          <input
                            type="checkbox"
                            className="accent-indigo-600"
                            checked={(field.value ?? []).includes(group.id)}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? [...(field.value ?? []), group.id]
                                  : (field.value ?? []).filter((id) => id !== group.id),
                              )
                            }
                          />
                          {group.name}
                        </label>
                      ))}
                    </div>
                  )
                }
              />
            ) : neighbourhood && neighbourhood.groupIds.length > 0 ? (
              <p className="text-xs text-zinc-600 dark:text-zinc-400">
                {_("offices.neighbourhood.groupsKept", { count: neighbourhood.groupIds.length })}
              </p>
            ) : null}
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{_("offices.neighbourhood.modeLegend")}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {BOOKING_MODES.map((mode) => (
                <label key={mode} className={CHOICE}>
                  <input type="radio" value={mode} className="accent-indigo-600" {...form.register("bookingMode")} />
                  {_(`offices.neighbourhood.mode.${mode}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="neighbourhood-longest"
              label={_("offices.neighbourhood.longest")}
              error={errors.maxBookingMinutes?.message}
            >
              {(control) => (
                <Controller
                  control={form.control}
                  name="maxBookingMinutes"
                  render={({ field }) => (
                    <NativeSelect
                      {...control}
                      value={field.value ?? ""}
                      onChange={(event) => field.onChange(event.target.value ? Number(event.target.value) : null)}
                    >
                      <option value="">{_("offices.neighbourhood.teamRule")}</option>
                      {/* A length set elsewhere (the API) is offered as it is. */}
                      {[...new Set([...LONGEST, ...(field.value ? [field.value] : [])])]
                        .sort((a, b) => a - b)
                        .map((minutes) => (
                          <option key={minutes} value={minutes}>
                            {minutes % 60 !== 0
                              ? _("offices.neighbourhood.minutes", { count: minutes })
                              : _("offices.neighbourhood.hours", { count: minutes / 60 })}
                          </option>
                        ))}
                    </NativeSelect>
                  )}
                />
              )}
            </FormField>
            <FormField
              id="neighbourhood-window"
              label={_("offices.neighbourhood.window")}
              error={errors.horizonDays?.message}
              describedBy="neighbourhood-window-hint"
              hint={<FieldHint id="neighbourhood-window-hint">{_("offices.neighbourhood.windowHint")}</FieldHint>}
            >
              {(control) => (
                <Controller
                  control={form.control}
                  name="horizonDays"
                  render={({ field }) => (
                    <Input
                      {...control}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      value={field.value ?? ""}
                      onChange={(event) =>
                        field.onChange(event.target.value === "" ? null : Number(event.target.value))
                      }
                    />
                  )}
                />
              )}
            </FormField>
          </div>
          {errors.root?.message ? <InlineAlert>{errors.root.message}</InlineAlert> : null}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              {_("offices.neighbourhood.cancel")}
            </Button>
            <Button type="submit" disabled={pending}>
              {neighbourhood ? _("offices.neighbourhood.save") : _("offices.neighbourhood.add")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
