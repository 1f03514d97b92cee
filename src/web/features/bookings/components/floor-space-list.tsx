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
  neighbourhoodOf,
  canBook,
  isMyDesk,
  onSpace,
}: {
  spaces: FloorSpace[];
  /** Who holds the space in the map's window, as one phrase ("Ana and You"); empty for nobody. */
  holders: (space: FloorSpace) => string;
  /** The name of the space's neighbourhood, if it is in one. */
  neighbourhoodOf: (space: FloorSpace) => string | null;
  canBook: (space: FloorSpace) => boolean;
  /** The caller's own assigned desk: its button releases or takes back the day instead of booking. */
  isMyDesk: (space: FloorSpace) => boolean;
  onSpace: (space: FloorSpace) => void;
}) {
  const { _ } = useCatalogue("calendar");
  const offices = useCatalogue("offices");
  return (
    <ul className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
      {spaces.map((space) => {
        const kind =
          space.kind === "desk"
            ? offices._("offices.kind.desk")
            : _("calendar.map.kindSeats", { kind: offices._(`offices.kind.${space.kind}`), count: space.capacity });
        const state = _(STATE_LABELS[space.state]);
        const names = holders(space);
        const neighbourhood = neighbourhoodOf(space);
        return (
          <li key={space.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5">
            <svg width="20" height="20" viewBox="-10 -10 20 20" aria-hidden="true" className="shrink-0">
              <SpaceStateGlyph state={space.state} cx={0} cy={0} r={9} />
            </svg>
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-zinc-900 dark:text-zinc-100">
                {space.name}
                {neighbourhood ? (
                  <span className="ml-2 rounded bg-zinc-100 px-1.5 py-0.5 text-xs font-normal text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
                    {neighbourhood}
                  </span>
                ) : null}
                {space.position ? null : (
                  <span className="ml-2 text-xs font-normal text-zinc-500 dark:text-zinc-400">
                    {_("calendar.map.notPlaced")}
                  </span>
                )}
              </p>
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                {names
                  ? _("calendar.map.listLineHeld", { kind, state, names })
                  : _("calendar.map.listLine", { kind, state })}
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              disabled={!canBook(space)}
              aria-label={
                isMyDesk(space)
                  ? _("calendar.map.yourDeskLabel", { office: space.name })
                  : _("calendar.map.bookSpace", { office: space.name })
              }
              data-space-id={space.id}
              onClick={() => onSpace(space)}
            >
              {isMyDesk(space) ? _("calendar.map.yourDesk") : _("calendar.map.book")}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
