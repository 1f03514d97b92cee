import { useSyncExternalStore } from "react";
import { readLocal, STORAGE_KEYS, writeLocal } from "./storage-keys.ts";

/** What a person chooses: a fixed theme, or follow the operating system ("system"). */
export type ThemePreference = "light" | "dark" | "system";
/** The theme actually shown. */
export type Theme = "light" | "dark";

export const THEME_PREFERENCES: readonly ThemePreference[] = ["light", "dark", "system"];

const DARK_QUERY = "(prefers-color-scheme: dark)";
const listeners = new Set<() => void>();
/** How many mounted pages force the light theme (spec: /super-admin is always light). */
let forcedLight = 0;

function isPreference(value: unknown): value is ThemePreference {
  return value === "light" || value === "dark" || value === "system";
}

/**
 * The stored choice (spec section 4 "Theme": the stored value, else the OS preference). "system"
 * is the key's absence, so a first visit follows the OS.
 */
export function getThemePreference(): ThemePreference {
  const stored = readLocal(STORAGE_KEYS.theme);
  return stored === "light" || stored === "dark" ? stored : "system";
}

function systemTheme(): Theme {
  return typeof window !== "undefined" && window.matchMedia?.(DARK_QUERY).matches ? "dark" : "light";
}

/** The theme a preference shows right now. */
export function resolveTheme(preference: ThemePreference): Theme {
  return preference === "system" ? systemTheme() : preference;
}

/** Puts the `dark` class and `color-scheme` on <html> for the current choice (light while forced). */
export function applyTheme(): void {
  const theme = forcedLight > 0 ? "light" : resolveTheme(getThemePreference());
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}

function notify(): void {
  applyTheme();
  for (const l of listeners) l();
}

/** Stores and applies a choice (spec: "It can be toggled or set, and is persisted"). */
export function setThemePreference(preference: ThemePreference): void {
  if (!isPreference(preference)) return;
  writeLocal(STORAGE_KEYS.theme, preference === "system" ? null : preference);
  notify();
}

/**
 * Applies the stored theme at start and keeps it current: when the OS switches (for "system") and
 * when another tab changes the choice. public/theme-boot.js already did the first paint.
 */
export function startTheme(): void {
  applyTheme();
  window.matchMedia?.(DARK_QUERY).addEventListener("change", notify);
  window.addEventListener("storage", (e) => {
    if (e.key === STORAGE_KEYS.theme || e.key === null) notify();
  });
}

function subscribe(cb: () => void): () => void {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

/** The current choice and the theme it shows, kept up to date. */
export function useTheme(): { preference: ThemePreference; theme: Theme } {
  const preference = useSyncExternalStore(subscribe, getThemePreference, () => "system" as const);
  const theme = useSyncExternalStore(
    subscribe,
    () => resolveTheme(preference),
    () => "light" as const,
  );
  return { preference, theme };
}

/**
 * Forces the light theme while the calling page is shown (spec: /super-admin is "Always shown in
 * light theme"; the public landing page is light only, like its prerendered copy). Call from an
 * effect; returns the undo.
 */
export function forceLightTheme(): () => void {
  forcedLight += 1;
  applyTheme();
  return () => {
    forcedLight -= 1;
    applyTheme();
  };
}
