import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical, Plus, X } from "lucide-react";
import { useMemo } from "react";
import {
  DEFAULT_DASHBOARD_LAYOUT,
  WIDGET_SIZES,
  WIDGET_TYPES,
  type Widget,
  type WidgetSize,
  type WidgetType,
} from "#shared/dashboard-layout.ts";
import { formatInZone } from "#shared/time.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useDashboardLayout } from "../api/get-dashboard-layout.ts";
import { useSaveDashboardLayout } from "../api/save-dashboard-layout.ts";

/** Message ids of the widgets' names. */
const WIDGET_NAMES: Record<WidgetType, string> = {
  "quick-stats": "dashboard.widget.quickStats",
  "upcoming-bookings": "dashboard.widget.upcomingBookings",
  "team-activity": "dashboard.widget.teamActivity",
  "office-availability": "dashboard.widget.officeAvailability",
  notifications: "dashboard.widget.notifications",
};
const SIZE_LABELS: Record<WidgetSize, string> = {
  small: "dashboard.customize.size.small",
  medium: "dashboard.customize.size.medium",
  large: "dashboard.customize.size.large",
};

type Translate = ReturnType<typeof useCatalogue>["_"];
type Draggable = { id: string | number };

/** What dnd-kit tells screen readers while a widget is picked up and moved with the keyboard. */
function announcementsIn(_: Translate) {
  const name = (item: Draggable) => _(WIDGET_NAMES[item.id as WidgetType]);
  return {
    onDragStart: ({ active }: { active: Draggable }) => _("dashboard.customize.drag.start", { widget: name(active) }),
    onDragOver: ({ active, over }: { active: Draggable; over: Draggable | null }) =>
      over ? _("dashboard.customize.drag.over", { widget: name(active), other: name(over) }) : undefined,
    onDragEnd: ({ active, over }: { active: Draggable; over: Draggable | null }) =>
      over
        ? _("dashboard.customize.drag.dropOver", { widget: name(active), other: name(over) })
        : _("dashboard.customize.drag.drop", { widget: name(active) }),
    onDragCancel: ({ active }: { active: Draggable }) => _("dashboard.customize.drag.cancel", { widget: name(active) }),
  };
}

function WidgetRow({
  widget,
  onChange,
  onRemove,
}: {
  widget: Widget;
  onChange: (next: Widget) => void;
  onRemove: () => void;
}) {
  const { _ } = useCatalogue("dashboard");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: widget.type,
  });
  const title = _(WIDGET_NAMES[widget.type]);
  const switchId = `widget-switch-${widget.type}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-widget-row={widget.type}
      className={cn(
        "flex items-center gap-1.5 rounded-lg border border-zinc-200 bg-white p-1.5 sm:gap-2 sm:p-2 dark:border-zinc-700 dark:bg-zinc-900",
        isDragging && "relative z-10 shadow-lg ring-2 ring-indigo-500",
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={_("dashboard.customize.reorder", { widget: title })}
        className="cursor-grab touch-none rounded-md p-1.5 text-zinc-500 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-indigo-600 active:cursor-grabbing dark:hover:bg-zinc-800"
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <Switch
        id={switchId}
        checked={widget.enabled}
        onCheckedChange={(enabled) => onChange({ ...widget, enabled })}
        aria-label={_("dashboard.customize.show", { widget: title })}
      />
      <label htmlFor={switchId} className="min-w-0 flex-1 truncate text-sm font-medium">
        {title}
      </label>
      <select
        aria-label={_("dashboard.customize.size", { widget: title })}
        value={widget.size}
        onChange={(e) => onChange({ ...widget, size: e.target.value as WidgetSize })}
        className="h-8 w-24 shrink-0 rounded-md border border-zinc-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-zinc-700 dark:bg-zinc-900"
      >
        {WIDGET_SIZES.map((size) => (
          <option key={size} value={size}>
            {_(SIZE_LABELS[size])}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={onRemove}
        aria-label={_("dashboard.customize.remove", { widget: title })}
        className="rounded-md p-1.5 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:hover:bg-zinc-800 dark:hover:text-zinc-50"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * The Customize dialog (spec section 2 "Dashboard widgets"): a switch shows or hides each widget,
 * drag (or the handle with Space and the arrow keys) reorders, × removes, and the size is small,
 * medium or large (1, 2, 3 columns). Each change is saved at once on the server (the dashboard
 * behind follows it); removed widgets can be added back. Loaded on demand (dnd-kit stays out of
 * the first load).
 */
export default function CustomizeDialog({
  open,
  onOpenChange,
  timeZone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  timeZone: string;
}) {
  const { _ } = useCatalogue("dashboard");
  const dateStyle = useDateStyle();
  const announcements = useMemo(() => announcementsIn(_), [_]);
  const layout = useDashboardLayout();
  const save = useSaveDashboardLayout({
    mutationConfig: {
      onError: (error) =>
        toast({
          title: _("dashboard.customize.error"),
          description: errorMessage(error, _("dashboard.customize.notSaved")),
          variant: "destructive",
        }),
    },
  });
  const widgets = layout.data?.widgets ?? DEFAULT_DASHBOARD_LAYOUT.widgets;
  const missing = WIDGET_TYPES.filter((type) => !widgets.some((w) => w.type === type));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const saveWidgets = (next: Widget[]) => save.mutate({ widgets: next });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = widgets.findIndex((w) => w.type === active.id);
    const to = widgets.findIndex((w) => w.type === over.id);
    if (from >= 0 && to >= 0) saveWidgets(arrayMove(widgets, from, to));
  };

  const updatedAt = layout.data?.updatedAt;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={_("dashboard.customize.title")}
        description={_("dashboard.customize.description")}
        // One column that may shrink: on a phone the rows fit the screen instead of widening it.
        size="xl"
        className="grid-cols-[minmax(0,1fr)]"
      >
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable: _("dashboard.customize.drag.instructions"),
            },
          }}
        >
          <SortableContext items={widgets.map((w) => w.type)} strategy={verticalListSortingStrategy}>
            <ul aria-label={_("dashboard.customize.list")} className="grid grid-cols-[minmax(0,1fr)] gap-2">
              {widgets.map((w, i) => (
                <WidgetRow
                  key={w.type}
                  widget={w}
                  onChange={(next) => saveWidgets(widgets.map((x, j) => (j === i ? next : x)))}
                  onRemove={() => saveWidgets(widgets.filter((_, j) => j !== i))}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
        {widgets.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{_("dashboard.customize.empty")}</p>
        ) : null}
        {missing.length > 0 ? (
          <section aria-labelledby="add-widgets" className="grid gap-2">
            <h3 id="add-widgets" className="text-sm font-semibold">
              {_("dashboard.customize.add")}
            </h3>
            <ul className="flex flex-wrap gap-2">
              {missing.map((type) => (
                <li key={type}>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => saveWidgets([...widgets, { type, enabled: true, size: "small" }])}
                  >
                    <Plus aria-hidden="true" />
                    {_(WIDGET_NAMES[type])}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p className="text-xs text-zinc-600 dark:text-zinc-400" aria-live="polite">
          {save.isPending
            ? _("dashboard.customize.saving")
            : updatedAt
              ? _("dashboard.customize.lastSaved", {
                  time: formatInZone(updatedAt, timeZone, "d MMM yyyy, HH:mm", dateStyle),
                })
              : _("dashboard.customize.default")}
        </p>
      </DialogContent>
    </Dialog>
  );
}
