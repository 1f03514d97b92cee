/**
 * The team's brand theme (spec section 3 "Theme config"; docs/product.md
 * "Preferences and layouts"): colour arithmetic, the WCAG AA contrast rules a theme must pass, and
 * the colours derived from it. Booked stays red (hue 0); recurring is the accent's hue turned by 60
 * degrees. Pure: the server refuses a failing theme with these rules and the settings form shows
 * the same messages live.
 */

export interface ThemeNeutrals {
  textPrimary: string;
  textSecondary: string;
  borderColor: string;
}

export interface ThemeConfig {
  primaryAction: string;
  primaryBackground: string;
  primaryAccent: string;
  primaryBrand: string;
  autoNeutrals: boolean;
  customNeutrals: ThemeNeutrals;
}

/** The app's own colours (indigo on zinc), used until a team saves a theme. */
export const DEFAULT_THEME: ThemeConfig = {
  primaryAction: "#4f46e5",
  primaryBackground: "#fafafa",
  primaryAccent: "#4338ca",
  primaryBrand: "#4f46e5",
  autoNeutrals: true,
  customNeutrals: { textPrimary: "#18181b", textSecondary: "#52525b", borderColor: "#e4e4e7" },
};

export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
/** WCAG 2 AA for normal text: 4.5:1. */
export const AA_TEXT = 4.5;
/** Booked availability is red (spec section 3). */
export const BOOKED_HUE = 0;
/** Recurring uses the accent hue turned by this many degrees (spec section 3). */
export const RECURRING_HUE_OFFSET = 60;

/** "#rrggbb" as [r, g, b] in 0-255. */
export function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** [r, g, b] in 0-255 as lowercase "#rrggbb". */
export function rgbToHex([r, g, b]: [number, number, number]): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, "0");
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** WCAG 2 relative luminance of a hex colour (0 black ... 1 white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two hex colours (1 ... 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The hue of a hex colour in degrees (0-359; 0 for greys). */
export function hueOf(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((v) => v / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return Math.round((h * 60 + 360) % 360);
}

/** An HSL colour (h degrees, s and l 0-100) as hex. */
export function hslToHex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return rgbToHex([f(0) * 255, f(8) * 255, f(4) * 255]);
}

/** `hex` mixed with `other` by `share` of the other (0 ... 1). */
export function mix(hex: string, other: string, share: number): string {
  const a = hexToRgb(hex);
  const b = hexToRgb(other);
  return rgbToHex([0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * share) as [number, number, number]);
}

/** The surface cards, dialogs and the sidebar are drawn in (light theme), whatever the team's background. */
export const SURFACE = "#ffffff";

/**
 * Secondary text of automatic neutrals aims above AA on the background itself, so it still reads on
 * the slightly darker surfaces drawn on it (tab lists, table headers).
 */
const AUTO_SECONDARY_TARGET = 5.5;

/**
 * The text colours on `background` when the neutrals are automatic: the more readable of the app's
 * near-black and near-white; secondary text the app's own grey when it reads well on the background
 * and on the white cards, else the most muted mix that does.
 */
export function autoNeutrals(background: string): ThemeNeutrals {
  // The app's near-black and near-white first; pure black or white on a mid grey where neither reads.
  const best = (candidates: string[]) =>
    candidates.reduce((a, b) => (contrastRatio(b, background) > contrastRatio(a, background) ? b : a));
  const near = best(["#18181b", "#fafafa"]);
  const textPrimary = contrastRatio(near, background) >= AA_TEXT ? near : best(["#000000", "#ffffff"]);
  const appGrey = textPrimary === "#18181b" || textPrimary === "#000000" ? "#52525b" : "#a1a1aa";
  const candidates = [appGrey, ...[0.4, 0.3, 0.2, 0.1].map((s) => mix(textPrimary, background, s))];
  const readsOnBoth = (c: string) =>
    contrastRatio(c, background) >= AUTO_SECONDARY_TARGET && contrastRatio(c, SURFACE) >= AA_TEXT;
  return {
    textPrimary,
    textSecondary: candidates.find(readsOnBoth) ?? textPrimary,
    borderColor: mix(background, textPrimary, 0.12),
  };
}

/** Whether two themes are the same, field by field (stored JSON may order its keys differently). */
export function sameTheme(a: ThemeConfig, b: ThemeConfig): boolean {
  const flat = (t: ThemeConfig) =>
    [
      t.primaryAction,
      t.primaryBackground,
      t.primaryAccent,
      t.primaryBrand,
      t.autoNeutrals,
      t.customNeutrals.textPrimary,
      t.customNeutrals.textSecondary,
      t.customNeutrals.borderColor,
    ].join(" ");
  return flat(a) === flat(b);
}

/** The neutrals a theme shows: derived from the background, or its custom ones. */
export function themeNeutrals(theme: ThemeConfig): ThemeNeutrals {
  return theme.autoNeutrals ? autoNeutrals(theme.primaryBackground) : theme.customNeutrals;
}

export interface ContrastProblem {
  field: string;
  ratio: number;
  needed: number;
  message: string;
}

const ratioText = (r: number) => `${Math.floor(r * 10) / 10}:1`;

/**
 * The WCAG AA checks a theme must pass, failing ones only: white button text on primaryAction and
 * on primaryBrand, primaryAccent on primaryBackground and on the white cards drawn on it (links and
 * highlighted text are in the accent, on both), and, with custom neutrals, both text colours on
 * primaryBackground and on the cards: 4.5:1 each. Text sits on both (headings and descriptions on
 * the background, everything else on cards), so a background too dark for dark text on white cards
 * is refused with the reason (docs/decisions/0014-team-theme-scope.md).
 */
export function themeContrastProblems(theme: ThemeConfig): ContrastProblem[] {
  const checks: { field: string; fg: string; bg: string; needed: number; what: string }[] = [
    {
      field: "primaryAction",
      fg: "#ffffff",
      bg: theme.primaryAction,
      needed: AA_TEXT,
      what: "White button text on primaryAction",
    },
    {
      field: "primaryBrand",
      fg: "#ffffff",
      bg: theme.primaryBrand,
      needed: AA_TEXT,
      what: "White text on primaryBrand",
    },
    {
      field: "primaryAccent",
      fg: theme.primaryAccent,
      bg: theme.primaryBackground,
      needed: AA_TEXT,
      what: "primaryAccent text on primaryBackground",
    },
    {
      field: "primaryAccent",
      fg: theme.primaryAccent,
      bg: SURFACE,
      needed: AA_TEXT,
      what: "primaryAccent text on cards",
    },
  ];
  if (!theme.autoNeutrals) {
    for (const key of ["textPrimary", "textSecondary"] as const) {
      checks.push(
        {
          field: `customNeutrals.${key}`,
          fg: theme.customNeutrals[key],
          bg: theme.primaryBackground,
          needed: AA_TEXT,
          what: `${key} on primaryBackground`,
        },
        {
          field: `customNeutrals.${key}`,
          fg: theme.customNeutrals[key],
          bg: SURFACE,
          needed: AA_TEXT,
          what: `${key} on cards`,
        },
      );
    }
  }
  return checks.flatMap(({ field, fg, bg, needed, what }) => {
    const ratio = contrastRatio(fg, bg);
    if (ratio >= needed) return [];
    return [
      {
        field,
        ratio,
        needed,
        message: `${what} (${fg} on ${bg}) has a contrast of ${ratioText(ratio)}; WCAG AA needs at least ${needed}:1. Choose a colour with more contrast.`,
      },
    ];
  });
}

/** The colours the app paints with, derived from a theme (hex each). */
export interface ThemeColours {
  action: string;
  actionHover: string;
  accent: string;
  accentSoft: string;
  accentStrong: string;
  brand: string;
  background: string;
  textPrimary: string;
  textSecondary: string;
  border: string;
  booked: string;
  recurring: string;
}

/** Every colour the app derives from `theme`: booked red at hue 0, recurring at the accent's hue + 60. */
export function deriveThemeColours(theme: ThemeConfig): ThemeColours {
  const neutrals = themeNeutrals(theme);
  return {
    action: theme.primaryAction,
    actionHover: mix(theme.primaryAction, "#000000", 0.15),
    accent: theme.primaryAccent,
    accentSoft: mix(theme.primaryAccent, "#ffffff", 0.9),
    accentStrong: mix(theme.primaryAccent, "#000000", 0.6),
    brand: theme.primaryBrand,
    background: theme.primaryBackground,
    textPrimary: neutrals.textPrimary,
    textSecondary: neutrals.textSecondary,
    border: neutrals.borderColor,
    booked: hslToHex(BOOKED_HUE, 72, 45),
    recurring: hslToHex((hueOf(theme.primaryAccent) + RECURRING_HUE_OFFSET) % 360, 65, 38),
  };
}
