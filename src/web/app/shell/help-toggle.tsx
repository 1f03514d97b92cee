import { CircleHelp } from "lucide-react";
import { HelpTooltip } from "#web/components/help-tooltip.tsx";
import { usePreferences } from "#web/lib/api/user/get-preferences.ts";
import { useSavePreferences } from "#web/lib/api/user/update-preferences.ts";
import { cn } from "#web/lib/cn.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

/**
 * The top bar's help toggle (spec section 2 "Onboarding tour": its last step points here): turns the
 * help tooltips on or off, the same choice as /preferences, saved on the server. Pressed means on.
 */
export function HelpToggle() {
  const { _ } = useCatalogue("shell");
  const { data } = usePreferences();
  const save = useSavePreferences();
  const on = data?.showHelpTooltips !== false;
  return (
    <HelpTooltip content={_("shell.help.turnOff")}>
      <button
        type="button"
        aria-pressed={on}
        aria-label={_("shell.help.tooltips")}
        data-tour="help-toggle"
        onClick={() => save.mutate({ showHelpTooltips: !on })}
        className={cn(
          "rounded-md p-2 hover:bg-zinc-100 hover:text-zinc-900 dark:hover:bg-zinc-800 dark:hover:text-zinc-50",
          on ? "text-indigo-700 dark:text-indigo-300" : "text-zinc-600 dark:text-zinc-300",
        )}
      >
        <CircleHelp className="size-4" aria-hidden="true" />
      </button>
    </HelpTooltip>
  );
}
