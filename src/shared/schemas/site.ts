/**
 * Sites and floors (docs/product.md "Sites and floors"): a team's buildings and their floors, which
 * hold its offices. A site or floor without a name is the one an office without a building or floor
 * sits on: the API's office `building` and `floor` are their names.
 */
import { z } from "zod";
import { NAME_MAX, TEXT_MAX } from "#shared/constants.ts";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "#shared/text.ts";
import { neighbourhoodSchema } from "./neighbourhood.ts";

/** The image types a floor plan may be (docs/product.md "Floor plans"). */
export const FLOOR_PLAN_TYPES = ["image/svg+xml", "image/png", "image/jpeg", "image/webp"] as const;
export type FloorPlanType = (typeof FLOOR_PLAN_TYPES)[number];
/** The largest floor plan accepted, in bytes. */
export const FLOOR_PLAN_MAX_BYTES = 5 * 1024 * 1024;

/** A floor's plan: its type and size in the image's own units (its content at GET /api/floors/{id}/plan). */
export const floorPlanSchema = z.object({
  mediaType: z.enum(FLOOR_PLAN_TYPES),
  width: z.number().int(),
  height: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type FloorPlan = z.infer<typeof floorPlanSchema>;

/** A floor's level: where it sorts in its site (0 the ground floor, negative below it). */
export const FLOOR_LEVEL_MIN = -20;
export const FLOOR_LEVEL_MAX = 200;

export const floorSchema = z.object({
  id: z.uuid(),
  siteId: z.uuid(),
  /** Null: the site's unnamed floor (offices saved without a floor). */
  name: z.string().nullable(),
  level: z.number().int(),
  /** Offices on this floor, active or not. */
  officeCount: z.number().int(),
  /** The floor's plan, or null when none was uploaded. */
  plan: floorPlanSchema.nullable(),
  /** Its neighbourhoods by name (docs/product.md "Neighbourhoods"). */
  neighbourhoods: z.array(neighbourhoodSchema),
});
export type Floor = z.infer<typeof floorSchema>;

export const siteSchema = z.object({
  id: z.uuid(),
  /** Null: the team's unnamed site (offices saved without a building). */
  name: z.string().nullable(),
  address: z.string().nullable(),
  /** Floors by level, then name. */
  floors: z.array(floorSchema),
});
export type Site = z.infer<typeof siteSchema>;

const siteName = z
  .string({ error: "Site name is required" })
  .trim()
  .min(1, { error: "Site name is required" })
  .max(NAME_MAX, { error: `Site name must be at most ${NAME_MAX} characters` })
  .refine(isSingleLine, { error: `Site name ${SINGLE_LINE_MESSAGE}` });
const address = z
  .string()
  .trim()
  .max(TEXT_MAX, { error: `Address must be at most ${TEXT_MAX} characters` })
  .nullable()
  .optional();
const floorName = z
  .string({ error: "Floor name is required" })
  .trim()
  .min(1, { error: "Floor name is required" })
  .max(40, { error: "Floor name must be at most 40 characters" })
  .refine(isSingleLine, { error: `Floor name ${SINGLE_LINE_MESSAGE}` });
const level = z
  .number({ error: "Level must be a whole number" })
  .int({ error: "Level must be a whole number" })
  .min(FLOOR_LEVEL_MIN, { error: `Level must be at least ${FLOOR_LEVEL_MIN}` })
  .max(FLOOR_LEVEL_MAX, { error: `Level must be at most ${FLOOR_LEVEL_MAX}` });

export const createSiteBodySchema = z.strictObject({ name: siteName, address });
export type CreateSiteBody = z.input<typeof createSiteBodySchema>;

export const updateSiteBodySchema = z
  .strictObject({ name: siteName.optional(), address })
  .refine((body) => Object.keys(body).length > 0, { error: "Nothing to change: send at least one field" });
export type UpdateSiteBody = z.input<typeof updateSiteBodySchema>;

export const createFloorBodySchema = z.strictObject({ name: floorName, level: level.default(0) });
export type CreateFloorBody = z.input<typeof createFloorBodySchema>;

export const updateFloorBodySchema = z
  .strictObject({ name: floorName.optional(), level: level.optional() })
  .refine((body) => Object.keys(body).length > 0, { error: "Nothing to change: send at least one field" });
export type UpdateFloorBody = z.input<typeof updateFloorBodySchema>;

export const siteIdParamsSchema = z.strictObject({ id: z.uuid({ error: "Site id must be a UUID" }) });
export const floorIdParamsSchema = z.strictObject({ id: z.uuid({ error: "Floor id must be a UUID" }) });

/**
 * Where an office is on its floor's plan: fractions (0 to 1) of the plan's width and height from its
 * top left corner; a room's rectangle has a width and height too. It stays on the plan.
 */
export const planPositionSchema = z
  .strictObject({
    x: z
      .number({ error: "x must be a number from 0 to 1" })
      .min(0, { error: "x must be a number from 0 to 1" })
      .max(1, { error: "x must be a number from 0 to 1" }),
    y: z
      .number({ error: "y must be a number from 0 to 1" })
      .min(0, { error: "y must be a number from 0 to 1" })
      .max(1, { error: "y must be a number from 0 to 1" }),
    width: z.number().gt(0, { error: "width must be above 0" }).max(1).optional(),
    height: z.number().gt(0, { error: "height must be above 0" }).max(1).optional(),
  })
  .refine((p) => (p.width === undefined) === (p.height === undefined), {
    error: "Give a width and a height, or neither",
  })
  .refine((p) => (p.width ?? 0) + p.x <= 1 && (p.height ?? 0) + p.y <= 1, {
    error: "The office must stay on the plan",
  });
export type PlanPosition = z.infer<typeof planPositionSchema>;

/** PUT /api/floors/{id}/positions: where each listed office of the floor is now (null takes it off the plan). */
export const setPositionsBodySchema = z.strictObject({
  positions: z
    .array(
      z.strictObject({
        officeId: z.uuid({ error: "Office id must be a UUID" }),
        position: planPositionSchema.nullable(),
      }),
    )
    .min(1, { error: "Give at least one position" })
    .max(2000, { error: "At most 2,000 positions at once" }),
});
export type SetPositionsBody = z.infer<typeof setPositionsBodySchema>;
