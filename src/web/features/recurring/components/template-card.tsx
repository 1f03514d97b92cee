import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import type { PlacementResult, Template } from "#shared/schemas/series.ts";
import { shiftDate, todayInZone } from "#shared/time.ts";
import { EQUIPMENT_LABELS } from "#web/components/equipment-fields.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { useBookTemplate } from "#web/features/recurring/api/book-template.ts";
import { useDeleteTemplate } from "#web/features/recurring/api/delete-template.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { toast } from "#web/lib/toast-store.ts";
import { EditTemplateDialog } from "./edit-template-dialog.tsx";
import { MultiDatePicker } from "./multi-date-picker.tsx";
import { SkippedReport } from "./skipped-report.tsx";

/** One template: what it books, "Book dates" with a multi-date picker and the result per date, edit, delete. */
export function TemplateCard({ template }: { template: Template }) {
  const { timeZone } = teamPolicyOf(useCurrentUser());
  const [picking, setPicking] = useState(false);
  const [editing, setEditing] = useState(false);
  const [dates, setDates] = useState<string[]>([]);
  const [result, setResult] = useState<PlacementResult | null>(null);
  const book = useBookTemplate({
    mutationConfig: {
      onSuccess: (done) => {
        setResult(done);
        setDates([]);
      },
      onError: (error) => toast({ title: "Could not book", description: errorMessage(error), variant: "destructive" }),
    },
  });
  const remove = useDeleteTemplate({
    mutationConfig: {
      onSuccess: () => toast({ title: "Template deleted", variant: "success" }),
      onError: (error) =>
        toast({ title: "Could not delete", description: errorMessage(error), variant: "destructive" }),
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{template.name}</CardTitle>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {template.officeName} · {template.startTime} for {template.durationMinutes} minutes
          {template.purpose ? ` · ${template.purpose}` : ""}
          {template.equipment.length > 0
            ? ` · ${template.equipment.map((e) => EQUIPMENT_LABELS[e] ?? e).join(", ")}`
            : ""}
        </p>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setPicking((open) => !open)} aria-expanded={picking}>
            Book dates<span className="sr-only"> with {template.name}</span>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit<span className="sr-only"> {template.name}</span>
          </Button>
          <Button variant="secondary" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(template.id)}>
            <Trash2 className="size-4" aria-hidden="true" />
            Delete<span className="sr-only"> {template.name}</span>
          </Button>
        </div>
        {picking && (
          <div className="grid gap-3">
            <MultiDatePicker
              from={shiftDate(todayInZone(timeZone), 1)}
              zone={timeZone}
              selected={dates}
              onChange={setDates}
              label={`Dates to book ${template.name}`}
            />
            <Button
              disabled={dates.length === 0 || book.isPending}
              onClick={() => book.mutate({ id: template.id, dates })}
            >
              {book.isPending ? "Booking…" : `Book ${dates.length} date${dates.length === 1 ? "" : "s"}`}
            </Button>
          </div>
        )}
        {result && <SkippedReport result={result} />}
        <EditTemplateDialog template={template} open={editing} onOpenChange={setEditing} />
      </CardContent>
    </Card>
  );
}
