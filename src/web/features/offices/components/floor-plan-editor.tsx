import { MapPin, Redo2, Save, Undo2, Upload, X } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from "react";
import { useParams } from "react-router";
import { isAdminRole } from "#shared/roles.ts";
import type { Office } from "#shared/schemas/office.ts";
import { FLOOR_PLAN_TYPES, type PlanPosition } from "#shared/schemas/site.ts";
import { EmptyState } from "#web/components/empty-state.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { InlineAlert } from "#web/components/ui/inline-alert.tsx";
import { QueryState, Skeleton } from "#web/components/ui/query-state.tsx";
import { useSetPositions } from "#web/features/offices/api/set-positions.ts";
import { useUploadFloorPlan } from "#web/features/offices/api/upload-floor-plan.ts";
import { firstPlace, moveBy, NUDGE, resizeBy } from "#web/features/offices/utils/plan-geometry.ts";
import { useOffices } from "#web/lib/api/offices/get-offices.ts";
import { useSites } from "#web/lib/api/sites/get-sites.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { usePlaceNames } from "#web/lib/place-names.ts";
import { toast } from "#web/lib/toast-store.ts";
import { FloorNeighbourhoods } from "./floor-neighbourhoods.tsx";

type Places = Record<string, PlanPosition | null>;

/** An office's place as the server has it (its `position`, widths only for rooms). */
function savedPlace(office: Office): PlanPosition | null {
  const p = office.position;
  if (!p) return null;
  return p.width === null || p.height === null
    ? { x: p.x, y: p.y }
    : { x: p.x, y: p.y, width: p.width, height: p.height };
}

const samePlace = (a: PlanPosition | null, b: PlanPosition | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * /team/offices/floors/:id/plan (managers): the floor's plan with its offices on it. Upload or
 * replace the plan; place an office from the list, drag it (a room's corner handle resizes it), or
 * move the selected ones with the arrow keys (Shift: further); Shift-click selects more than one;
 * undo and redo; "Save places" sends what changed (docs/product.md "Floor plans"). Below, the
 * floor's neighbourhoods (docs/product.md "Neighbourhoods").
 */
export function FloorPlanEditorPage() {
  const { _ } = useCatalogue("offices");
  const names = usePlaceNames();
  const { id: floorId = "" } = useParams();
  const user = useCurrentUser();
  const sites = useSites();
  const offices = useOffices();
  const site = sites.data?.find((s) => s.floors.some((f) => f.id === floorId));
  const floor = site?.floors.find((f) => f.id === floorId);
  const onFloor = (offices.data ?? [])
    .filter((o) => o.floorId === floorId)
    .sort((a, b) => a.name.localeCompare(b.name));
  const saved: Places = Object.fromEntries(onFloor.map((o) => [o.id, savedPlace(o)]));

  // Edits over what is saved, with their history for undo and redo.
  const [history, setHistory] = useState<{ past: Places[]; future: Places[] }>({ past: [], future: [] });
  const [edits, setEdits] = useState<Places>({});
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const places: Places = { ...saved, ...edits };
  const changed = onFloor.filter((o) => !samePlace(places[o.id] ?? null, saved[o.id] ?? null));

  const commit = (next: Places) => {
    setHistory((h) => ({ past: [...h.past, edits], future: [] }));
    setEdits(next);
  };
  const undo = () =>
    setHistory((h) => {
      const previous = h.past.at(-1);
      if (!previous) return h;
      setEdits(previous);
      return { past: h.past.slice(0, -1), future: [edits, ...h.future] };
    });
  const redo = () =>
    setHistory((h) => {
      const [next, ...rest] = h.future;
      if (!next) return h;
      setEdits(next);
      return { past: [...h.past, edits], future: rest };
    });

  const upload = useUploadFloorPlan({
    mutationConfig: {
      onSuccess: () => toast({ title: _("offices.plan.uploaded"), variant: "success" }),
      onError: (error) =>
        toast({ title: _("offices.plan.notUploaded"), description: errorMessage(error), variant: "destructive" }),
    },
  });
  const save = useSetPositions({
    mutationConfig: {
      // Once settled, the offices have been read again (the hook's refresh comes first), so the
      // saved places are what the plan shows when the edits over them go.
      onSettled: (_data, error) => {
        if (error) return;
        setEdits({});
        setHistory({ past: [], future: [] });
        toast({ title: _("offices.plan.saved"), variant: "success" });
      },
    },
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const where = site && floor ? names.where({ building: site.name, floor: floor.name }) : "";

  const onFile = (file: File | undefined) => {
    if (file) upload.mutate({ floorId, file });
    if (fileInput.current) fileInput.current.value = "";
  };
  const uploadButton = (
    <>
      <input
        ref={fileInput}
        type="file"
        accept={FLOOR_PLAN_TYPES.join(",")}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <Button
        variant={floor?.plan ? "secondary" : "default"}
        disabled={upload.isPending}
        onClick={() => fileInput.current?.click()}
      >
        <Upload aria-hidden="true" />
        {floor?.plan ? _("offices.plan.replace") : _("offices.plan.upload")}
      </Button>
    </>
  );

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={_("offices.plan.title")}
        description={where ? _("offices.plan.description", { where }) : undefined}
        actions={
          floor?.plan ? (
            <div className="flex flex-wrap gap-2">
              {uploadButton}
              <Button variant="ghost" disabled={history.past.length === 0} onClick={undo}>
                <Undo2 aria-hidden="true" />
                {_("offices.plan.undo")}
              </Button>
              <Button variant="ghost" disabled={history.future.length === 0} onClick={redo}>
                <Redo2 aria-hidden="true" />
                {_("offices.plan.redo")}
              </Button>
              <Button
                disabled={changed.length === 0 || save.isPending}
                onClick={() =>
                  save.mutate({
                    floorId,
                    positions: changed.map((o) => ({ officeId: o.id, position: places[o.id] ?? null })),
                  })
                }
              >
                <Save aria-hidden="true" />
                {save.isPending ? _("offices.plan.saving") : _("offices.plan.save")}
              </Button>
            </div>
          ) : null
        }
      />
      <QueryState
        query={sites}
        loading={<Skeleton className="h-96" />}
        errorFallback={_("offices.places.loadFailed")}
        isEmpty={() => !floor}
        empty={
          <EmptyState icon={MapPin} title={_("offices.plan.notFound")} description={_("offices.plan.notFoundBody")} />
        }
      >
        {() =>
          floor?.plan ? (
            <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
              <div className="grid gap-2">
                <PlanCanvas
                  floorId={floorId}
                  plan={floor.plan}
                  offices={onFloor}
                  places={places}
                  selected={selected}
                  onSelect={setSelected}
                  onChange={commit}
                  label={_("offices.plan.canvas", { where })}
                />
                <p className="text-xs text-zinc-600 dark:text-zinc-400">{_("offices.plan.keyboardHint")}</p>
                {save.error ? <InlineAlert>{errorMessage(save.error)}</InlineAlert> : null}
                {changed.length ? (
                  <p className="text-sm text-amber-800 dark:text-amber-300" role="status">
                    {_("offices.plan.unsaved", { count: changed.length })}
                  </p>
                ) : null}
              </div>
              <Card className="h-fit p-4">
                <h2 className="mb-2 text-sm font-semibold">{_("offices.plan.offices")}</h2>
                {onFloor.length === 0 ? (
                  <p className="text-sm text-zinc-600 dark:text-zinc-400">{_("offices.plan.noOffices")}</p>
                ) : (
                  <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
                    {onFloor.map((office) => {
                      const place = places[office.id] ?? null;
                      return (
                        <li key={office.id} className="flex items-center gap-2 py-2">
                          <button
                            type="button"
                            className="min-w-0 flex-1 truncate rounded text-left text-sm font-medium hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                            aria-pressed={selected.has(office.id)}
                            disabled={!place}
                            onClick={() => setSelected(new Set([office.id]))}
                          >
                            {office.name}
                            {place ? null : (
                              <span className="ml-2 text-xs font-normal text-zinc-600 dark:text-zinc-400">
                                {_("offices.plan.notPlaced")}
                              </span>
                            )}
                          </button>
                          {place ? (
                            <Button
                              variant="ghost"
                              size="icon-sm"
                              aria-label={_("offices.plan.unplaceLabel", { office: office.name })}
                              onClick={() => commit({ ...places, [office.id]: null })}
                            >
                              <X aria-hidden="true" />
                            </Button>
                          ) : (
                            <Button
                              variant="secondary"
                              size="sm"
                              aria-label={_("offices.plan.placeLabel", { office: office.name })}
                              onClick={() => {
                                commit({ ...places, [office.id]: firstPlace(office.kind !== "desk") });
                                setSelected(new Set([office.id]));
                              }}
                            >
                              {_("offices.plan.place")}
                            </Button>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </Card>
            </div>
          ) : (
            <EmptyState
              icon={MapPin}
              title={_("offices.plan.noPlanTitle")}
              description={_("offices.plan.noPlanBody")}
              action={uploadButton}
            />
          )
        }
      </QueryState>
      {floor ? (
        <div className="mt-6">
          <FloorNeighbourhoods
            floorId={floorId}
            neighbourhoods={floor.neighbourhoods}
            canListGroups={isAdminRole(user.role)}
          />
        </div>
      ) : null}
    </div>
  );
}

/**
 * The plan with the floor's placed offices: a desk as a dot, a room as a rectangle with a corner
 * handle. A marker is a button: click selects it (Shift-click adds it), dragging moves the selection,
 * arrow keys nudge it. Each drag or nudge is one change (`onChange`) for undo.
 */
function PlanCanvas({
  floorId,
  plan,
  offices,
  places,
  selected,
  onSelect,
  onChange,
  label,
}: {
  floorId: string;
  plan: { width: number; height: number; updatedAt: string };
  offices: Office[];
  places: Places;
  selected: ReadonlySet<string>;
  onSelect: (ids: ReadonlySet<string>) => void;
  onChange: (places: Places) => void;
  label: string;
}) {
  const { _ } = useCatalogue("offices");
  const svg = useRef<SVGSVGElement>(null);
  const titleId = useId();
  // A drag in progress: where it started and the places then; the moved places show as it goes.
  const drag = useRef<{ x: number; y: number; from: Places; ids: string[]; resize: boolean } | null>(null);
  const [dragged, setDragged] = useState<Places | null>(null);
  const shown = dragged ?? places;
  const { width: W, height: H } = plan;
  const dot = Math.max(6, Math.min(W, H) * 0.018);

  const fractionOf = (event: PointerEvent) => {
    const box = svg.current?.getBoundingClientRect();
    return box ? { x: event.clientX / box.width, y: event.clientY / box.height } : { x: 0, y: 0 };
  };
  const moved = (from: Places, ids: readonly string[], dx: number, dy: number, resize: boolean): Places => {
    const next = { ...from };
    for (const id of ids) {
      const place = from[id];
      if (place) next[id] = resize ? resizeBy(place, dx, dy) : moveBy(place, dx, dy);
    }
    return next;
  };

  const start = (event: PointerEvent, id: string, resize = false) => {
    event.stopPropagation();
    const ids = selected.has(id) && !resize ? [...selected] : [id];
    if (!selected.has(id) || event.shiftKey) {
      onSelect(event.shiftKey ? new Set([...selected, id]) : new Set([id]));
    }
    (event.target as Element).setPointerCapture(event.pointerId);
    drag.current = { ...fractionOf(event), from: places, ids, resize };
  };
  const move = (event: PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const at = fractionOf(event);
    setDragged(moved(d.from, d.ids, at.x - d.x, at.y - d.y, d.resize));
  };
  const end = () => {
    if (drag.current && dragged && JSON.stringify(dragged) !== JSON.stringify(drag.current.from)) onChange(dragged);
    drag.current = null;
    setDragged(null);
  };
  const nudge = (event: KeyboardEvent, id: string) => {
    const step = event.shiftKey ? NUDGE * 10 : NUDGE;
    const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[
      event.key
    ];
    if (delta) {
      event.preventDefault();
      onChange(moved(places, selected.has(id) ? [...selected] : [id], delta[0], delta[1], false));
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onSelect(event.shiftKey ? new Set([...selected, id]) : new Set([id]));
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>; it groups the markers under its title.
    <svg
      ref={svg}
      viewBox={`0 0 ${W} ${H}`}
      className="h-auto w-full touch-none rounded-lg border border-zinc-200 bg-white select-none dark:border-zinc-800"
      role="group"
      aria-labelledby={titleId}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
      onPointerDown={() => onSelect(new Set())}
    >
      <title id={titleId}>{label}</title>
      <image href={`/api/floors/${floorId}/plan?v=${encodeURIComponent(plan.updatedAt)}`} width={W} height={H} />
      {offices.map((office) => {
        const place = shown[office.id];
        if (!place) return null;
        const isSelected = selected.has(office.id);
        const name = _("offices.plan.marker", {
          office: office.name,
          x: Math.round(place.x * 100),
          y: Math.round(place.y * 100),
        });
        const colour = isSelected ? "#4338ca" : "#4f46e5";
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; it takes a button's role, focus and keys.
          <g
            key={office.id}
            role="button"
            tabIndex={0}
            aria-label={name}
            aria-pressed={isSelected}
            className="cursor-move focus-visible:outline-none [&:focus-visible>.ring]:opacity-100"
            onPointerDown={(event) => start(event, office.id)}
            onKeyDown={(event) => nudge(event, office.id)}
          >
            {place.width !== undefined && place.height !== undefined ? (
              <>
                <rect
                  x={place.x * W}
                  y={place.y * H}
                  width={place.width * W}
                  height={place.height * H}
                  fill={colour}
                  fillOpacity={0.18}
                  stroke={colour}
                  strokeWidth={isSelected ? dot / 2 : dot / 4}
                />
                <rect
                  className="ring opacity-0"
                  x={place.x * W - dot / 2}
                  y={place.y * H - dot / 2}
                  width={place.width * W + dot}
                  height={place.height * H + dot}
                  fill="none"
                  stroke="#f59e0b"
                  strokeWidth={dot / 3}
                />
                <text x={place.x * W + dot} y={place.y * H + dot * 2.2} fontSize={dot * 1.6} fill="#1e1b4b">
                  {office.name}
                </text>
                {isSelected ? (
                  <rect
                    aria-label={_("offices.plan.resizeLabel", { office: office.name })}
                    x={(place.x + place.width) * W - dot}
                    y={(place.y + place.height) * H - dot}
                    width={dot * 2}
                    height={dot * 2}
                    fill="#ffffff"
                    stroke={colour}
                    strokeWidth={dot / 4}
                    className="cursor-nwse-resize"
                    onPointerDown={(event) => start(event, office.id, true)}
                  />
                ) : null}
              </>
            ) : (
              <>
                <circle
                  className="ring opacity-0"
                  cx={place.x * W}
                  cy={place.y * H}
                  r={dot * 1.9}
                  fill="none"
                  stroke="#f59e0b"
                  strokeWidth={dot / 3}
                />
                <circle
                  cx={place.x * W}
                  cy={place.y * H}
                  r={dot}
                  fill={colour}
                  stroke="#ffffff"
                  strokeWidth={isSelected ? dot / 2 : dot / 4}
                />
                <text x={place.x * W + dot * 1.5} y={place.y * H + dot / 2} fontSize={dot * 1.6} fill="#1e1b4b">
                  {office.name}
                </text>
              </>
            )}
          </g>
        );
      })}
    </svg>
  );
}
