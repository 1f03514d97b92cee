import { Building2, Layers, Pencil, Plus, Power, QrCode, Users } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { can } from "#shared/roles.ts";
import type { Office } from "#shared/schemas/office.ts";
import { EmptyState } from "#web/components/empty-state.tsx";
import { equipmentLabel } from "#web/components/equipment-fields.tsx";
import { FavoriteOfficeButton } from "#web/components/favorite-office-button.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { QueryState, Skeleton } from "#web/components/ui/query-state.tsx";
import { useUpdateOffice } from "#web/features/offices/api/update-office.ts";
import { useOffices } from "#web/lib/api/offices/get-offices.ts";
import { useSites } from "#web/lib/api/sites/get-sites.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { usePlaceNames } from "#web/lib/place-names.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { toast } from "#web/lib/toast-store.ts";
import { DeactivateOfficeDialog } from "./deactivate-office-dialog.tsx";
import { OfficeFormDialog } from "./office-form-dialog.tsx";
import { PlacesDialog } from "./places-dialog.tsx";

/** Active offices first, then by name. */
function sortOffices(offices: readonly Office[]): Office[] {
  return [...offices].sort((a, b) => Number(b.isActive) - Number(a.isActive) || a.name.localeCompare(b.name));
}

/**
 * The offices by floor, in the order of the team's sites and their floors (`floorOrder`, the ids as
 * GET /api/sites lists them; floors it does not know yet last), each floor's offices as sortOffices.
 */
function groupByFloor(offices: readonly Office[], floorOrder: readonly string[]): Office[][] {
  const groups = new Map<string, Office[]>();
  for (const office of sortOffices(offices))
    groups.set(office.floorId, [...(groups.get(office.floorId) ?? []), office]);
  const rank = (floorId: string) => {
    const at = floorOrder.indexOf(floorId);
    return at === -1 ? floorOrder.length : at;
  };
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b)).map(([, list]) => list);
}

/** /team/offices: the team's offices; managers and above create, edit and (de)activate. */
export function OfficesPage() {
  const { _ } = useCatalogue("offices");
  useCatalogue("common"); // equipment names
  const user = useCurrentUser();
  const manage = can(user.role, "office:manage");
  const offices = useOffices({ queryConfig: { enabled: !!user.teamId } });
  const sites = useSites({ queryConfig: { enabled: !!user.teamId } });
  const floorOrder = (sites.data ?? []).flatMap((site) => site.floors.map((floor) => floor.id));
  const names = usePlaceNames();
  const [placesOpen, setPlacesOpen] = useState(false);
  const update = useUpdateOffice();
  const [dialog, setDialog] = useState<{ open: boolean; office: Office | null }>({ open: false, office: null });
  const [deactivating, setDeactivating] = useState<Office | null>(null);

  // Deactivating asks first (its upcoming bookings are cancelled or kept); reactivating does not.
  const toggleActive = (office: Office) => {
    if (office.isActive) {
      setDeactivating(office);
      return;
    }
    update.mutate(
      { id: office.id, body: { isActive: true } },
      {
        onSuccess: () =>
          toast({
            title: _("offices.page.reactivated"),
            description: _("offices.page.reactivatedDescription", { office: office.name }),
            variant: "success",
          }),
        onError: (error) =>
          toast({ title: _("offices.page.updateFailed"), description: errorMessage(error), variant: "destructive" }),
      },
    );
  };

  const createButton = manage ? (
    <Button onClick={() => setDialog({ open: true, office: null })}>
      <Plus aria-hidden="true" />
      {_("offices.page.create")}
    </Button>
  ) : null;
  const actions = manage ? (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => setPlacesOpen(true)}>
        <Layers aria-hidden="true" />
        {_("offices.places.manage")}
      </Button>
      {createButton}
    </div>
  ) : null;

  /** The cards of `offices`; their names are headings under the page's, or under a floor's when grouped. */
  const officeCards = (offices: Office[], label: string, Heading: "h2" | "h3") => (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={label}>
      {offices.map((office) => (
        <li key={office.id}>
          {/* Inactive: a dashed border, not lowered opacity (which failed contrast in dark, 4.26:1). */}
          <Card surface={office.isActive ? "default" : "muted"} className="flex h-full flex-col p-5">
            <div className="flex items-start justify-between gap-3">
              <Heading className="min-w-0 text-base font-semibold break-words">{office.name}</Heading>
              <div className="flex shrink-0 items-center gap-1">
                {office.isActive ? (
                  <Badge tone="success">{_("offices.card.active")}</Badge>
                ) : (
                  <Badge>{_("offices.card.inactive")}</Badge>
                )}
                <FavoriteOfficeButton office={office} className="-my-1.5 -mr-2" />
              </div>
            </div>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
              {office.description || _("offices.card.noDescription")}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-2 text-xs text-zinc-700 dark:text-zinc-300">
              <span className="inline-flex items-center gap-1">
                <Users className="size-3.5" aria-hidden="true" />
                {_("offices.card.seats", { count: office.capacity })}
              </span>
              <span aria-hidden="true">·</span>
              <span>{_(`offices.kind.${office.kind}`)}</span>
              {office.assignedUserName ? (
                <>
                  <span aria-hidden="true">·</span>
                  <span>{_("offices.card.assignedTo", { name: office.assignedUserName })}</span>
                </>
              ) : null}
            </div>
            {office.equipment.length ? (
              <ul
                className="mt-3 flex flex-wrap gap-1.5"
                aria-label={_("offices.card.equipment", { office: office.name })}
              >
                {office.equipment.map((e) => (
                  <li key={e}>
                    <Badge>{equipmentLabel(e, _)}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
            {manage ? (
              <div className="mt-auto flex flex-wrap gap-2 pt-4">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setDialog({ open: true, office })}
                  aria-label={_("offices.card.editLabel", { office: office.name })}
                >
                  <Pencil aria-hidden="true" />
                  {_("offices.card.edit")}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => toggleActive(office)}
                  disabled={update.isPending}
                  aria-label={_(office.isActive ? "offices.card.deactivateLabel" : "offices.card.reactivateLabel", {
                    office: office.name,
                  })}
                >
                  <Power aria-hidden="true" />
                  {office.isActive ? _("offices.card.deactivate") : _("offices.card.reactivate")}
                </Button>
                <Button asChild variant="ghost" size="sm">
                  <Link
                    to={`/team/offices/${office.id}/check-in`}
                    aria-label={_("offices.card.qrCodeLabel", { office: office.name })}
                  >
                    <QrCode aria-hidden="true" />
                    {_("offices.card.qrCode")}
                  </Link>
                </Button>
              </div>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={_("offices.page.title")} description={_("offices.page.description")} actions={actions} />
      <QueryState
        query={offices}
        loading={
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-40" />
            ))}
          </div>
        }
        errorFallback={_("offices.page.loadFailed")}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon={Building2}
            title={_("offices.page.emptyTitle")}
            description={manage ? _("offices.page.emptyManage") : _("offices.page.emptyMember")}
            action={createButton}
          />
        }
      >
        {(list) => {
          const groups = groupByFloor(list, floorOrder);
          // One floor (a team that never named a site or floor): the plain list, no headings.
          if (groups.length === 1) return officeCards(groups[0], _("offices.page.list"), "h2");
          return (
            <div className="grid gap-8">
              {groups.map((group) => {
                const where = names.where(group[0]);
                return (
                  <section key={group[0].floorId} aria-labelledby={`floor-${group[0].floorId}`}>
                    <h2
                      id={`floor-${group[0].floorId}`}
                      className="mb-3 text-sm font-semibold text-zinc-700 dark:text-zinc-300"
                    >
                      {where}
                    </h2>
                    {officeCards(group, where, "h3")}
                  </section>
                );
              })}
            </div>
          );
        }}
      </QueryState>
      <DeactivateOfficeDialog
        office={deactivating}
        timeZone={teamPolicyOf(user).timeZone}
        onClose={() => setDeactivating(null)}
      />
      <PlacesDialog open={placesOpen} onOpenChange={setPlacesOpen} />
      <OfficeFormDialog
        open={dialog.open}
        office={dialog.office}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
    </div>
  );
}
