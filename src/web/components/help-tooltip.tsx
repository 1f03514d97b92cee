import { type ReactElement, type ReactNode, useEffect, useState } from "react";
import { usePreferences } from "#web/lib/api/user/get-preferences.ts";
import { Tooltip } from "./ui/tooltip.tsx";

/**
 * A help tooltip: shown (with the spec's 700 / 300 ms delays, see TooltipProvider) unless the person
 * turned help tooltips off in /preferences (`showHelpTooltips`, on by default). Only for help; a
 * tooltip that carries information the page shows nowhere else uses Tooltip directly.
 *
 * It wraps its element once the page has mounted, not with the page: Radix's tooltip sets state from
 * its trigger's ref as it mounts, which makes React render again at once, in the task of the page's
 * first commit, and run every effect of the page in that task too (the shell's help tooltips made
 * the dashboard's first load one long task; issue 14).
 */
export function HelpTooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const { data } = usePreferences();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || data?.showHelpTooltips === false) return children;
  return (
    <Tooltip content={content} side="bottom">
      {children}
    </Tooltip>
  );
}
