/**
 * The browser's copy of the widget layout is shown only when it has a layout's shape; the check
 * agrees with the wire schema the server uses (the copy was a server answer).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_DASHBOARD_LAYOUT, isDashboardLayout, WIDGET_SIZES, WIDGET_TYPES } from "./dashboard-layout.ts";
import { dashboardLayoutSchema } from "./schemas/dashboard-layout.ts";

const widget = { type: "team-activity", enabled: false, size: "small" };

describe("isDashboardLayout", () => {
  it("accepts the default and a saved layout", () => {
    expect(isDashboardLayout(DEFAULT_DASHBOARD_LAYOUT)).toBe(true);
    expect(isDashboardLayout({ widgets: [widget], updatedAt: "2026-11-25T09:00:00.000Z" })).toBe(true);
    expect(isDashboardLayout({ widgets: [], updatedAt: null })).toBe(true);
  });

  it("refuses an old or edited copy: unknown type or size, enabled not a boolean, no list, a bad date", () => {
    for (const bad of [
      null,
      "layout",
      { updatedAt: null },
      { widgets: "quick-stats", updatedAt: null },
      { widgets: [{ ...widget, type: "weather" }], updatedAt: null },
      { widgets: [{ ...widget, size: "huge" }], updatedAt: null },
      { widgets: [{ ...widget, enabled: "yes" }], updatedAt: null },
      { widgets: [null], updatedAt: null },
      { widgets: [widget], updatedAt: 1764061200000 },
    ]) {
      expect(isDashboardLayout(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it("agrees with the wire schema on layouts of known and unknown widgets", () => {
    const anyWidget = fc.record({
      type: fc.oneof(fc.constantFrom(...WIDGET_TYPES), fc.string()),
      enabled: fc.oneof(fc.boolean(), fc.constant("true")),
      size: fc.oneof(fc.constantFrom(...WIDGET_SIZES), fc.string()),
    });
    const layout = fc.record({
      widgets: fc.array(anyWidget, { maxLength: 6 }),
      updatedAt: fc.oneof(fc.constant(null), fc.string()),
    });
    fc.assert(
      fc.property(layout, (value) => isDashboardLayout(value) === dashboardLayoutSchema.safeParse(value).success),
    );
  });
});
