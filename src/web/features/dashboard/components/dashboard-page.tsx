import { Building2, CalendarCheck, CalendarClock, Crown, Repeat, Users, Zap } from "lucide-react";
import { useNavigate } from "react-router";
import { DEFAULT_TIME_ZONE, HOME_OFFICES_LIMIT } from "../../../../shared/constants.ts";
import type { Office } from "../../../../shared/schemas/office.ts";
import { EmptyState } from "../../../components/empty-state.tsx";
import { NoOfficesState } from "../../../components/no-offices-state.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { useOffices } from "../../../lib/api/get-offices.ts";
import { useCurrentUser } from "../../../lib/current-user.ts";
import { PRODUCT_NAME } from "../../../lib/product.ts";
import { isQuickBookingEnabled, setQuickBooking } from "../../../lib/quick-booking.ts";
import { formatBookingRange } from "../../../lib/time.ts";
import { toast } from "../../../lib/toast-store.ts";
import { useDashboardStats } from "../api/get-dashboard-stats.ts";
import { useUpcomingBookings } from "../api/get-upcoming-bookings.ts";

/** /dashboard: welcome, quick stats, upcoming bookings, Recurring Schedules and Quick Book. */
export function DashboardPage() {
  const user = useCurrentUser();
  const hasTeam = !!user.teamId;
  const firstTime = !user.onboardingCompleted && !user.hasSeenOnboarding;
  const name = user.name || user.email;
  const offices = useOffices(hasTeam);
  const activeOffices = (offices.data ?? []).filter((o) => o.isActive);

  return (
    <div className="mx-auto max-w-6xl">
      <div className="mb-6 flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">
            {firstTime ? `Welcome to ${PRODUCT_NAME}, ${name}` : `Welcome back, ${name}`}
          </h1>
          {user.isSuperAdmin ? (
            <Badge tone="accent">
              <Crown className="size-3" aria-hidden="true" />
              Super Admin
            </Badge>
          ) : null}
        </div>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {firstTime
            ? "Your workspace is ready. Book an office, invite your team and see who is in today."
            : `Here is what's happening at ${user.team?.name ?? user.teamName ?? "your team"} today.`}
        </p>
      </div>
      {hasTeam ? (
        <div className="grid gap-6">
          <QuickStats />
          <div className="grid gap-6 lg:grid-cols-5">
            <div className="lg:col-span-3">
              <QuickBookCard offices={activeOffices} loading={offices.isPending} favorites={user.favoriteOffices} />
            </div>
            <div className="grid gap-6 lg:col-span-2">
              <UpcomingCard timeZone={user.team?.timeZone ?? DEFAULT_TIME_ZONE} />
              <RecurringCard hasOffices={activeOffices.length > 0} />
            </div>
          </div>
        </div>
      ) : (
        <EmptyState
          icon={Users}
          title="You are not part of a team yet"
          description="Ask a team admin for an invitation to start booking offices."
        />
      )}
    </div>
  );
}

function QuickStats() {
  const stats = useDashboardStats();
  const items = [
    { label: "Total bookings", value: stats.data?.totalBookings, icon: CalendarCheck },
    { label: "Active offices", value: stats.data?.activeOffices, icon: Building2 },
    { label: "Team members", value: stats.data?.teamMembers, icon: Users },
  ];
  return (
    <section aria-label="Quick stats" className="grid gap-4 sm:grid-cols-3">
      {items.map((item) => (
        <Card key={item.label} className="flex items-center gap-4 p-5">
          <span className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
            <item.icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{item.label}</p>
            <p className="text-2xl font-semibold tabular-nums">
              {stats.isError
                ? "–"
                : (item.value ?? (
                    <span className="inline-block h-7 w-10 animate-pulse rounded bg-zinc-200 dark:bg-zinc-800" />
                  ))}
            </p>
          </div>
        </Card>
      ))}
      {stats.isError ? (
        <p className="text-sm text-red-700 sm:col-span-3" role="alert">
          Failed to fetch stats
        </p>
      ) : null}
    </section>
  );
}

function UpcomingCard({ timeZone }: { timeZone: string }) {
  const upcoming = useUpcomingBookings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Upcoming bookings</CardTitle>
        <CardDescription>Your next reservations</CardDescription>
      </CardHeader>
      <CardContent>
        {upcoming.isPending ? (
          <div className="grid gap-2" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-12 animate-pulse rounded-md bg-zinc-100 dark:bg-zinc-800" />
            ))}
          </div>
        ) : upcoming.isError ? (
          <p className="text-sm text-red-700" role="alert">
            Failed to fetch bookings
          </p>
        ) : upcoming.data.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">No upcoming bookings.</p>
        ) : (
          <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
            {upcoming.data.slice(0, 5).map((b) => (
              <li key={b.id} className="flex items-center gap-3 py-2.5">
                <CalendarClock className="size-4 shrink-0 text-zinc-500" aria-hidden="true" />
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{b.officeName}</p>
                  <p className="text-xs text-zinc-600 dark:text-zinc-400">
                    {formatBookingRange(b.startISO, b.endISO, timeZone)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function RecurringCard({ hasOffices }: { hasOffices: boolean }) {
  const navigate = useNavigate();
  const create = () => {
    if (!hasOffices) {
      toast({
        title: "No offices available",
        description: "Create offices in the admin panel before setting up recurring bookings.",
        variant: "destructive",
      });
      return;
    }
    toast({ title: "Recurring bookings", description: "Set up a recurring schedule in settings." });
    navigate("/settings?tab=recurring");
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Repeat className="size-4 text-indigo-600" aria-hidden="true" />
          Recurring Schedules
        </CardTitle>
        <CardDescription>Book the same office on a regular schedule.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center justify-between rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
          <div>
            <p className="text-sm font-medium">Active Recurring Bookings</p>
            <p className="text-xs text-zinc-600 dark:text-zinc-400">0 active</p>
          </div>
          <Button variant="ghost" size="sm" onClick={() => navigate("/recurring")}>
            Manage Schedules
          </Button>
        </div>
        <Button variant="secondary" onClick={create} disabled={!hasOffices}>
          {hasOffices ? "Create Schedule" : "Offices Required"}
        </Button>
      </CardContent>
    </Card>
  );
}

function QuickBookCard({ offices, loading, favorites }: { offices: Office[]; loading: boolean; favorites: string[] }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const fav = new Set(favorites);
  const list = [...offices]
    .sort((a, b) => {
      const fa = fav.has(a.id) ? 0 : 1;
      const fb = fav.has(b.id) ? 0 : 1;
      return fa - fb || a.name.localeCompare(b.name);
    })
    .slice(0, HOME_OFFICES_LIMIT);

  const quickBook = (office: Office) => {
    if (!isQuickBookingEnabled()) setQuickBooking(true);
    navigate("/day");
    toast({
      title: "Quick booking enabled",
      description: `Navigate to Day view with quick booking enabled for ${office.name}.`,
      variant: "info",
    });
  };

  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Zap className="size-4 text-indigo-600" aria-hidden="true" />
          Quick Book Offices
        </CardTitle>
        <CardDescription>Reserve a one-hour slot in a couple of clicks.</CardDescription>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="grid gap-3 sm:grid-cols-2" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-28 animate-pulse rounded-lg bg-zinc-100 dark:bg-zinc-800" />
            ))}
          </div>
        ) : list.length === 0 ? (
          <NoOfficesState
            role={user.role}
            title="No offices yet"
            description="Offices your team can book will appear here."
          />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {list.map((office) => (
              <li
                key={office.id}
                className="flex flex-col gap-3 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium">{office.name}</p>
                  <p className="line-clamp-2 text-sm text-zinc-600 dark:text-zinc-400">
                    {office.description || "Office space"}
                  </p>
                </div>
                <div className="mt-auto flex items-center justify-between gap-2">
                  <span className="inline-flex items-center gap-1 text-xs text-zinc-600 dark:text-zinc-400">
                    <Users className="size-3.5" aria-hidden="true" />
                    {office.capacity} {office.capacity === 1 ? "seat" : "seats"}
                  </span>
                  <Button size="sm" onClick={() => quickBook(office)} aria-label={`Quick Book ${office.name}`}>
                    <Zap aria-hidden="true" />
                    Quick Book
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
