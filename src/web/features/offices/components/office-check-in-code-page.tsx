import { ArrowLeft, Printer } from "lucide-react";
import { Link, useParams } from "react-router";
import { PageHeader } from "#web/components/page-header.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";
import { PRODUCT_NAME } from "#web/lib/product.ts";
import { useOfficeCheckInCode } from "../api/get-office-check-in-code.ts";
import { RegenerateCodeDialog } from "./regenerate-code-dialog.tsx";

/** On paper only the poster shows: the app's shell and the buttons are left out. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  #check-in-poster, #check-in-poster * { visibility: visible; }
  #check-in-poster { position: absolute; inset: 0; border: 0; box-shadow: none; }
}`;

/**
 * /team/offices/{id}/check-in (team managers and admins): the office's printable check-in poster,
 * a QR code whose link checks the person who scans it into their booking at this office now.
 */
export function OfficeCheckInCodePage() {
  const { _ } = useCatalogue("offices");
  const { id = "" } = useParams();
  const query = useOfficeCheckInCode({ officeId: id });
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <style>{PRINT_CSS}</style>
      <PageHeader
        title={_("offices.checkIn.title")}
        description={_("offices.checkIn.description")}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="secondary">
              <Link to="/team/offices">
                <ArrowLeft aria-hidden="true" />
                {_("offices.checkIn.back")}
              </Link>
            </Button>
            {query.data ? <RegenerateCodeDialog officeId={id} officeName={query.data.officeName} /> : null}
            <Button onClick={() => window.print()} disabled={!query.data}>
              <Printer aria-hidden="true" />
              {_("offices.checkIn.print")}
            </Button>
          </div>
        }
      />
      <QueryState query={query}>
        {(code) => (
          <Card id="check-in-poster" className="grid justify-items-center gap-4 p-8 text-center">
            <p className="text-sm font-medium text-zinc-600 dark:text-zinc-400">{PRODUCT_NAME}</p>
            <h2 className="text-3xl font-semibold tracking-tight">{code.officeName}</h2>
            <p className="text-lg">{_("offices.checkIn.scan")}</p>
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.svg)}`}
              alt={_("offices.checkIn.qrAlt", { office: code.officeName })}
              className="size-72 rounded-md bg-white p-2"
            />
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{_("offices.checkIn.opens")}</p>
            <p className="font-mono text-xs break-all text-zinc-600 dark:text-zinc-400">{code.url}</p>
          </Card>
        )}
      </QueryState>
    </div>
  );
}
