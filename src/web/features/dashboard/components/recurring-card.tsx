import { Repeat } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";

/**
 * The Recurring Schedules card: the real count of the user's active series (null while loading);
 * needs at least one active office to create a schedule.
 */
export function RecurringCard({
  hasOffices,
  activeCount,
}: {
  hasOffices: boolean;
  /** Active series on the first page of the list; `more` when the list goes on past it. */
  activeCount: { count: number; more: boolean } | null;
}) {
  const navigate = useNavigate();
  const { _ } = useCatalogue("dashboard");
  const create = () => {
    if (!hasOffices) {
      toast({
        title: _("dashboard.recurring.noOffices.title"),
        description: _("dashboard.recurring.noOffices.description"),
        variant: "destructive",
      });
      return;
    }
    toast({ title: _("dashboard.recurring.setUp.title"), description: _("dashboard.recurring.setUp.description") });
    navigate("/settings?tab=recurring");
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Repeat className="size-4 text-indigo-600" aria-hidden="true" />
          {_("dashboard.recurring.title")}
        </CardTitle>
        <CardDescription>{_("dashboard.recurring.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center justify-between rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
          <div>
            <p className="text-sm font-medium">{_("dashboard.recurring.active")}</p>
            <p className="text-xs text-zinc-600 dark:text-zinc-400">
              {activeCount === null
                ? "…"
                : _(activeCount.more ? "dashboard.recurring.activeAtLeast" : "dashboard.recurring.activeCount", {
                    count: activeCount.count,
                  })}
            </p>
          </div>
          <Button variant="ghost" size="sm" onClick={() => navigate("/recurring")}>
            {_("dashboard.recurring.manage")}
          </Button>
        </div>
        <Button variant="secondary" onClick={create} disabled={!hasOffices}>
          {hasOffices ? _("dashboard.recurring.create") : _("dashboard.recurring.officesRequired")}
        </Button>
      </CardContent>
    </Card>
  );
}
