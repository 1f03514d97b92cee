import { zodResolver } from "@hookform/resolvers/zod";
import { Building, Layers, Map as MapIcon, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { createFloorBodySchema, createSiteBodySchema, type Floor, type Site } from "#shared/schemas/site.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "#web/components/ui/dialog.tsx";
import { FieldHint, FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useCreateFloor } from "#web/features/offices/api/create-floor.ts";
import { useCreateSite } from "#web/features/offices/api/create-site.ts";
import { useDeleteFloor } from "#web/features/offices/api/delete-floor.ts";
import { useDeleteSite } from "#web/features/offices/api/delete-site.ts";
import { useUpdateFloor } from "#web/features/offices/api/update-floor.ts";
import { useUpdateSite } from "#web/features/offices/api/update-site.ts";
import { useSites } from "#web/lib/api/sites/get-sites.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { usePlaceNames } from "#web/lib/place-names.ts";
import { toast } from "#web/lib/toast-store.ts";

type SiteValues = z.input<typeof createSiteBodySchema>;
type FloorValues = z.input<typeof createFloorBodySchema>;

/** Says a refused change (a site that still holds offices, a name taken) in a toast. */
function useRefusal() {
  const { _ } = useCatalogue("offices");
  return (error: Error) =>
    toast({ title: _("offices.places.notChanged"), description: errorMessage(error), variant: "destructive" });
}

/** The button a form replaces while `open`: the focus comes back to it when the form closes. */
function useFocusBack(open: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) ref.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return ref;
}

/** Adds a site, or renames one (`site`): its name and address. */
function SiteForm({ site, onDone, label }: { site?: Site; onDone: () => void; label?: string }) {
  const { _ } = useCatalogue("offices");
  const refused = useRefusal();
  const create = useCreateSite();
  const update = useUpdateSite();
  const form = useForm<SiteValues, unknown, z.output<typeof createSiteBodySchema>>({
    resolver: zodResolver(createSiteBodySchema),
    defaultValues: { name: site?.name ?? "", address: site?.address ?? "" },
  });
  const id = site ? `site-${site.id}` : "site-new";
  // Renaming: the field to change takes the focus from the Rename button the form replaced.
  useEffect(() => {
    if (site) form.setFocus("name");
  }, [site, form]);
  const pending = create.isPending || update.isPending;
  const onSubmit = form.handleSubmit((values) => {
    const body = { name: values.name, address: values.address || null };
    const done = { onSuccess: onDone, onError: refused };
    if (site) update.mutate({ id: site.id, ...body }, done);
    else create.mutate(body, { ...done, onSuccess: () => form.reset({ name: "", address: "" }) });
  });
  const { errors } = form.formState;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <FormField id={`${id}-name`} label={_("offices.places.siteName")} error={errors.name?.message}>
        {(control) => (
          <Input placeholder={_("offices.places.siteNamePlaceholder")} {...control} {...form.register("name")} />
        )}
      </FormField>
      <FormField id={`${id}-address`} label={_("offices.places.address")} error={errors.address?.message}>
        {(control) => <Input autoComplete="street-address" {...control} {...form.register("address")} />}
      </FormField>
      <div className="flex gap-2 sm:mt-7">
        <Button type="submit" disabled={pending}>
          {site ? (
            _("offices.places.save")
          ) : (
            <>
              <Plus aria-hidden="true" />
              {_("offices.places.addSite")}
            </>
          )}
        </Button>
        {site ? (
          <Button variant="ghost" onClick={onDone}>
            {_("offices.places.cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Adds a floor to `siteId`, or renames one (`floor`): its name and level. */
function FloorForm({
  siteId,
  floor,
  onDone,
  label,
}: {
  siteId: string;
  floor?: Floor;
  onDone: () => void;
  label: string;
}) {
  const { _ } = useCatalogue("offices");
  const refused = useRefusal();
  const create = useCreateFloor();
  const update = useUpdateFloor();
  const form = useForm<FloorValues, unknown, z.output<typeof createFloorBodySchema>>({
    resolver: zodResolver(createFloorBodySchema),
    defaultValues: { name: floor?.name ?? "", level: floor?.level ?? 0 },
  });
  const id = floor ? `floor-${floor.id}` : `floor-new-${siteId}`;
  // The form replaced the button that opened it: its first field takes the focus.
  useEffect(() => form.setFocus("name"), [form]);
  const pending = create.isPending || update.isPending;
  const onSubmit = form.handleSubmit((values) => {
    const done = { onSuccess: onDone, onError: refused };
    if (floor) update.mutate({ id: floor.id, ...values }, done);
    else create.mutate({ siteId, ...values }, done);
  });
  const { errors } = form.formState;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
      className="grid gap-3 sm:grid-cols-[1fr_7rem_auto] sm:items-start"
    >
      <FormField id={`${id}-name`} label={_("offices.places.floorName")} error={errors.name?.message}>
        {(control) => (
          <Input placeholder={_("offices.places.floorNamePlaceholder")} {...control} {...form.register("name")} />
        )}
      </FormField>
      <FormField
        id={`${id}-level`}
        label={_("offices.places.level")}
        error={errors.level?.message}
        describedBy={`${id}-level-hint`}
        hint={<FieldHint id={`${id}-level-hint`}>{_("offices.places.levelHint")}</FieldHint>}
      >
        {(control) => (
          <Input type="number" inputMode="numeric" {...control} {...form.register("level", { valueAsNumber: true })} />
        )}
      </FormField>
      <div className="flex gap-2 sm:mt-7">
        <Button type="submit" disabled={pending}>
          {floor ? _("offices.places.save") : _("offices.places.addFloor")}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {_("offices.places.cancel")}
        </Button>
      </div>
    </form>
  );
}

function FloorRow({ floor }: { floor: Floor }) {
  const { _ } = useCatalogue("offices");
  const names = usePlaceNames();
  const refused = useRefusal();
  const remove = useDeleteFloor({ mutationConfig: { onError: refused } });
  const [editing, setEditing] = useState(false);
  const renameRef = useFocusBack(editing);
  const name = names.floor(floor.name);
  if (editing) {
    return (
      <li className="py-3">
        <FloorForm
          siteId={floor.siteId}
          floor={floor}
          onDone={() => setEditing(false)}
          label={_("offices.places.renameFloor", { name })}
        />
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      <Layers className="size-4 shrink-0 text-zinc-500" aria-hidden="true" />
      <div className="min-w-32 flex-1">
        <p className="text-sm font-medium break-words">{name}</p>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          {_("offices.places.level")} {floor.level} · {_("offices.places.officeCount", { count: floor.officeCount })}
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button asChild variant="ghost" size="sm">
          <Link to={`/team/offices/floors/${floor.id}/plan`} aria-label={_("offices.places.planOf", { name })}>
            <MapIcon aria-hidden="true" />
            <span className="max-sm:sr-only">{_("offices.places.plan")}</span>
          </Link>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          ref={renameRef}
          onClick={() => setEditing(true)}
          aria-label={_("offices.places.renameFloor", { name })}
        >
          <Pencil aria-hidden="true" />
          <span className="max-sm:sr-only">{_("offices.places.rename")}</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={remove.isPending}
          onClick={() => remove.mutate(floor.id)}
          aria-label={_("offices.places.removeFloor", { name })}
        >
          <Trash2 aria-hidden="true" />
          <span className="max-sm:sr-only">{_("offices.places.remove")}</span>
        </Button>
      </div>
    </li>
  );
}

function SiteSection({ site }: { site: Site }) {
  const { _ } = useCatalogue("offices");
  const names = usePlaceNames();
  const refused = useRefusal();
  const remove = useDeleteSite({ mutationConfig: { onError: refused } });
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const renameRef = useFocusBack(editing);
  const addRef = useFocusBack(adding);
  const name = names.site(site.name);
  const headingId = `site-${site.id}-heading`;
  return (
    <li
      className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800"
      aria-labelledby={editing ? undefined : headingId}
    >
      {editing ? (
        <SiteForm site={site} onDone={() => setEditing(false)} label={_("offices.places.renameSite", { name })} />
      ) : (
        <div className="flex flex-wrap items-start gap-2">
          <Building className="mt-0.5 size-4 shrink-0 text-zinc-500" aria-hidden="true" />
          <div className="min-w-32 flex-1">
            <h3 id={headingId} className="text-sm font-semibold break-words">
              {name}
            </h3>
            {site.address ? <p className="text-xs text-zinc-600 dark:text-zinc-400">{site.address}</p> : null}
          </div>
          <div className="flex shrink-0 gap-1">
            <Button
              variant="ghost"
              size="sm"
              ref={renameRef}
              onClick={() => setEditing(true)}
              aria-label={_("offices.places.renameSite", { name })}
            >
              <Pencil aria-hidden="true" />
              <span className="max-sm:sr-only">{_("offices.places.rename")}</span>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={remove.isPending}
              onClick={() => remove.mutate(site.id)}
              aria-label={_("offices.places.removeSite", { name })}
            >
              <Trash2 aria-hidden="true" />
              <span className="max-sm:sr-only">{_("offices.places.remove")}</span>
            </Button>
          </div>
        </div>
      )}
      {site.floors.length ? (
        <ul className="mt-2 divide-y divide-zinc-200 pl-6 dark:divide-zinc-800">
          {site.floors.map((floor) => (
            <FloorRow key={floor.id} floor={floor} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 pl-6 text-xs text-zinc-600 dark:text-zinc-400">{_("offices.places.noFloors")}</p>
      )}
      <div className="mt-2 pl-6">
        {adding ? (
          <FloorForm
            siteId={site.id}
            onDone={() => setAdding(false)}
            label={_("offices.places.addFloorTo", { name })}
          />
        ) : (
          <Button
            variant="secondary"
            size="sm"
            ref={addRef}
            onClick={() => setAdding(true)}
            aria-label={_("offices.places.addFloorTo", { name })}
          >
            <Plus aria-hidden="true" />
            {_("offices.places.addFloor")}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The team's sites and their floors: add, rename and remove them (team managers and admins). */
export function PlacesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { _ } = useCatalogue("offices");
  const sites = useSites({ queryConfig: { enabled: open } });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl" title={_("offices.places.title")} description={_("offices.places.description")}>
        <QueryState query={sites} errorFallback={_("offices.places.loadFailed")}>
          {(list) => (
            <ul className="grid gap-3" aria-label={_("offices.places.title")}>
              {list.map((site) => (
                <SiteSection key={site.id} site={site} />
              ))}
            </ul>
          )}
        </QueryState>
        <section
          aria-labelledby="places-add-site"
          className="grid gap-2 border-t border-zinc-200 pt-4 dark:border-zinc-800"
        >
          <h3 id="places-add-site" className="text-sm font-semibold">
            {_("offices.places.addSite")}
          </h3>
          <SiteForm onDone={() => undefined} />
        </section>
        <div className="flex justify-end">
          <DialogClose asChild>
            <Button>{_("offices.places.done")}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
