import { MoreHorizontal } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { useCatalogue } from "#web/lib/i18n.ts";
import type { Crumb } from "../route-meta.ts";

/** The middle crumbs behind one button on narrow screens (spec: below 640 px with more than 2 crumbs). */
export function CollapsedCrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { _ } = useCatalogue("shell");
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={_("shell.breadcrumb.hidden")}
        className="flex items-center rounded-md p-1 text-zinc-600 hover:bg-zinc-100 dark:text-zinc-400 dark:hover:bg-zinc-800"
      >
        <MoreHorizontal className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-50 min-w-40 rounded-md border border-zinc-200 bg-white p-1 text-sm shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
        >
          {crumbs.map((crumb) =>
            crumb.to ? (
              <DropdownMenu.Item key={crumb.label} asChild>
                <Link
                  to={crumb.to}
                  className="block rounded-sm px-2 py-1.5 text-zinc-800 outline-none data-[highlighted]:bg-zinc-100 dark:text-zinc-200 dark:data-[highlighted]:bg-zinc-800"
                >
                  {crumb.label}
                </Link>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Label key={crumb.label} className="px-2 py-1.5 text-zinc-600 dark:text-zinc-400">
                {crumb.label}
              </DropdownMenu.Label>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
