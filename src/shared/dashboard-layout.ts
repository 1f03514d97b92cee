/**
 * A person's home-page widget layout (spec section 2 "Dashboard widgets"; docs/product.md
 * "Preferences and layouts": the layout is stored on the server so it follows the person to another
 * browser, the browser's copy being the offline cache): the widget types, sizes and the default. No
 * zod here, so the dashboard's first load does not carry zod; the wire schemas are in
 * schemas/dashboard-layout.ts.
 */

/** The five widget types, in the spec's order. */
export const WIDGET_TYPES = [
  "quick-stats",
  "upcoming-bookings",
  "team-activity",
  "office-availability",
  "notifications",
] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

export const WIDGET_SIZES = ["small", "medium", "large"] as const;
export type WidgetSize = (typeof WIDGET_SIZES)[number];

/** Grid columns a size spans (spec section 9 "Widget columns": small 1, medium 2, large 3). */
export const WIDGET_COLUMNS: Record<WidgetSize, 1 | 2 | 3> = { small: 1, medium: 2, large: 3 };

export interface Widget {
  type: WidgetType;
  enabled: boolean;
  size: WidgetSize;
}

/** GET and PUT /api/user/dashboard-layout: `updatedAt` is null until the person saves one. */
export interface DashboardLayout {
  widgets: Widget[];
  updatedAt: string | null;
}

/** Spec section 2: a user with no saved layout gets quick-stats and upcoming-bookings. */
export const DEFAULT_DASHBOARD_LAYOUT: DashboardLayout = {
  widgets: [
    { type: "quick-stats", enabled: true, size: "large" },
    { type: "upcoming-bookings", enabled: true, size: "medium" },
  ],
  updatedAt: null,
};

/**
 * Whether `value` has a layout's shape: known types and sizes, `enabled` a boolean, `updatedAt` a
 * string or null. For the browser's copy (it was the server's answer, so this only guards against
 * an old or edited copy); the server checks what it is sent with the zod schemas.
 */
export function isDashboardLayout(value: unknown): value is DashboardLayout {
  if (typeof value !== "object" || value === null) return false;
  const { widgets, updatedAt } = value as { widgets?: unknown; updatedAt?: unknown };
  if (updatedAt !== null && typeof updatedAt !== "string") return false;
  return (
    Array.isArray(widgets) &&
    widgets.every(
      (w: Partial<Record<keyof Widget, unknown>>) =>
        typeof w === "object" &&
        w !== null &&
        (WIDGET_TYPES as readonly unknown[]).includes(w.type) &&
        (WIDGET_SIZES as readonly unknown[]).includes(w.size) &&
        typeof w.enabled === "boolean",
    )
  );
}
