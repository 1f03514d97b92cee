import { Repeat } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { toast } from "#web/lib/toast-store.ts";

/**
 * The Recurring Schedules card: the real count of the user's active series (null while loading);
 * needs at least one active office to create a schedule.
 */
export function RecurringCard({ hasOffices, activeCount }: { hasOffices: boolean; activeCount: number | null }) {
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
            <p className="text-xs text-zinc-600 dark:text-zinc-400">
              {activeCount === null ? "…" : `${activeCount} active`}
            </p>
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
