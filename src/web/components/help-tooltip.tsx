import type { ReactElement, ReactNode } from "react";
import { usePreferences } from "#web/lib/api/user/get-preferences.ts";
import { Tooltip } from "./ui/tooltip.tsx";

/**
 * A help tooltip: shown (with the spec's 700 / 300 ms delays, see TooltipProvider) unless the person
 * turned help tooltips off in /preferences (`showHelpTooltips`, on by default). Only for help; a
 * tooltip that carries information the page shows nowhere else uses Tooltip directly.
 */
export function HelpTooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const { data } = usePreferences();
  if (data?.showHelpTooltips === false) return children;
  return (
    <Tooltip content={content} side="bottom">
      {children}
    </Tooltip>
  );
}
