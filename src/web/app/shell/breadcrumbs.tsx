import { ChevronRight } from "lucide-react";
import { Fragment, lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import { homePathFor, useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { useMediaQuery } from "#web/lib/use-media-query.ts";
import { breadcrumbsFor, type Crumb } from "../route-meta.ts";

const linkClass =
  "rounded-sm text-zinc-600 underline-offset-4 hover:text-zinc-900 hover:underline dark:text-zinc-400 dark:hover:text-zinc-100";

function CrumbText({ crumb, current }: { crumb: Crumb; current: boolean }) {
  if (current) {
    return (
      <span aria-current="page" className="truncate font-medium text-zinc-900 dark:text-zinc-100">
        {crumb.label}
      </span>
    );
  }
  if (crumb.to) {
    return (
      <Link to={crumb.to} className={linkClass}>
        {crumb.label}
      </Link>
    );
  }
  return <span className="truncate text-zinc-600 dark:text-zinc-400">{crumb.label}</span>;
}

// The menu (Radix's dropdown, with its focus and positioning code) only shows below 640 px with
// more than 2 crumbs: out of the initial JavaScript until then (scripts/check-bundle-size.ts).
const CollapsedCrumbs = lazy(() => import("./collapsed-crumbs.tsx").then((m) => ({ default: m.CollapsedCrumbs })));

/**
 * Breadcrumbs above each page (spec section 2): Home, the team name, the parent group and the
 * page; hidden on the home page and with one crumb; below 640 px the middle crumbs collapse.
 */
export function Breadcrumbs() {
  const user = useCurrentUser();
  const { _ } = useCatalogue("shell");
  const { pathname } = useLocation();
  const narrow = useMediaQuery("(max-width: 639px)");
  const crumbs = breadcrumbsFor(pathname, { to: homePathFor(user), teamName: user.team?.name ?? user.teamName }, _);
  if (crumbs.length === 0) return null;
  const collapse = narrow && crumbs.length > 2;
  const last = crumbs.length - 1;
  const shown: (Crumb | "collapsed")[] = collapse ? [crumbs[0], "collapsed", crumbs[last]] : crumbs;
  return (
    <nav aria-label={_("shell.breadcrumb")} className="mb-4">
      <ol className="flex min-w-0 flex-wrap items-center gap-1.5 text-sm">
        {shown.map((crumb, i) => (
          <Fragment key={crumb === "collapsed" ? "collapsed" : `${i}-${crumb.label}`}>
            {i > 0 ? (
              <li aria-hidden="true" className="text-zinc-400 dark:text-zinc-500">
                <ChevronRight className="size-3.5" />
              </li>
            ) : null}
            <li className="flex min-w-0 items-center">
              {crumb === "collapsed" ? (
                <Suspense fallback={<span className="size-6" aria-hidden="true" />}>
                  <CollapsedCrumbs crumbs={crumbs.slice(1, last)} />
                </Suspense>
              ) : (
                <CrumbText crumb={crumb} current={i === shown.length - 1} />
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
