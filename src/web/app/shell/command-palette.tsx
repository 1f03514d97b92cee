import { Trans } from "@lingui/react";
import { Command, defaultFilter } from "cmdk";
import { Building2, CornerDownLeft, Search } from "lucide-react";
import { useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { Dialog, PaletteContent } from "#web/components/ui/dialog.tsx";
import { useOffices } from "#web/lib/api/offices/get-offices.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { startQuickBooking } from "#web/lib/quick-booking.ts";
import { officeHref, paletteOffices, palettePagesFor, quickActionsFor } from "./quick-actions.ts";
import { keyLabel } from "./shortcuts.ts";

const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/** Matches on an item's keywords (its name), never on its value, which only has to be unique. */
const filter = (_value: string, search: string, keywords?: string[]) =>
  defaultFilter(keywords?.join(" ") ?? "", search);

const itemClass =
  "flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm text-zinc-800 select-none data-[selected=true]:bg-indigo-50 data-[selected=true]:text-indigo-900 dark:text-zinc-200 dark:data-[selected=true]:bg-indigo-950 dark:data-[selected=true]:text-indigo-100";
const iconClass = "size-4 shrink-0 text-zinc-600 dark:text-zinc-400";
const groupClass =
  "[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-zinc-600 dark:[&_[cmdk-group-heading]]:text-zinc-400";

function Keys({ keys }: { keys: string[] }) {
  return (
    <span className="ml-auto hidden shrink-0 gap-1 sm:flex" aria-hidden="true">
      {keys.map((k) => (
        <kbd
          key={k}
          className="min-w-5 rounded border border-zinc-300 bg-white px-1 text-center font-mono text-[11px] leading-5 text-zinc-700 dark:border-zinc-600 dark:bg-zinc-800 dark:text-zinc-300"
        >
          {keyLabel(k, isMac)}
        </kbd>
      ))}
    </span>
  );
}

/**
 * The quick actions as a command palette (spec section 2 menus A and B, docs/decisions/0016): a
 * search box over the person's quick actions (the current page's left out), the other pages they
 * can open and the team's offices. Typing filters, arrows move, Enter runs, Esc closes (cmdk's
 * combobox and listbox). Loaded on first use, outside the initial JavaScript.
 */
export function CommandPalette({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const user = useCurrentUser();
  const { _ } = useCatalogue("shell");
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const offices = useOffices({ queryConfig: { enabled: open && !!user.teamId } });
  const actions = quickActionsFor(user, pathname);
  const pages = palettePagesFor(user, pathname);
  const officeList = paletteOffices(offices.data ?? []);

  // Radix gives focus back to a dialog's trigger, and the palette has none (Ctrl/Cmd+K or "/" open
  // it too): focus goes back to where it was when the palette opened.
  const returnTo = useRef<HTMLElement | null>(null);

  const go = (to: string, quickBook = false) => {
    onOpenChange(false);
    if (quickBook) startQuickBooking();
    navigate(to);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <PaletteContent
        title={_("shell.quickActions")}
        onOpenAutoFocus={() => {
          returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          if (returnTo.current?.isConnected) returnTo.current.focus();
        }}
      >
        <Command label={_("shell.palette.label")} filter={filter} loop vimBindings={false}>
          <div className="flex items-center gap-2 border-b border-zinc-200 px-3 dark:border-zinc-800">
            <Search className={iconClass} aria-hidden="true" />
            <Command.Input
              placeholder={_("shell.palette.placeholder")}
              className="h-12 w-full min-w-0 bg-transparent text-base text-zinc-900 outline-none placeholder:text-zinc-500 sm:text-sm dark:text-zinc-100 dark:placeholder:text-zinc-400"
            />
            <kbd className="hidden shrink-0 rounded border border-zinc-300 px-1.5 font-mono text-[11px] leading-5 text-zinc-600 sm:block dark:border-zinc-600 dark:text-zinc-400">
              {keyLabel("Esc", isMac)}
            </kbd>
          </div>
          <Command.List className="max-h-[min(60dvh,420px)] scroll-py-2 overflow-y-auto overscroll-contain px-2 pb-2">
            <Command.Empty className="px-2 py-8 text-center text-sm text-zinc-600 dark:text-zinc-400">
              {_("shell.palette.empty")}
            </Command.Empty>
            {actions.length > 0 ? (
              <Command.Group heading={_("shell.quickActions")} className={groupClass}>
                {actions.map((a) => (
                  <Command.Item
                    key={a.id}
                    value={`action:${a.id}`}
                    keywords={[_(a.label)]}
                    onSelect={() => go(a.to, a.quickBook)}
                    className={itemClass}
                  >
                    <a.icon className={iconClass} aria-hidden="true" />
                    <span className="truncate">{_(a.label)}</span>
                    {a.keys ? <Keys keys={a.keys} /> : null}
                  </Command.Item>
                ))}
              </Command.Group>
            ) : null}
            {pages.length > 0 ? (
              <Command.Group heading={_("shell.palette.pages")} className={groupClass}>
                {pages.map((p) => (
                  <Command.Item
                    key={p.to}
                    value={`page:${p.to}`}
                    keywords={[_(p.label)]}
                    onSelect={() => go(p.to)}
                    className={itemClass}
                  >
                    <p.icon className={iconClass} aria-hidden="true" />
                    <span className="truncate">{_(p.label)}</span>
                  </Command.Item>
                ))}
              </Command.Group>
            ) : null}
            {officeList.length > 0 ? (
              <Command.Group heading={_("shell.palette.offices")} className={groupClass}>
                {officeList.map((o) => (
                  <Command.Item
                    key={o.id}
                    value={`office:${o.id}`}
                    keywords={[o.name]}
                    onSelect={() => go(officeHref(o))}
                    className={itemClass}
                  >
                    <Building2 className={iconClass} aria-hidden="true" />
                    <span className="truncate">{o.name}</span>
                    <span className="ml-auto shrink-0 text-xs text-zinc-600 dark:text-zinc-400">
                      {_("shell.palette.seats", { count: o.capacity })}
                    </span>
                  </Command.Item>
                ))}
              </Command.Group>
            ) : null}
          </Command.List>
          <div
            className="hidden items-center gap-3 border-t border-zinc-200 px-3 py-2 text-xs text-zinc-600 sm:flex dark:border-zinc-800 dark:text-zinc-400"
            aria-hidden="true"
          >
            <span>{_("shell.palette.move")}</span>
            <span className="inline-flex items-center gap-1">
              <Trans id="shell.palette.open" components={{ 0: <CornerDownLeft className="size-3" /> }} />
            </span>
            <span>{_("shell.palette.close")}</span>
          </div>
        </Command>
      </PaletteContent>
    </Dialog>
  );
}
