import { LogOut } from "lucide-react";
import type { RefObject } from "react";
import { Link } from "react-router";
import { Dialog, SheetContent } from "#web/components/ui/dialog.tsx";
import { UnreadBadge } from "#web/features/notifications/components/unread-badge.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";
import type { NavSection } from "./nav-items.ts";
import { useSignOut } from "./use-sign-out.ts";

/**
 * The bottom bar's More sheet (spec section 2): `sections`, then Sign Out. Focus goes back to
 * `returnFocusTo` (the More button) when it closes, as it would to a Radix trigger.
 */
export function MoreSheetDialog({
  sections,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  sections: NavSection[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { _ } = useCatalogue("shell");
  const { signOut } = useSignOut();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent
        title={_("shell.bar.more")}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <div className="grid max-h-[70dvh] gap-3 overflow-y-auto">
          {sections.map((section) => (
            <section key={section.title} aria-label={_(section.title)}>
              <h3 className="px-3 pb-1 text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
                {_(section.title)}
              </h3>
              <ul className="grid">
                {section.items.map((item) => (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      onClick={() => onOpenChange(false)}
                      className="flex h-11 items-center gap-3 rounded-md px-3 text-sm font-medium hover:bg-zinc-100 dark:hover:bg-zinc-800"
                    >
                      <item.icon className="size-4" aria-hidden="true" />
                      {_(item.label)}
                      {item.to === "/notifications" ? <UnreadBadge /> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <button
            type="button"
            onClick={() => {
              onOpenChange(false);
              signOut();
            }}
            className="flex h-11 w-full items-center gap-3 rounded-md px-3 text-sm font-medium hover:bg-zinc-100 dark:hover:bg-zinc-800"
          >
            <LogOut className="size-4" aria-hidden="true" />
            {_("shell.signOut")}
          </button>
        </div>
      </SheetContent>
    </Dialog>
  );
}
