import { Trans } from "@lingui/react";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import type { PlacementResult, Template } from "#shared/schemas/series.ts";
import { shiftDate, todayInZone } from "#shared/time.ts";
import { equipmentLabel } from "#web/components/equipment-fields.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { useBookTemplate } from "#web/features/recurring/api/book-template.ts";
import { useDeleteTemplate } from "#web/features/recurring/api/delete-template.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { toast } from "#web/lib/toast-store.ts";
import { EditTemplateDialog } from "./edit-template-dialog.tsx";
import { MultiDatePicker } from "./multi-date-picker.tsx";
import { SkippedReport } from "./skipped-report.tsx";

/** One template: what it books, "Book dates" with a multi-date picker and the result per date, edit, delete. */
export function TemplateCard({ template }: { template: Template }) {
  const { _ } = useCatalogue("recurring");
  useCatalogue("common"); // equipment names
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
      onError: (error) =>
        toast({ title: _("recurring.template.bookFailed"), description: errorMessage(error), variant: "destructive" }),
    },
  });
  const remove = useDeleteTemplate({
    mutationConfig: {
      onSuccess: () => toast({ title: _("recurring.template.deleted"), variant: "success" }),
      onError: (error) =>
        toast({
          title: _("recurring.template.deleteFailed"),
          description: errorMessage(error),
          variant: "destructive",
        }),
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{template.name}</CardTitle>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {_("recurring.template.summary", {
            office: template.officeName,
            start: template.startTime,
            minutes: template.durationMinutes,
          })}
          {template.purpose ? ` · ${template.purpose}` : ""}
          {template.equipment.length > 0 ? ` · ${template.equipment.map((e) => equipmentLabel(e, _)).join(", ")}` : ""}
        </p>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setPicking((open) => !open)} aria-expanded={picking}>
            <Trans
              id="recurring.template.bookDates"
              values={{ template: template.name }}
              components={{ 0: <span className="sr-only" /> }}
            />
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil className="size-4" aria-hidden="true" />
            <Trans
              id="recurring.template.edit"
              values={{ template: template.name }}
              components={{ 0: <span className="sr-only" /> }}
            />
          </Button>
          <Button variant="secondary" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(template.id)}>
            <Trash2 className="size-4" aria-hidden="true" />
            <Trans
              id="recurring.template.delete"
              values={{ template: template.name }}
              components={{ 0: <span className="sr-only" /> }}
            />
          </Button>
        </div>
        {picking && (
          <div className="grid gap-3">
            <MultiDatePicker
              from={shiftDate(todayInZone(timeZone), 1)}
              zone={timeZone}
              selected={dates}
              onChange={setDates}
              label={_("recurring.template.datesLabel", { template: template.name })}
            />
            <Button
              disabled={dates.length === 0 || book.isPending}
              onClick={() => book.mutate({ id: template.id, dates })}
            >
              {book.isPending ? _("recurring.template.booking") : _("recurring.template.book", { count: dates.length })}
            </Button>
          </div>
        )}
        {result && <SkippedReport result={result} />}
        <EditTemplateDialog template={template} open={editing} onOpenChange={setEditing} />
      </CardContent>
    </Card>
  );
}
