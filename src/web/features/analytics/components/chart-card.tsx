import { Trans } from "@lingui/react";
import { Download } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";

/**
 * A chart with its table alternative (the "Show as table" switch) and "Export CSV" of the rows
 * behind it, so every figure can be read without seeing the chart.
 */
export function ChartCard({
  title,
  description,
  csvUrl,
  chart,
  table,
}: {
  title: string;
  description?: ReactNode;
  csvUrl: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  useCatalogue("analytics");
  const [asTable, setAsTable] = useState(false);
  const switchId = useId();
  return (
    <Card className="min-w-0">
      <CardHeader layout="row">
        <div className="min-w-0">
          <CardTitle>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        <div className="flex items-center gap-3">
          <div className="flex items-center gap-2">
            <Switch id={switchId} checked={asTable} onCheckedChange={setAsTable} />
            <Label htmlFor={switchId} size="xs">
              <Trans
                id="analytics.chart.showAsTable"
                values={{ title }}
                components={{ 0: <span className="sr-only" /> }}
              />
            </Label>
          </div>
          <Button asChild variant="secondary" size="sm">
            <a href={csvUrl} download>
              <Download aria-hidden="true" />
              <Trans id="analytics.chart.export" values={{ title }} components={{ 0: <span className="sr-only" /> }} />
            </a>
          </Button>
        </div>
      </CardHeader>
      <CardContent>{asTable ? table : chart}</CardContent>
    </Card>
  );
}

/** A plain data table of a chart's rows (the chart's text alternative). */
export function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  const { _ } = useCatalogue("analytics");
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section className="max-h-96 overflow-auto" tabIndex={0} aria-label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-zinc-200 text-xs text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
            {head.map((h) => (
              <th key={h} scope="col" className="py-2 pr-3 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={head.length} className="py-3 text-zinc-600 dark:text-zinc-400">
                {_("analytics.table.empty")}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={String(row[0]) + String(row[1])}
                className="border-b border-zinc-100 last:border-0 dark:border-zinc-800"
              >
                {row.map((value, i) =>
                  i === 0 ? (
                    <th key={head[i]} scope="row" className="py-2 pr-3 font-medium">
                      {value}
                    </th>
                  ) : (
                    <td key={head[i]} className="py-2 pr-3 tabular-nums">
                      {value}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
