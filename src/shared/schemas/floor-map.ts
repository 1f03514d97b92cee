/**
 * The floor map's contract (docs/product.md "The floor map"): one floor's spaces with their state
 * for a local date of the team's zone, and optionally a window of local times of that date.
 */
import { z } from "zod";
import { DATE_PATTERN, SLOT_MINUTES } from "#shared/constants.ts";
import { SPACE_STATES } from "#shared/space-state.ts";
import { clockToMinute, isDateString } from "#shared/time.ts";
import { bookedIntervalSchema } from "./booking.ts";
import { officeSchema } from "./office.ts";
import { floorPlanSchema } from "./site.ts";

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

const localTime = (field: "from" | "to") =>
  z
    .string()
    .regex(CLOCK, { error: `${field} must be a local time HH:mm on the quarter hour, e.g. 09:00` })
    .refine((clock) => clockToMinute(clock) % SLOT_MINUTES === 0, {
      error: `${field} must be a local time HH:mm on the quarter hour, e.g. 09:00`,
    });

/** GET /api/floors/{id}/availability: a local date; `from`..`to` narrow it to a window of local times. */
export const floorAvailabilityQuerySchema = z
  .strictObject({
    date: z
      .string()
      .regex(DATE_PATTERN, { error: "date must be yyyy-MM-dd" })
      .refine(isDateString, { error: "date is not a real calendar date" }),
    from: localTime("from").optional(),
    to: localTime("to").optional(),
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
  .pick({ id: true, name: true, kind: true, capacity: true, isShared: true, isActive: true, position: true })
  .extend({
    state: z.enum(SPACE_STATES),
    /** The live bookings overlapping the local date, earliest first. */
    booked: z.array(bookedIntervalSchema.omit({ isWholeOffice: true })),
  });
export type FloorSpace = z.infer<typeof floorSpaceSchema>;

export const floorAvailabilitySchema = z.object({
  floorId: z.string(),
  siteId: z.string(),
  date: z.string(),
  timeZone: z.string(),
  /** The window the states are of: the business hours of the date, narrowed by from..to (ISO instants). */
  windowStartISO: z.string(),
  windowEndISO: z.string(),
  plan: floorPlanSchema.nullable(),
  /** Every office of the floor (placed on the plan or not), by name. */
  spaces: z.array(floorSpaceSchema),
});
export type FloorAvailability = z.infer<typeof floorAvailabilitySchema>;
