import { createContext, type ReactElement, type ReactNode, startTransition, use, useEffect, useState } from "react";
import { usePreferences } from "#web/lib/api/user/get-preferences.ts";
import { loadOnce } from "#web/lib/load-once.ts";

type TooltipModule = typeof import("./ui/tooltip.tsx");

/**
 * The tooltip's code (Radix's tooltip with its popper and floating-ui), loaded once a page with help
 * tooltips has mounted: no first render shows a tooltip, so a first load does not download and run
 * it before the page can paint.
 */
const tooltipCode = loadOnce(() => import("./ui/tooltip.tsx"));

/** The armed tooltip code, set by HelpTooltipProvider; help tooltips wrap their element once it is. */
const ArmedTooltip = createContext<TooltipModule | undefined>(undefined);

/**
 * Where help tooltips live (the shell's header): the spec's tooltip provider (700 / 300 ms delays,
 * see TooltipProvider) once the page has mounted and the tooltip's code has loaded; until then its
 * children as they are. Its help tooltips arm in the same render as the provider.
 *
 * Not with the page's first commit: Radix's tooltip sets state from its trigger's ref as it mounts,
 * which makes React render again at once, in the task of that commit, and run every effect of the
 * page in that task too (the shell's help tooltips made the dashboard's first load one long task).
 */
export function HelpTooltipProvider({ children }: { children: ReactNode }) {
  const [module, setModule] = useState<TooltipModule>();
  useEffect(() => {
    if (tooltipCode.loaded) {
      setModule(tooltipCode.loaded);
      return;
    }
    // The import in a task of its own (its preload links would lengthen the page's first effects),
    // the arming render in a transition, which React splits into short tasks: no long task.
    let live = true;
    const loading = setTimeout(() => {
      tooltipCode.load().then(
        (armed) => live && startTransition(() => setModule(armed)),
        () => undefined,
      );
    }, 0);
    return () => {
      live = false;
      clearTimeout(loading);
    };
  }, []);
  if (!module) return children;
  return (
    <ArmedTooltip value={module}>
      <module.TooltipProvider>{children}</module.TooltipProvider>
    </ArmedTooltip>
  );
}

/**
 * A help tooltip: shown unless the person turned help tooltips off in /preferences
 * (`showHelpTooltips`, on by default), inside a HelpTooltipProvider once it has armed. Only for
 * help; a tooltip that carries information the page shows nowhere else uses Tooltip directly.
 */
export function HelpTooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const { data } = usePreferences();
  const module = use(ArmedTooltip);
  if (!module || data?.showHelpTooltips === false) return children;
  return (
    <module.Tooltip content={content} side="bottom">
      {children}
    </module.Tooltip>
  );
}
