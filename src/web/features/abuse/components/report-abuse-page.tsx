import { Flag } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { ABUSE_COMMENT_MAX } from "#shared/schemas/abuse-reports.ts";
import { Logo } from "#web/components/brand/logo.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { InlineAlert } from "#web/components/ui/inline-alert.tsx";
import { Textarea } from "#web/components/ui/input.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { PRODUCT_NAME } from "#web/lib/product.ts";
import { useReportAbuse } from "../api/report-abuse.ts";

/**
 * /report-abuse/:id, the "Report abuse" link in the footer of every e-mail a team sends through the
 * platform (docs/operations.md "Mail limits and e-mail verification"). Public: the recipient needs
 * no account. An optional comment and one button; the answer is the same for any link.
 */
export function ReportAbusePage() {
  const { _ } = useCatalogue("abuse");
  const { id = "" } = useParams();
  const [comment, setComment] = useState("");
  const report = useReportAbuse();
  const tooLong = comment.length > ABUSE_COMMENT_MAX;

  return (
    <main id="main-content" className="grid min-h-dvh place-items-center bg-zinc-50 px-4 py-8 dark:bg-zinc-950">
      <div className="w-full max-w-md">
        <Link to="/" className="mb-6 inline-block rounded-md" aria-label={_("abuse.home", { product: PRODUCT_NAME })}>
          <Logo />
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight">{_("abuse.title")}</h1>
        <Card className="mt-6 p-5 sm:p-6">
          {report.isSuccess ? (
            <p role="status" className="text-sm text-zinc-800 dark:text-zinc-200">
              {report.data.message}
            </p>
          ) : (
            <form
              noValidate
              aria-label={_("abuse.title")}
              className="grid gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                if (!tooLong) report.mutate({ id, comment: comment.trim() || null });
              }}
            >
              <p className="text-sm text-zinc-700 dark:text-zinc-300">{_("abuse.intro")}</p>
              <FormField
                id="abuse-comment"
                label={_("abuse.comment.label")}
                error={tooLong ? _("abuse.comment.tooLong", { max: ABUSE_COMMENT_MAX }) : undefined}
              >
                {(control) => (
                  <Textarea
                    rows={4}
                    value={comment}
                    onChange={(event) => setComment(event.target.value)}
                    {...control}
                  />
                )}
              </FormField>
              {report.isError ? <InlineAlert>{errorMessage(report.error)}</InlineAlert> : null}
              <Button type="submit" variant="destructive" disabled={report.isPending || tooLong}>
                <Flag aria-hidden="true" />
                {report.isPending ? _("abuse.sending") : _("abuse.submit")}
              </Button>
            </form>
          )}
        </Card>
      </div>
    </main>
  );
}
