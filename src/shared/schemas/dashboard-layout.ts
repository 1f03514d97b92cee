/**
 * The widget layout on the wire (#shared/dashboard-layout.ts has its types, sizes and default). Kept
 * in the user's `preferences` JSON under `dashboardLayout`.
 */
import { z } from "zod";
import {
  type DashboardLayout,
  DEFAULT_DASHBOARD_LAYOUT,
  WIDGET_SIZES,
  WIDGET_TYPES,
  type Widget,
} from "#shared/dashboard-layout.ts";
import type { Same } from "#shared/type-equality.ts";

export const widgetSchema = z.strictObject({
  type: z.enum(WIDGET_TYPES, { error: `Widget type must be one of ${WIDGET_TYPES.join(", ")}` }),
  enabled: z.boolean({ error: "Widget enabled must be true or false" }),
  size: z.enum(WIDGET_SIZES, { error: "Widget size must be small, medium or large" }),
});

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
// The schemas and the types of #shared/dashboard-layout.ts must say the same (else the type check fails).
true satisfies Same<z.infer<typeof widgetSchema>, Widget>;
true satisfies Same<z.infer<typeof dashboardLayoutSchema>, DashboardLayout>;

/** The stored layout, or the default when none was saved or it no longer fits the schema. */
export function dashboardLayoutFromStored(stored: unknown): DashboardLayout {
  const parsed = z.object({ widgets: widgetListSchema, updatedAt: z.iso.datetime({ offset: true }) }).safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_DASHBOARD_LAYOUT;
}
