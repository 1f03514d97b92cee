import { Users, Zap } from "lucide-react";
import { useNavigate } from "react-router";
import { HOME_OFFICES_LIMIT } from "#shared/constants.ts";
import type { Office } from "#shared/schemas/office.ts";
import { FavoriteOfficeButton } from "#web/components/favorite-office-button.tsx";
import { NoOfficesState } from "#web/components/no-offices-state.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { officesToShow } from "#web/features/dashboard/utils/offices-to-show.ts";
import type { useOffices } from "#web/lib/api/offices/get-offices.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { cn } from "#web/lib/cn.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { isQuickBookingEnabled, setQuickBooking } from "#web/lib/quick-booking.ts";
import { toast } from "#web/lib/toast-store.ts";

// Two tiles in one column on phones, four in two columns wider: about the height of "No offices
// yet" either way, so the cards below do not jump for a team without offices.
const LOADING = (
  <div className="grid gap-3 sm:grid-cols-2" aria-hidden="true">
    {[0, 1, 2, 3].map((i) => (
      <div
        key={i}
        className={cn("h-28 animate-pulse rounded-lg bg-zinc-100 dark:bg-zinc-800", i > 1 && "hidden sm:block")}
      />
    ))}
  </div>
);

/** Quick Book Offices: one click turns quick-booking mode on and opens the day view. */
export function QuickBookCard({ offices }: { offices: ReturnType<typeof useOffices> }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { _ } = useCatalogue("dashboard");

  const quickBook = (office: Office) => {
    if (!isQuickBookingEnabled()) setQuickBooking(true);
    navigate("/day");
    toast({
      title: _("dashboard.quickBook.enabled.title"),
      description: _("dashboard.quickBook.enabled.description", { office: office.name }),
      variant: "info",
    });
  };

  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle
          className="flex items-center gap-2"
          // The tour's quick-booking step points at the first Quick Book button, or here when there is none.
          data-tour={
            officesToShow(offices.data ?? [], user.favoriteOffices, HOME_OFFICES_LIMIT).length === 0
              ? "quick-booking"
              : undefined
          }
        >
          <Zap className="size-4 text-indigo-600" aria-hidden="true" />
          {_("dashboard.quickBook.title")}
        </CardTitle>
        <CardDescription>{_("dashboard.quickBook.description")}</CardDescription>
      </CardHeader>
      <CardContent data-tour="office-selector">
        <QueryState
          query={offices}
          loading={LOADING}
          errorFallback={_("dashboard.quickBook.error")}
          isEmpty={(list) => officesToShow(list, user.favoriteOffices, HOME_OFFICES_LIMIT).length === 0}
          empty={
            <NoOfficesState
              role={user.role}
              title={_("dashboard.quickBook.empty.title")}
              description={_("dashboard.quickBook.empty.description")}
            />
          }
        >
          {(list) => (
            <ul className="grid gap-3 sm:grid-cols-2">
              {officesToShow(list, user.favoriteOffices, HOME_OFFICES_LIMIT).map((office, i) => (
                <li
                  key={office.id}
                  className="flex flex-col gap-3 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800"
                >
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="truncate font-medium">{office.name}</p>
                      <p className="line-clamp-2 text-sm text-zinc-600 dark:text-zinc-400">
                        {office.description || _("dashboard.quickBook.officeSpace")}
                      </p>
                    </div>
                    <FavoriteOfficeButton office={office} className="-mt-1.5 -mr-2" />
                  </div>
                  <div className="mt-auto flex items-center justify-between gap-2">
                    <span className="inline-flex items-center gap-1 text-xs text-zinc-600 dark:text-zinc-400">
                      <Users className="size-3.5" aria-hidden="true" />
                      {/* A select on the number, not an ICU plural: the dashboard's first render uses no
                          Intl (docs/architecture.md "Languages"); a capacity is at least 1, and "1"
                          is every language's only singular from 1 up. */}
                      {_("dashboard.quickBook.seats", { count: office.capacity })}
                    </span>
                    <Button
                      size="sm"
                      onClick={() => quickBook(office)}
                      aria-label={_("dashboard.quickBook.bookOffice", { office: office.name })}
                      data-tour={i === 0 ? "quick-booking" : undefined}
                    >
                      <Zap aria-hidden="true" />
                      {_("dashboard.quickBook.book")}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
