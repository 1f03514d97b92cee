import { Clock } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { isAdminRole } from "#shared/roles.ts";
import { HelpTooltipProvider } from "#web/components/help-tooltip.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { NotificationBell } from "#web/features/notifications/components/notification-bell.tsx";
import { ConnectionStatus } from "#web/features/realtime/components/connection-status.tsx";
import { useRealtime } from "#web/features/realtime/use-realtime.ts";
import { TeamThemeStyle } from "#web/features/team/components/team-theme-style.tsx";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { isTyping } from "#web/lib/is-typing.ts";
import { startQuickBooking } from "#web/lib/quick-booking.ts";
import { useMediaQuery } from "#web/lib/use-media-query.ts";
import { whenIdle } from "#web/lib/when-idle.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { MobileNav } from "./mobile-nav.tsx";
import { OfflineBanner } from "./offline-banner.tsx";
import { QuickActionsButton } from "./quick-actions-button.tsx";
import { findShortcut } from "./shortcuts.ts";
import { Sidebar } from "./sidebar.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";
import { usePreferencesSync } from "./use-preferences-sync.ts";
import { useSidebarCollapsed } from "./use-sidebar-collapsed.ts";

// Out of the initial JavaScript until needed: the help table on its first opening, the prefetcher
// once the shell is up, the help toggle after the shell paints (scripts/check-bundle-size.ts).
const ShortcutsDialog = lazy(() => import("./shortcuts-dialog.tsx").then((m) => ({ default: m.ShortcutsDialog })));
const HelpToggle = lazy(() => import("./help-toggle.tsx").then((m) => ({ default: m.HelpToggle })));
// Only for someone whose address this server still needs confirmed: loaded when shown.
const VerifyEmailBanner = lazy(() =>
  import("#web/features/auth/components/verify-email-banner.tsx").then((m) => ({ default: m.VerifyEmailBanner })),
);

/** Layout of protected pages: sidebar (desktop), bottom bar (mobile), top bar and main region. */
export function AppShell() {
  const user = useCurrentUser();
  const { _ } = useCatalogue("shell");
  // Live updates for as long as someone is signed in (spec section 7): a team's members follow their
  // team, a super admin the platform. Anyone else (signed up, no team yet; just removed) has nothing
  // to follow, and the server would refuse the socket (403 NO_TEAM): no connection, no status dot.
  const canFollow = !!user.teamId || user.role === "super_admin";
  useRealtime(canFollow ? user.id : null);
  usePreferencesSync();
  const wide = useMediaQuery("(min-width: 1024px)");
  const [collapsedPref, setCollapsedPref] = useSidebarCollapsed();
  const collapsed = !wide || collapsedPref;
  const toggle = () => setCollapsedPref(!collapsedPref);
  const team = user.team;
  const location = useLocation();
  const navigate = useNavigate();

  const [helpOpen, setHelpOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const admin = user.isAdmin || isAdminRole(user.role);

  const [helpUsed, setHelpUsed] = useState(false);
  if (helpOpen && !helpUsed) setHelpUsed(true);

  // The likely next pages' code, fetched ahead (spec section 1, src/web/app/prefetch.ts). The
  // prefetcher's own import waits for an idle moment: started among the page's first effects, it
  // lengthened that task (Total Blocking Time), and prefetching waits 2 s anyway.
  useEffect(() => {
    let cancel: (() => void) | undefined;
    let left = false;
    const stopWaiting = whenIdle(
      () =>
        void import("#web/app/prefetch.ts").then(({ prefetchNextPages }) => {
          if (!left) cancel = prefetchNextPages(location.pathname);
        }),
      1_000,
      0,
    );
    return () => {
      left = true;
      stopWaiting();
      cancel?.();
    };
  }, [location.pathname]);

  useEffect(() => {
    // The shortcut table (shortcuts.ts); ignored while typing, but for Ctrl/Cmd+K. On /day,
    // Ctrl/Cmd+B is the page's own (it toggles quick-booking mode).
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const shortcut = findShortcut(e, admin);
      if (!shortcut || (isTyping(e) && !shortcut.inFields)) return;
      // The path now, not this render's: a key pressed right after a navigation, before this effect
      // re-ran, would otherwise be judged on the page just left (Ctrl+B ignored as if on /day).
      const pathname = window.location.pathname;
      if (shortcut.keys.join("+") === "Mod+B" && pathname === "/day") return;
      e.preventDefault();
      switch (shortcut.action) {
        case "help":
          setHelpOpen(true);
          return;
        case "quick-actions":
          setPaletteOpen((open) => !open);
          return;
        case "search": {
          // The page's own search field where it has one (My Bookings, members...), else the palette's.
          const field = document.querySelector<HTMLInputElement>('#main-content input[type="search"]');
          if (field && field.getClientRects().length > 0) field.focus();
          else setPaletteOpen(true);
          return;
        }
        case "new-booking":
          startQuickBooking();
          break;
      }
      if (shortcut.to && pathname !== shortcut.to) navigate(shortcut.to);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [navigate, admin]);
  return (
    <div className="flex min-h-dvh">
      <TeamThemeStyle hasTeam={!!user.teamId} />
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow dark:focus:bg-zinc-900"
      >
        {_("shell.skipToMain")}
      </a>
      <Sidebar collapsed={collapsed} canToggle={wide} onToggle={toggle} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-3 border-b border-zinc-200 bg-white/90 px-4 backdrop-blur sm:px-6 dark:border-zinc-800 dark:bg-zinc-900/90">
          <p className="truncate text-sm font-medium text-zinc-800 dark:text-zinc-200">
            {team?.name ?? user.teamName ?? "Officely"}
          </p>
          <div className="flex items-center gap-3">
            {canFollow ? <ConnectionStatus /> : null}
            {/* /super-admin is always light (spec section 2), so it offers no theme switch. */}
            {location.pathname.startsWith("/super-admin") ? null : (
              <HelpTooltipProvider>
                <Suspense fallback={<span className="size-8" aria-hidden="true" />}>
                  <HelpToggle />
                </Suspense>
                <ThemeToggle />
              </HelpTooltipProvider>
            )}
            {user.teamId ? <NotificationBell /> : null}
            {team?.trialDaysLeft != null ? (
              <Badge
                tone={team.isTrialExpired ? "danger" : team.trialDaysLeft <= 3 ? "warning" : "accent"}
                className="whitespace-nowrap"
                title={team.isTrialExpired ? undefined : _("shell.trial.daysLeft", { days: team.trialDaysLeft })}
              >
                <Clock className="size-3" aria-hidden="true" />
                {team.isTrialExpired ? (
                  _("shell.trial.ended")
                ) : (
                  <>
                    {/* A phone's bar has room for the number alone (in any language); the label is read out. */}
                    <span aria-hidden="true" className="sm:hidden">
                      {team.trialDaysLeft}
                    </span>
                    <span className="max-sm:sr-only">{_("shell.trial.daysLeft", { days: team.trialDaysLeft })}</span>
                  </>
                )}
              </Badge>
            ) : null}
          </div>
        </header>
        <OfflineBanner />
        {user.emailVerificationRequired && !user.emailVerified ? (
          <Suspense fallback={null}>
            <VerifyEmailBanner email={user.email} />
          </Suspense>
        ) : null}
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 pb-36 outline-none sm:px-6 md:pb-24 lg:px-8">
          <Breadcrumbs />
          <Outlet />
        </main>
      </div>
      <MobileNav />
      <QuickActionsButton open={paletteOpen} onOpenChange={setPaletteOpen} floating={!!user.teamId} />
      {helpUsed ? (
        <Suspense fallback={null}>
          <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} isAdmin={admin} />
        </Suspense>
      ) : null}
    </div>
  );
}
