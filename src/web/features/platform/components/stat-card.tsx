import type { ReactNode } from "react";
import { Card, CardContent } from "#web/components/ui/card.tsx";

/** One figure with its label and an optional line of detail. */
export function StatCard({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <Card>
      <CardContent inset="all" className="grid gap-1">
        <p className="text-sm text-zinc-600">{label}</p>
        <p className="text-2xl font-semibold text-zinc-900 tabular-nums">{value}</p>
        {detail ? <p className="text-xs text-zinc-600">{detail}</p> : null}
      </CardContent>
    </Card>
  );
}
