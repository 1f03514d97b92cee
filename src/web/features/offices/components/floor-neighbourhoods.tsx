import { Pencil, Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import type { Neighbourhood } from "#shared/schemas/neighbourhood.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { useDeleteNeighbourhood } from "#web/features/offices/api/delete-neighbourhood.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { NeighbourhoodDialog } from "./neighbourhood-dialog.tsx";

/**
 * A floor's neighbourhoods with their rules in words, to add, change or remove (docs/product.md
 * "Neighbourhoods"). Offices join one in the office form.
 */
export function FloorNeighbourhoods({
  floorId,
  neighbourhoods,
  canListGroups,
}: {
  floorId: string;
  neighbourhoods: Neighbourhood[];
  canListGroups: boolean;
}) {
  const { _ } = useCatalogue("offices");
  const [editing, setEditing] = useState<Neighbourhood | null>(null);
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const remove = useDeleteNeighbourhood({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: _("offices.neighbourhood.removed"), variant: "success" });
        // The button pressed is gone: focus goes to the list's heading.
        heading.current?.focus();
      },
      onError: (error) =>
        toast({
          title: _("offices.neighbourhood.notRemoved"),
          description: errorMessage(error),
          variant: "destructive",
        }),
    },
  });
  /** The rules in one line: "Team admins and 2 groups · whole days · at most 2 h · 7 days ahead". */
  const rules = (n: Neighbourhood) => {
    const who =
      n.allowedRoles.length === 0 && n.groupIds.length === 0
        ? _("offices.neighbourhood.everyone")
        : _("offices.neighbourhood.some", { roles: n.allowedRoles.length, groups: n.groupIds.length });
    const parts = [who];
    if (n.bookingMode === "whole_day") parts.push(_("offices.neighbourhood.mode.whole_day"));
    if (n.maxBookingMinutes !== null) {
      parts.push(_("offices.neighbourhood.atMost", { minutes: n.maxBookingMinutes }));
    }
    if (n.horizonDays !== null) parts.push(_("offices.neighbourhood.daysAhead", { count: n.horizonDays }));
    parts.push(_("offices.places.officeCount", { count: n.officeCount }));
    return parts.join(" · ");
  };
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 ref={heading} tabIndex={-1} className="text-base font-semibold focus-visible:outline-none">
          {_("offices.neighbourhood.title")}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setEditing(null);
            setOpen(true);
          }}
        >
          <Plus aria-hidden="true" />
          {_("offices.neighbourhood.addTitle")}
        </Button>
      </div>
      {neighbourhoods.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{_("offices.neighbourhood.none")}</p>
      ) : (
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {neighbourhoods.map((n) => (
            <li key={n.id} className="flex flex-wrap items-center gap-2 py-2">
              <div className="min-w-40 flex-1">
                <p className="text-sm font-medium break-words">{n.name}</p>
                <p className="text-xs text-zinc-600 dark:text-zinc-400">{rules(n)}</p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={_("offices.neighbourhood.editOne", { name: n.name })}
                onClick={() => {
                  setEditing(n);
                  setOpen(true);
                }}
              >
                <Pencil aria-hidden="true" />
                <span className="max-sm:sr-only">{_("offices.neighbourhood.edit")}</span>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={remove.isPending}
                aria-label={_("offices.neighbourhood.removeOne", { name: n.name })}
                onClick={() => remove.mutate(n.id)}
              >
                <Trash2 aria-hidden="true" />
                <span className="max-sm:sr-only">{_("offices.places.remove")}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <NeighbourhoodDialog
        floorId={floorId}
        neighbourhood={editing}
        open={open}
        onOpenChange={setOpen}
        canListGroups={canListGroups}
      />
    </Card>
  );
}
