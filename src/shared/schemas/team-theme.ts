/** GET and PUT /api/team/theme: the team's brand theme (spec section 3 "Theme config"; issue 11). */
import { z } from "zod";
import { HEX_COLOUR } from "#shared/theme.ts";

const hex = (field: string) =>
  z.string({ error: `${field} must be a hex colour like #4f46e5` }).regex(HEX_COLOUR, {
    error: `${field} must be a hex colour like #4f46e5`,
  });

/** The whole theme (PUT replaces it); colours are "#rrggbb". */
export const teamThemeBodySchema = z.strictObject({
  primaryAction: hex("primaryAction"),
  primaryBackground: hex("primaryBackground"),
  primaryAccent: hex("primaryAccent"),
  primaryBrand: hex("primaryBrand"),
  autoNeutrals: z.boolean({ error: "autoNeutrals must be true or false" }),
  customNeutrals: z.strictObject(
    {
      textPrimary: hex("customNeutrals.textPrimary"),
      textSecondary: hex("customNeutrals.textSecondary"),
      borderColor: hex("customNeutrals.borderColor"),
    },
    { error: "customNeutrals must have textPrimary, textSecondary and borderColor" },
  ),
});
export type TeamThemeBody = z.infer<typeof teamThemeBodySchema>;

/** The team's theme; `isDefault` when the team never saved one (the app's own colours). */
export const teamThemeSchema = z.object({
  theme: teamThemeBodySchema,
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type TeamTheme = z.infer<typeof teamThemeSchema>;
