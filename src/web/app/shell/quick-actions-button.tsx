import { Zap } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useCatalogue } from "#web/lib/i18n.ts";
import { useBrowserValue } from "#web/lib/use-browser-value.ts";

// The palette (and cmdk) stay out of the initial JavaScript: fetched when the button is pointed at
// or focused, or on the first Ctrl/Cmd+K.
const loadPalette = () => import("./command-palette.tsx");
const CommandPalette = lazy(() => loadPalette().then((m) => ({ default: m.CommandPalette })));

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The floating quick-actions button (spec section 2 "Floating quick-actions menus"), bottom right,
 * above the phone's bottom bar; it opens the command palette, as Ctrl/Cmd+K does (`open` is the
 * shell's, which owns the shortcut). Without `floating` only the palette is there, for Ctrl/Cmd+K:
 * the menu's entries are a team's (booking, calendar), so someone outside a team gets no button.
 */
export function QuickActionsButton({
  open,
  onOpenChange,
  floating,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  floating: boolean;
}) {
  const { _ } = useCatalogue("shell");
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  // The server renders "Ctrl", and so does the browser's takeover of its page; then the real key.
  const mac = useBrowserValue(isMac, () => false);
  return (
    <>
      {floating ? (
        <button
          type="button"
          aria-label={_("shell.quickActions")}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-keyshortcuts="Control+K Meta+K"
          title={_("shell.quickActions.withKey", { key: mac ? "⌘" : "Ctrl" })}
          onPointerEnter={() => void loadPalette()}
          onFocus={() => void loadPalette()}
          onClick={() => onOpenChange(true)}
          className="fixed right-3 bottom-[76px] z-30 inline-flex size-11 items-center justify-center rounded-full bg-indigo-600 text-white shadow-lg shadow-indigo-950/20 transition-colors hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 md:right-6 md:bottom-6 md:size-12 dark:focus-visible:outline-indigo-400"
        >
          <Zap className="size-5" aria-hidden="true" />
        </button>
      ) : null}
      {used ? (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={onOpenChange} />
        </Suspense>
      ) : null}
    </>
  );
}
