import { useMutation } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { Button } from "#web/components/ui/button.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { saveFile } from "#web/lib/save-file.ts";
import { toast } from "#web/lib/toast-store.ts";
import { type AuditFilter, exportAuditCsv } from "../api/get-audit-log.ts";

/** The words of a capped export: how many events the file holds and what to do for the rest. */
export function truncatedExportText(maxRows: number): string {
  return `First ${maxRows.toLocaleString("en-US")} events exported; narrow the range for the rest.`;
}

/**
 * "Export CSV" of the audit log under `filter`: fetches the file and saves it; when the server
 * capped it (X-Truncated) the page says so next to the button instead of leaving it silent.
 */
export function AuditCsvExport({ filter }: { filter: AuditFilter }) {
  const exporting = useMutation({
    mutationFn: exportAuditCsv,
    onSuccess: ({ blob }) => saveFile("audit-log.csv", blob),
    onError: (error) => toast({ title: "Export failed", description: errorMessage(error), variant: "destructive" }),
  });
  const maxRows = exporting.data?.maxRows ?? null;
  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="secondary" disabled={exporting.isPending} onClick={() => exporting.mutate(filter)}>
        <Download aria-hidden="true" />
        {exporting.isPending ? "Exporting..." : "Export CSV"}
      </Button>
      <p role="status" className="max-w-xs text-right text-xs text-amber-800 dark:text-amber-300">
        {maxRows !== null ? truncatedExportText(maxRows) : null}
      </p>
    </div>
  );
}
