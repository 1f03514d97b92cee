import { Moon, Sun } from "lucide-react";
import { HelpTooltip } from "#web/components/help-tooltip.tsx";
import { useSavePreferences } from "#web/lib/api/user/update-preferences.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { setThemePreference, useTheme } from "#web/lib/theme.ts";

/**
 * The shell's theme switch (spec section 4 "Theme": toggled and persisted). A toggle button: pressed
 * means dark. Choosing here fixes the theme; "follow the system" is on /preferences.
 */
export function ThemeToggle() {
  const { _ } = useCatalogue("shell");
  const { theme } = useTheme();
  const save = useSavePreferences();
  const dark = theme === "dark";
  return (
    <HelpTooltip content={dark ? _("shell.theme.toLight") : _("shell.theme.toDark")}>
      <button
        type="button"
        aria-pressed={dark}
        aria-label={_("shell.theme.dark")}
        onClick={() => {
          const next = dark ? "light" : "dark";
          setThemePreference(next);
          save.mutate({ theme: next });
        }}
        className="rounded-md p-2 text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-zinc-50"
      >
        {dark ? <Moon className="size-4" aria-hidden="true" /> : <Sun className="size-4" aria-hidden="true" />}
      </button>
    </HelpTooltip>
  );
}
