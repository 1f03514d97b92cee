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
import {
  DEFAULT_DASHBOARD_LAYOUT,
  WIDGET_SIZES,
  WIDGET_TITLES,
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
import { toast } from "#web/lib/toast-store.ts";
import { useDashboardLayout } from "../api/get-dashboard-layout.ts";
import { useSaveDashboardLayout } from "../api/save-dashboard-layout.ts";

const SIZE_LABELS: Record<WidgetSize, string> = { small: "Small", medium: "Medium", large: "Large" };

/** What dnd-kit tells screen readers while a widget is picked up and moved with the keyboard. */
const announcements = {
  onDragStart: ({ active }: { active: { id: string | number } }) =>
    `Picked up ${WIDGET_TITLES[active.id as WidgetType]}. Use the arrow keys to move it, Space to drop, Escape to cancel.`,
  onDragOver: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
    over ? `${WIDGET_TITLES[active.id as WidgetType]} is over ${WIDGET_TITLES[over.id as WidgetType]}.` : undefined,
  onDragEnd: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
    over
      ? `${WIDGET_TITLES[active.id as WidgetType]} dropped in the place of ${WIDGET_TITLES[over.id as WidgetType]}.`
      : `${WIDGET_TITLES[active.id as WidgetType]} dropped.`,
  onDragCancel: ({ active }: { active: { id: string | number } }) =>
    `Moving ${WIDGET_TITLES[active.id as WidgetType]} was cancelled.`,
};

function WidgetRow({
  widget,
  onChange,
  onRemove,
}: {
  widget: Widget;
  onChange: (next: Widget) => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: widget.type,
  });
  const title = WIDGET_TITLES[widget.type];
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
        aria-label={`Reorder ${title}`}
        className="cursor-grab touch-none rounded-md p-1.5 text-zinc-500 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-indigo-600 active:cursor-grabbing dark:hover:bg-zinc-800"
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <Switch
        id={switchId}
        checked={widget.enabled}
        onCheckedChange={(enabled) => onChange({ ...widget, enabled })}
        aria-label={`Show ${title}`}
      />
      <label htmlFor={switchId} className="min-w-0 flex-1 truncate text-sm font-medium">
        {title}
      </label>
      <select
        aria-label={`Size of ${title}`}
        value={widget.size}
        onChange={(e) => onChange({ ...widget, size: e.target.value as WidgetSize })}
        className="h-8 w-24 shrink-0 rounded-md border border-zinc-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-zinc-700 dark:bg-zinc-900"
      >
        {WIDGET_SIZES.map((size) => (
          <option key={size} value={size}>
            {SIZE_LABELS[size]}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${title}`}
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
  const layout = useDashboardLayout();
  const save = useSaveDashboardLayout({
    mutationConfig: {
      onError: (error) =>
        toast({
          title: "Error",
          description: errorMessage(error, "Failed to save the layout."),
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
        title="Customize dashboard"
        description="Choose, order and size your widgets. Changes are saved as you make them."
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
              draggable:
                "To pick up a widget, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.",
            },
          }}
        >
          <SortableContext items={widgets.map((w) => w.type)} strategy={verticalListSortingStrategy}>
            <ul aria-label="Your widgets" className="grid grid-cols-[minmax(0,1fr)] gap-2">
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
          <p className="text-sm text-zinc-600 dark:text-zinc-400">No widgets on your dashboard.</p>
        ) : null}
        {missing.length > 0 ? (
          <section aria-labelledby="add-widgets" className="grid gap-2">
            <h3 id="add-widgets" className="text-sm font-semibold">
              Add a widget
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
                    {WIDGET_TITLES[type]}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p className="text-xs text-zinc-600 dark:text-zinc-400" aria-live="polite">
          {save.isPending
            ? "Saving…"
            : updatedAt
              ? `Last saved ${formatInZone(updatedAt, timeZone, "d MMM yyyy, HH:mm")}`
              : "Showing the default layout"}
        </p>
      </DialogContent>
    </Dialog>
  );
}
