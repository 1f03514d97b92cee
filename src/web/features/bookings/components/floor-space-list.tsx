import type { FloorSpace } from "#shared/schemas/floor-map.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";
import { SpaceStateGlyph, STATE_LABELS } from "./space-state-glyph.tsx";

/**
 * The floor map as a list (docs/product.md "The floor map"): every space of the floor, placed on
 * the plan or not, with its kind, state and holders in words and a Book button, so nothing on the
 * map needs a pointer or sight to be found.
 */
export function FloorSpaceList({
  spaces,
  holders,
  onSpace,
}: {
  spaces: FloorSpace[];
  /** Who holds the space in the map's window (the caller as "You"). */
  holders: (space: FloorSpace) => string[];
  onSpace: (space: FloorSpace) => void;
}) {
  const { _ } = useCatalogue("calendar");
  const offices = useCatalogue("offices");
  return (
    <ul className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
      {spaces.map((space) => {
        const office = space;
        const who = holders(space);
        return (
          <li key={office.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5">
            <svg width="20" height="20" viewBox="-10 -10 20 20" aria-hidden="true" className="shrink-0">
              <SpaceStateGlyph state={space.state} cx={0} cy={0} r={9} />
            </svg>
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-zinc-900 dark:text-zinc-100">{office.name}</p>
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                {office.kind === "desk"
                  ? offices._("offices.kind.desk")
                  : _("calendar.map.kindSeats", {
                      kind: offices._(`offices.kind.${office.kind}`),
                      count: office.capacity,
                    })}
                {" · "}
                {_(STATE_LABELS[space.state])}
                {who.length > 0 ? ` · ${_("calendar.map.heldBy", { names: who.join(", ") })}` : null}
                {office.position ? null : ` · ${_("calendar.map.notPlaced")}`}
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              disabled={space.state === "unavailable"}
              aria-label={_("calendar.map.bookSpace", { office: office.name })}
              data-space-id={office.id}
              onClick={() => onSpace(space)}
            >
              {_("calendar.map.book")}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
