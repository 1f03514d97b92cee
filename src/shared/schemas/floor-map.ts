/**
 * The floor map's contract (docs/product.md "The floor map"): one floor's spaces with their state
 * for a local date of the team's zone, and optionally a window of local times of that date.
 */
import { z } from "zod";
import { CLOSED_REASONS } from "#shared/closed-intervals.ts";
import { SPACE_STATES } from "#shared/space-state.ts";
import { clockToMinute } from "#shared/time.ts";
import { bookedIntervalSchema, localDateParam } from "./booking.ts";
import { officeSchema } from "./office.ts";
import { floorPlanSchema } from "./site.ts";
import { clockField } from "./team-settings.ts";

/** GET /api/floors/{id}/availability: a local date; `from`..`to` narrow it to a window of local times. */
export const floorAvailabilityQuerySchema = z
  .strictObject({
    date: localDateParam("date"),
    from: clockField("from", false).optional(),
    to: clockField("to", true).optional(),
  })
  .refine((query) => !query.from || !query.to || clockToMinute(query.from) < clockToMinute(query.to), {
    error: "to must be after from",
    path: ["to"],
  });
export type FloorAvailabilityQuery = z.output<typeof floorAvailabilityQuerySchema>;

/**
 * One space of the floor: what the map draws and the booking dialog needs of the office (its full
 * description is at GET /api/offices), its state over the window, and its bookings of the date.
 */
export const floorSpaceSchema = officeSchema
  .pick({
    id: true,
    name: true,
    kind: true,
    capacity: true,
    isShared: true,
    isActive: true,
    position: true,
    neighbourhoodId: true,
  })
  .extend({
    state: z.enum(SPACE_STATES),
    /**
     * The member the desk is assigned to (docs/product.md "Assigned desks"), or null; unless
     * `released` that date, it is theirs all day.
     */
    assignedTo: z.object({ userId: z.string(), userName: z.string() }).nullable(),
    released: z.boolean(),
    /** The live bookings overlapping the local date, earliest first. */
    booked: z.array(bookedIntervalSchema.omit({ isWholeOffice: true })),
  });
export type FloorSpace = z.infer<typeof floorSpaceSchema>;

export const floorAvailabilitySchema = z.object({
  floorId: z.string(),
  siteId: z.string(),
  date: z.string(),
  timeZone: z.string(),
  /**
   * The window the states are of (ISO instants): the business hours of the date, narrowed by
   * from..to, then to what may still be booked (not past, within the horizon). When nothing of it
   * may be booked, the whole window and why (`closedReason`): who sat or sits where, nothing to book.
   */
  windowStartISO: z.string(),
  windowEndISO: z.string(),
  closedReason: z.enum(CLOSED_REASONS).nullable(),
  plan: floorPlanSchema.nullable(),
  /** Every office of the floor (placed on the plan or not), by name. */
  spaces: z.array(floorSpaceSchema),
});
export type FloorAvailability = z.infer<typeof floorAvailabilitySchema>;
