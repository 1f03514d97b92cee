/** Office contract (spec section 3 "Office"; docs/product.md "Spaces and seats"). */
import { z } from "zod";
import { DATE_PATTERN, NAME_MAX, OFFICE_CAPACITY_MAX, TEXT_MAX } from "#shared/constants.ts";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "#shared/text.ts";
import { bookingSchema, localDateParam } from "./booking.ts";

/**
 * What an office is (docs/product.md "Spaces and seats"): a desk (one seat, booked whole), a room
 * (booked whole) or a shared area (its seats booked one by one: `isShared`).
 */
export const OFFICE_KINDS = ["desk", "room", "shared_area"] as const;
export type OfficeKind = (typeof OFFICE_KINDS)[number];

/**
 * The kind and sharing an office ends up with, from what a create or edit sends (`kind`, `isShared`
 * optional) over what it had (`current`, absent on a create): a kind sent decides sharing; sharing
 * sent without a kind, or a kind that no longer fits, is followed by the kind the capacity and
 * sharing suggest. Null when the kind sent cannot hold the capacity (a desk has one seat).
 */
export function resolveOfficeKind(
  sent: { kind?: OfficeKind; isShared?: boolean; capacity: number },
  current?: { kind: OfficeKind; isShared: boolean },
): { kind: OfficeKind; isShared: boolean } | null {
  const fits = (kind: OfficeKind, isShared: boolean) =>
    (kind === "shared_area") === isShared && (kind !== "desk" || sent.capacity === 1);
  if (sent.kind) {
    const isShared = sent.kind === "shared_area";
    if (sent.isShared !== undefined && sent.isShared !== isShared) return null;
    return fits(sent.kind, isShared) ? { kind: sent.kind, isShared } : null;
  }
  const isShared = sent.isShared ?? current?.isShared ?? false;
  if (current && fits(current.kind, isShared)) return { kind: current.kind, isShared };
  return { kind: isShared ? "shared_area" : sent.capacity === 1 ? "desk" : "room", isShared };
}

/** What may happen to an office's upcoming bookings when it is deactivated. */
export const FUTURE_BOOKINGS_CHOICES = ["cancel", "keep"] as const;
/** How many upcoming bookings the deactivation dialog lists (the total is always given). */
export const UPCOMING_OF_OFFICE_LIMIT = 50;

const singleLine = { error: `Must be ${SINGLE_LINE_MESSAGE}` };

export const officeIdParamsSchema = z.strictObject({ id: z.uuid({ error: "Office id must be a UUID" }) });

export const officeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  capacity: z.number().int(),
  isShared: z.boolean(),
  isActive: z.boolean(),
  equipment: z.array(z.string()),
  kind: z.enum(OFFICE_KINDS),
  siteId: z.uuid(),
  floorId: z.uuid(),
  /** The name of the office's site; null on the team's unnamed site. */
  building: z.string().nullable(),
  /** The name of the office's floor; null on its site's unnamed floor. */
  floor: z.string().nullable(),
  /** The neighbourhood of its floor whose rules it follows, or null. */
  neighbourhoodId: z.uuid().nullable(),
  /** The member a desk is assigned to (docs/product.md "Assigned desks") and their name, or null. */
  assignedUserId: z.string().nullable(),
  assignedUserName: z.string().nullable(),
  /** Where it is on its floor's plan (fractions of the plan), or null when not placed. */
  position: z
    .object({ x: z.number(), y: z.number(), width: z.number().nullable(), height: z.number().nullable() })
    .nullable(),
});
export type Office = z.infer<typeof officeSchema>;
/** What booking an office needs of it (the booking dialog, its optimistic copy, the floor map's spaces). */
export type OfficeRef = Pick<Office, "id" | "name" | "capacity" | "isShared">;

const equipmentSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1)
      .max(40, { error: "Equipment names are at most 40 characters" })
      .refine(isSingleLine, singleLine),
  )
  .max(20, { error: "At most 20 equipment items" });

export const officeFields = {
  name: z
    .string({ error: "Office name is required" })
    .trim()
    .min(1, { error: "Office name is required" })
    .max(NAME_MAX, { error: `Office name must be at most ${NAME_MAX} characters` })
    .refine(isSingleLine, { error: `Office name ${SINGLE_LINE_MESSAGE}` }),
  description: z
    .string()
    .trim()
    .max(TEXT_MAX, { error: `Description must be at most ${TEXT_MAX} characters` })
    .nullable()
    .optional(),
  capacity: z
    .number({ error: "Capacity must be a whole number" })
    .int({ error: "Capacity must be a whole number" })
    .min(1, { error: "Capacity must be at least 1" })
    .max(OFFICE_CAPACITY_MAX, { error: `Capacity must be at most ${OFFICE_CAPACITY_MAX}` }),
  isShared: z.boolean(),
  equipment: equipmentSchema,
  building: z.string().trim().max(NAME_MAX).refine(isSingleLine, singleLine).nullable().optional(),
  floor: z.string().trim().max(40).refine(isSingleLine, singleLine).nullable().optional(),
  kind: z.enum(OFFICE_KINDS, { error: `kind must be one of ${OFFICE_KINDS.join(", ")}` }),
  floorId: z.uuid({ error: "Floor id must be a UUID" }),
  /** A neighbourhood of the office's floor (docs/product.md "Neighbourhoods"), or null for none. */
  neighbourhoodId: z.uuid({ error: "Neighbourhood id must be a UUID" }).nullable(),
  /** A member of the team a desk is assigned to (docs/product.md "Assigned desks"), or null for nobody. */
  assignedUserId: z
    .string({ error: "Assigned member id must be text or null" })
    .min(1, { error: "Assigned member id must be text or null" })
    .max(64, { error: "Assigned member id is too long" })
    .nullable(),
};

/** A floor is named by its id, or (as before sites existed) by building and floor names: not both. */
const oneWayToPlace = {
  error: "Give floorId, or building and floor, not both",
  path: ["floorId"],
};
const placedOneWay = (body: { floorId?: string; building?: string | null; floor?: string | null }) =>
  body.floorId === undefined || (body.building === undefined && body.floor === undefined);

export const createOfficeBodySchema = z
  .strictObject({
    name: officeFields.name,
    description: officeFields.description,
    capacity: officeFields.capacity,
    isShared: officeFields.isShared.optional(),
    equipment: officeFields.equipment.default([]),
    kind: officeFields.kind.optional(),
    floorId: officeFields.floorId.optional(),
    building: officeFields.building,
    floor: officeFields.floor,
    neighbourhoodId: officeFields.neighbourhoodId.optional(),
    assignedUserId: officeFields.assignedUserId.optional(),
  })
  .refine(placedOneWay, oneWayToPlace);
export type CreateOfficeBody = z.input<typeof createOfficeBodySchema>;

export const updateOfficeBodySchema = z
  .strictObject({
    name: officeFields.name.optional(),
    description: officeFields.description,
    capacity: officeFields.capacity.optional(),
    isShared: z.boolean().optional(),
    isActive: z.boolean().optional(),
    equipment: officeFields.equipment.optional(),
    kind: officeFields.kind.optional(),
    floorId: officeFields.floorId.optional(),
    building: officeFields.building,
    floor: officeFields.floor,
    neighbourhoodId: officeFields.neighbourhoodId.optional(),
    assignedUserId: officeFields.assignedUserId.optional(),
    /**
     * With `isActive: false` on an office that has upcoming bookings: "cancel" them (owners are told)
     * or "keep" them (still listed, marked office inactive). Without it such a deactivation is 409.
     */
    futureBookings: z.enum(FUTURE_BOOKINGS_CHOICES, { error: "futureBookings must be cancel or keep" }).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: "Nothing to change: send at least one field" })
  .refine((body) => body.futureBookings === undefined || body.isActive === false, {
    error: "futureBookings only goes with isActive: false",
  })
  .refine(placedOneWay, oneWayToPlace);
export type UpdateOfficeBody = z.input<typeof updateOfficeBodySchema>;

/** GET /api/offices/{id}/upcoming-bookings: what deactivating the office would strand. */
export const officeUpcomingBookingsSchema = z.object({
  items: z.array(bookingSchema),
  /** All upcoming bookings; `items` holds the first UPCOMING_OF_OFFICE_LIMIT, soonest first. */
  total: z.number().int(),
});
export type OfficeUpcomingBookings = z.infer<typeof officeUpcomingBookingsSchema>;

export const dateQuerySchema = z.strictObject({
  date: z.string().regex(DATE_PATTERN, { error: "date must be yyyy-MM-dd" }),
});

/** One booked interval of an office; times are ISO 8601 UTC instants. */
export const bookedSlotSchema = z.object({
  bookingId: z.string(),
  start: z.string(),
  end: z.string(),
  /** Both null when the team or the holder keeps the name from the reader (docs/product.md "Who booked"). */
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  seats: z.number().int(),
  isWholeOffice: z.boolean(),
});
export type BookedSlot = z.infer<typeof bookedSlotSchema>;

export const availabilitySchema = z.object({
  officeId: z.string(),
  date: z.string(),
  timeZone: z.string(),
  capacity: z.number().int(),
  isShared: z.boolean(),
  bookedSlots: z.array(bookedSlotSchema),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** PUT and DELETE /api/offices/{id}/releases/{date}: an assigned desk and a local date of the team's zone. */
export const deskReleaseParamsSchema = z.strictObject({
  id: z.uuid({ error: "Office id must be a UUID" }),
  date: localDateParam("date"),
});

/** Whether an assigned desk is released on a date (docs/product.md "Assigned desks"). */
export const deskReleaseSchema = z.object({ officeId: z.string(), date: z.string(), released: z.boolean() });
export type DeskRelease = z.infer<typeof deskReleaseSchema>;
