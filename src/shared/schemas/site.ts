/**
 * Sites and floors (docs/product.md "Sites and floors"): a team's buildings and their floors, which
 * hold its offices. A site or floor without a name is the one an office without a building or floor
 * sits on: the API's office `building` and `floor` are their names.
 */
import { z } from "zod";
import { NAME_MAX, TEXT_MAX } from "#shared/constants.ts";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "#shared/text.ts";

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
