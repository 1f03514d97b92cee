/**
 * Places on a floor plan as the editor moves them (docs/product.md "Floor plans"): fractions of the
 * plan's width and height from its top left corner; a desk is a point, a room a rectangle.
 */
import type { PlanPosition } from "#shared/schemas/site.ts";

/** The grid places snap to: half a percent of the plan. */
export const SNAP = 0.005;
/** How far an arrow key moves a place (Shift: ten times as far). */
export const NUDGE = 0.005;
/** The rectangle a room gets when first placed, as fractions of the plan. */
export const ROOM_SIZE = { width: 0.12, height: 0.1 } as const;

const round = (value: number) => Math.round(value / SNAP) * SNAP;
const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/** `position` kept on the plan: a point inside it, a rectangle wholly inside it (corners snapped). */
export function keepOnPlan(position: PlanPosition): PlanPosition {
  const width = position.width === undefined ? undefined : clamp(round(position.width), 1) || SNAP;
  const height = position.height === undefined ? undefined : clamp(round(position.height), 1) || SNAP;
  return {
    x: Number(clamp(round(position.x), 1 - (width ?? 0)).toFixed(4)),
    y: Number(clamp(round(position.y), 1 - (height ?? 0)).toFixed(4)),
    ...(width === undefined || height === undefined
      ? {}
      : { width: Number(width.toFixed(4)), height: Number(height.toFixed(4)) }),
  };
}

/** `position` moved by (dx, dy), fractions of the plan, and kept on it. */
export function moveBy(position: PlanPosition, dx: number, dy: number): PlanPosition {
  return keepOnPlan({ ...position, x: position.x + dx, y: position.y + dy });
}

/** A room's rectangle with its bottom right corner moved by (dx, dy), kept on the plan and at least a snap wide. */
export function resizeBy(position: PlanPosition, dx: number, dy: number): PlanPosition {
  if (position.width === undefined || position.height === undefined) return position;
  return keepOnPlan({
    ...position,
    width: Math.min(Math.max(position.width + dx, SNAP), 1 - position.x),
    height: Math.min(Math.max(position.height + dy, SNAP), 1 - position.y),
  });
}

/** Where a newly placed office goes: the plan's middle, a room as a rectangle around it. */
export function firstPlace(isRoom: boolean): PlanPosition {
  return isRoom
    ? keepOnPlan({ x: 0.5 - ROOM_SIZE.width / 2, y: 0.5 - ROOM_SIZE.height / 2, ...ROOM_SIZE })
    : { x: 0.5, y: 0.5 };
}
