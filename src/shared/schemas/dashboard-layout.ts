/**
 * A person's home-page widget layout (spec section 2 "Dashboard widgets"; DESIGN.md "Platform": the
 * layout is stored on the server so it follows the person to another browser, the browser's copy
 * being the offline cache). Kept in the user's `preferences` JSON under `dashboardLayout`.
 */
import { z } from "zod";

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

export const WIDGET_TITLES: Record<WidgetType, string> = {
  "quick-stats": "Quick stats",
  "upcoming-bookings": "Upcoming bookings",
  "team-activity": "Team activity",
  "office-availability": "Office availability",
  notifications: "Notifications",
};

export const widgetSchema = z.strictObject({
  type: z.enum(WIDGET_TYPES, { error: `Widget type must be one of ${WIDGET_TYPES.join(", ")}` }),
  enabled: z.boolean({ error: "Widget enabled must be true or false" }),
  size: z.enum(WIDGET_SIZES, { error: "Widget size must be small, medium or large" }),
});
export type Widget = z.infer<typeof widgetSchema>;

/** The widgets in display order; each type at most once (a removed widget is simply absent). */
const widgetListSchema = z
  .array(widgetSchema, { error: "widgets must be a list" })
  .max(WIDGET_TYPES.length, { error: `At most ${WIDGET_TYPES.length} widgets` })
  .superRefine((widgets, ctx) => {
    const seen = new Set<string>();
    for (const w of widgets) {
      if (seen.has(w.type)) ctx.addIssue({ code: "custom", message: `Widget ${w.type} appears more than once` });
      seen.add(w.type);
    }
  });

/** PUT /api/user/dashboard-layout. */
export const saveDashboardLayoutSchema = z.strictObject({ widgets: widgetListSchema });
export type SaveDashboardLayout = z.infer<typeof saveDashboardLayoutSchema>;

/** GET and PUT /api/user/dashboard-layout: `updatedAt` is null until the person saves one. */
export const dashboardLayoutSchema = z.object({
  widgets: z.array(widgetSchema),
  updatedAt: z.string().nullable(),
});
export type DashboardLayout = z.infer<typeof dashboardLayoutSchema>;

/** Spec section 2: a user with no saved layout gets quick-stats and upcoming-bookings. */
export const DEFAULT_DASHBOARD_LAYOUT: DashboardLayout = {
  widgets: [
    { type: "quick-stats", enabled: true, size: "large" },
    { type: "upcoming-bookings", enabled: true, size: "medium" },
  ],
  updatedAt: null,
};

/** The stored layout, or the default when none was saved or it no longer fits the schema. */
export function dashboardLayoutFromStored(stored: unknown): DashboardLayout {
  const parsed = z.object({ widgets: widgetListSchema, updatedAt: z.iso.datetime({ offset: true }) }).safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_DASHBOARD_LAYOUT;
}
