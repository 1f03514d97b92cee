/**
 * Neighbourhoods: named areas of a floor whose spaces have rules of their own over the team's
 * (docs/product.md "Neighbourhoods"): who may book them, whole days only, a shorter longest booking,
 * a nearer horizon. The rules themselves are judged in src/shared/booking-rules.ts.
 */
import { z } from "zod";
import { NAME_MAX, SLOT_MINUTES } from "#shared/constants.ts";
import { INVITABLE_ROLES } from "#shared/roles.ts";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "#shared/text.ts";
import { MAX_BOOKING_MINUTES_LIMIT } from "./team-settings.ts";

/** `any`: the team's grid and lengths; `whole_day`: a booking there runs from business start to end. */
export const BOOKING_MODES = ["any", "whole_day"] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];
/** The farthest ahead a neighbourhood may be opened, in days. */
export const NEIGHBOURHOOD_HORIZON_MAX = 365;

export const neighbourhoodSchema = z.object({
  id: z.uuid(),
  floorId: z.uuid(),
  name: z.string(),
  /**
   * Who may book its spaces when it is `restricted`: members of these roles or of these groups.
   * `team_admin` also stands for the older `admin`.
   */
  allowedRoles: z.array(z.enum(INVITABLE_ROLES)),
  groupIds: z.array(z.uuid()),
  /**
   * Kept to its roles and groups (set when saved with any). Still true when its groups have all
   * been removed since: then only its roles, or nobody, may book.
   */
  restricted: z.boolean(),
  bookingMode: z.enum(BOOKING_MODES),
  /** The longest booking there, in minutes; null: the team's. */
  maxBookingMinutes: z.number().int().nullable(),
  /** How many days ahead it may be booked; null: the team's horizon. */
  horizonDays: z.number().int().nullable(),
  /** Offices in it. */
  officeCount: z.number().int(),
});
export type Neighbourhood = z.infer<typeof neighbourhoodSchema>;

const name = z
  .string({ error: "Neighbourhood name is required" })
  .trim()
  .min(1, { error: "Neighbourhood name is required" })
  .max(NAME_MAX, { error: `Neighbourhood name must be at most ${NAME_MAX} characters` })
  .refine(isSingleLine, { error: `Neighbourhood name ${SINGLE_LINE_MESSAGE}` });
const maxBookingMinutes = z
  .number({ error: "Longest booking must be a whole number of minutes" })
  .int({ error: "Longest booking must be a whole number of minutes" })
  .min(SLOT_MINUTES, { error: `Longest booking must be at least ${SLOT_MINUTES}` })
  .max(MAX_BOOKING_MINUTES_LIMIT, { error: `Longest booking must be at most ${MAX_BOOKING_MINUTES_LIMIT}` })
  .refine((minutes) => minutes % SLOT_MINUTES === 0, {
    error: "Longest booking must be a multiple of 15 minutes",
  })
  .nullable();
const horizonDays = z
  .number({ error: "Booking window must be a whole number of days" })
  .int({ error: "Booking window must be a whole number of days" })
  .min(1, { error: "Booking window must be at least 1" })
  .max(NEIGHBOURHOOD_HORIZON_MAX, { error: `Booking window must be at most ${NEIGHBOURHOOD_HORIZON_MAX}` })
  .nullable();
const allowedRoles = z.array(
  z.enum(INVITABLE_ROLES, { error: `allowedRoles must be one of ${INVITABLE_ROLES.join(", ")}` }),
  { error: "allowedRoles must be a list" },
);
const groupIds = z
  .array(z.uuid({ error: "A group id must be a UUID" }), { error: "Groups must be a list" })
  .max(100, { error: "At most 100 groups" });
const bookingMode = z.enum(BOOKING_MODES, { error: `bookingMode must be one of ${BOOKING_MODES.join(", ")}` });

/** POST /api/floors/{id}/neighbourhoods. */
export const createNeighbourhoodBodySchema = z.strictObject({
  name,
  allowedRoles: allowedRoles.default([]),
  groupIds: groupIds.default([]),
  bookingMode: bookingMode.default("any"),
  maxBookingMinutes: maxBookingMinutes.default(null),
  horizonDays: horizonDays.default(null),
});
export type CreateNeighbourhoodBody = z.input<typeof createNeighbourhoodBodySchema>;

/** PATCH /api/neighbourhoods/{id}: what changes. */
export const updateNeighbourhoodBodySchema = z
  .strictObject({
    name: name.optional(),
    allowedRoles: allowedRoles.optional(),
    groupIds: groupIds.optional(),
    bookingMode: bookingMode.optional(),
    maxBookingMinutes: maxBookingMinutes.optional(),
    horizonDays: horizonDays.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: "Nothing to change: send at least one field" });
export type UpdateNeighbourhoodBody = z.input<typeof updateNeighbourhoodBodySchema>;

export const neighbourhoodIdParamsSchema = z.strictObject({
  id: z.uuid({ error: "Neighbourhood id must be a UUID" }),
});
