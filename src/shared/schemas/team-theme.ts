/** GET and PUT /api/team/theme: the team's brand theme (spec section 3 "Theme config"). */
import { z } from "zod";
import { HEX_COLOUR } from "#shared/theme.ts";

const hex = (field: string) =>
  z.string({ error: `${field} must be a hex colour like #4f46e5` }).regex(HEX_COLOUR, {
    error: `${field} must be a hex colour like #4f46e5`,
  });

const neutrals = z.strictObject(
  {
    textPrimary: hex("customNeutrals.textPrimary"),
    textSecondary: hex("customNeutrals.textSecondary"),
    borderColor: hex("customNeutrals.borderColor"),
  },
  { error: "customNeutrals must have textPrimary, textSecondary and borderColor" },
);

/** A whole theme, as stored and shown (the theme form edits one); colours are "#rrggbb". */
export const themeConfigSchema = z.strictObject({
  primaryAction: hex("primaryAction"),
  primaryBackground: hex("primaryBackground"),
  primaryAccent: hex("primaryAccent"),
  primaryBrand: hex("primaryBrand"),
  autoNeutrals: z.boolean({ error: "autoNeutrals must be true or false" }),
  customNeutrals: neutrals,
});
export type ThemeConfigBody = z.infer<typeof themeConfigSchema>;

/**
 * PUT /api/team/theme replaces the theme. With `autoNeutrals` the neutrals are derived from the
 * brand colours, so `customNeutrals` may be left out (the saved ones, or the app's, are kept for
 * when they are turned back on); without it they are required.
 */
export const teamThemeBodySchema = themeConfigSchema
  .extend({ customNeutrals: neutrals.optional() })
  .refine((theme) => theme.autoNeutrals || theme.customNeutrals !== undefined, {
    error: "customNeutrals is required when autoNeutrals is false",
    path: ["customNeutrals"],
  });
export type TeamThemeBody = z.infer<typeof teamThemeBodySchema>;

/** The team's theme; `isDefault` when the team never saved one (the app's own colours). */
export const teamThemeSchema = z.object({
  theme: themeConfigSchema,
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type TeamTheme = z.infer<typeof teamThemeSchema>;
