import { useEffect } from "react";
import { forceLightTheme } from "./theme.ts";

/** Shows the light theme while the calling page is mounted (see forceLightTheme). */
export function useForcedLightTheme(): void {
  useEffect(() => forceLightTheme(), []);
}
