/**
 * Applies a team's brand theme to the whole app as CSS variables. Tailwind 4 paints with
 * `var(--color-indigo-600)` and friends, so redefining the indigo scale re-colours every button,
 * link and highlight. In the light theme the page background and the neutrals (text, headings,
 * secondary text, borders) change too; the theme's checks make those read on the background and on
 * the white cards alike. Dark keeps its own neutrals (docs/decisions/0014-team-theme-scope.md). The
 * theme is cached under the app theme key so the next load starts in the team's colours before the
 * server answers.
 */
import { deriveThemeColours, mix, type ThemeConfig } from "#shared/theme.ts";
import { readLocal, STORAGE_KEYS, writeLocal } from "./storage-keys.ts";

const STYLE_ID = "team-theme";

/** The CSS variables of `theme`, for `:root` (all themes) and `:root:not(.dark)` (light only). */
export function themeVariables(theme: ThemeConfig): { all: Record<string, string>; light: Record<string, string> } {
  const c = deriveThemeColours(theme);
  return {
    all: {
      "--color-indigo-50": c.accentSoft,
      "--color-indigo-100": mix(c.accent, "#ffffff", 0.8),
      "--color-indigo-200": mix(c.accent, "#ffffff", 0.7),
      "--color-indigo-300": mix(c.accent, "#ffffff", 0.6),
      "--color-indigo-400": mix(c.accent, "#ffffff", 0.4),
      "--color-indigo-500": mix(c.action, "#ffffff", 0.15),
      "--color-indigo-600": c.action,
      "--color-indigo-700": c.accent,
      "--color-indigo-800": mix(c.accent, "#000000", 0.3),
      "--color-indigo-900": mix(c.accent, "#000000", 0.5),
      "--color-indigo-950": mix(c.accent, "#000000", 0.75),
      "--team-brand": c.brand,
      "--team-booked": c.booked,
      "--team-recurring": c.recurring,
    },
    light: {
      "--team-background": c.background,
      "--team-text": c.textPrimary,
      "--color-zinc-900": c.textPrimary,
      "--color-zinc-600": c.textSecondary,
      "--color-zinc-200": c.border,
    },
  };
}

/** `vars` as declarations. Values are "#rrggbb" from the validated theme, so nothing else reaches the CSS. */
function declarations(vars: Record<string, string>): string {
  return Object.entries(vars)
    .filter(([, v]) => /^#[0-9a-f]{6}$/i.test(v))
    .map(([k, v]) => `${k}: ${v};`)
    .join(" ");
}

/** Paints the app in `theme`, or in its own colours when null; remembers the choice locally. */
export function applyTeamTheme(theme: ThemeConfig | null): void {
  document.getElementById(STYLE_ID)?.remove();
  writeLocal(STORAGE_KEYS.appTheme, theme ? JSON.stringify(theme) : null);
  if (!theme) return;
  const vars = themeVariables(theme);
  const style = document.createElement("style");
  style.id = STYLE_ID;
  style.textContent = `:root { ${declarations(vars.all)} } :root:not(.dark) { ${declarations(vars.light)} }`;
  document.head.append(style);
}

/** At start-up: the team theme cached by the last visit, if any (ignored when unreadable). */
export function applyCachedTeamTheme(): void {
  const cached = readLocal(STORAGE_KEYS.appTheme);
  if (!cached) return;
  try {
    const theme = JSON.parse(cached) as ThemeConfig;
    if (theme && typeof theme.primaryAction === "string" && theme.customNeutrals) applyTeamTheme(theme);
  } catch {
    writeLocal(STORAGE_KEYS.appTheme, null);
  }
}
