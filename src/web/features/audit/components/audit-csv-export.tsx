import { useMutation } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { Button } from "#web/components/ui/button.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { saveFile } from "#web/lib/save-file.ts";
import { toast } from "#web/lib/toast-store.ts";
import { type AuditFilter, exportAuditCsv } from "../api/get-audit-log.ts";

/**
 * "Export CSV" of the audit log under `filter`: fetches the file and saves it; when the server
 * capped it (X-Truncated) the page says so next to the button instead of leaving it silent.
 */
export function AuditCsvExport({ filter }: { filter: AuditFilter }) {
  const { _ } = useCatalogue("audit");
  const exporting = useMutation({
    mutationFn: exportAuditCsv,
    onSuccess: ({ blob }) => saveFile("audit-log.csv", blob),
    onError: (error) =>
      toast({ title: _("audit.export.failed"), description: errorMessage(error), variant: "destructive" }),
  });
  const maxRows = exporting.data?.maxRows ?? null;
  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="secondary" disabled={exporting.isPending} onClick={() => exporting.mutate(filter)}>
        <Download aria-hidden="true" />
        {_(exporting.isPending ? "audit.export.pending" : "audit.export.button")}
      </Button>
      <p role="status" className="max-w-xs text-right text-xs text-amber-800 dark:text-amber-300">
        {/* A capped export: how many events the file holds and what to do for the rest. */}
        {maxRows !== null ? _("audit.export.truncated", { maxRows }) : null}
      </p>
    </div>
  );
}
