import { readLocal, STORAGE_KEYS } from "./storage-keys.ts";

/** Applies the stored theme (light by default; dark only when chosen explicitly). */
export function applyInitialTheme(): void {
  const stored = readLocal(STORAGE_KEYS.theme);
  document.documentElement.classList.toggle("dark", stored === "dark");
}
