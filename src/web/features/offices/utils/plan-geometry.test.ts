import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planPositionSchema } from "#shared/schemas/site.ts";
import { firstPlace, keepOnPlan, moveBy, resizeBy } from "./plan-geometry.ts";

const fraction = fc.double({ min: -2, max: 3, noNaN: true });

describe("plan geometry", () => {
  it("never leaves a place off the plan, however far it is moved or resized", () => {
    fc.assert(
      fc.property(fc.boolean(), fraction, fraction, fraction, fraction, (room, dx, dy, dw, dh) => {
        const moved = resizeBy(moveBy(firstPlace(room), dx, dy), dw, dh);
        // What the server accepts: the same schema as PUT /api/floors/{id}/positions.
        expect(planPositionSchema.safeParse(moved).success, JSON.stringify(moved)).toBe(true);
      }),
    );
  });

  it("snaps to half a percent and stops at the edges", () => {
    expect(moveBy({ x: 0.5, y: 0.5 }, 0.0123, -0.0031)).toEqual({ x: 0.51, y: 0.495 });
    expect(moveBy({ x: 0.9, y: 0.1 }, 0.5, -0.5)).toEqual({ x: 1, y: 0 });
    expect(moveBy({ x: 0.8, y: 0.8, width: 0.12, height: 0.1 }, 0.5, 0.5)).toEqual({
      x: 0.88,
      y: 0.9,
      width: 0.12,
      height: 0.1,
    });
    expect(keepOnPlan({ x: 0.1, y: 0.1, width: 0.0001, height: 2 })).toEqual({ x: 0.1, y: 0, width: 0.005, height: 1 });
  });
});
