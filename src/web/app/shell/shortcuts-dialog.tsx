import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";
import { keyLabel, shortcutsFor } from "./shortcuts.ts";

const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The keyboard help (Ctrl/Cmd+/ and Shift+?): the one shortcut table (shortcuts.ts), each row the
 * person has (the admin-only ones for admins), so every binding shown works for them.
 */
export function ShortcutsDialog({
  open,
  onOpenChange,
  isAdmin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isAdmin: boolean;
}) {
  const { _ } = useCatalogue("shell");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={_("shell.shortcuts.title")} description={_("shell.shortcuts.description")}>
        <table className="w-full text-sm">
          <caption className="sr-only">{_("shell.shortcuts.title")}</caption>
          <thead>
            <tr className="text-left text-zinc-600 dark:text-zinc-400">
              <th scope="col" className="pb-2 font-medium">
                {_("shell.shortcuts.keys")}
              </th>
              <th scope="col" className="pb-2 font-medium">
                {_("shell.shortcuts.action")}
              </th>
            </tr>
          </thead>
          <tbody>
            {shortcutsFor(isAdmin).map((s) => (
              <tr key={s.keys.join("+")} className="border-t border-zinc-100 dark:border-zinc-800">
                <td className="py-2 pr-4 whitespace-nowrap">
                  {s.keys.map((k, i) => (
                    <span key={k}>
                      {i > 0 ? " + " : null}
                      <kbd className="rounded border border-zinc-300 bg-zinc-50 px-1.5 py-0.5 font-mono text-xs dark:border-zinc-600 dark:bg-zinc-800">
                        {keyLabel(k, isMac)}
                      </kbd>
                    </span>
                  ))}
                </td>
                <td className="py-2 text-zinc-800 dark:text-zinc-200">{_(s.description)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  );
}
