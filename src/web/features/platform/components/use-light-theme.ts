import { useEffect } from "react";

/**
 * The super-admin pages are always light (spec: "/super-admin ... Always shown in light theme"): the
 * `dark` class is taken off while they are shown and put back as it was when they are left.
 */
export function useLightTheme(): void {
  useEffect(() => {
    const root = document.documentElement;
    const wasDark = root.classList.contains("dark");
    root.classList.remove("dark");
    root.style.colorScheme = "light";
    return () => {
      root.style.colorScheme = "";
      if (wasDark) root.classList.add("dark");
    };
  }, []);
}
