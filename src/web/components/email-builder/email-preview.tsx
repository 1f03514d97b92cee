import { Trans } from "@lingui/react";
import type { EmailTemplateBody } from "#shared/schemas/email-template.ts";
import type { EmailTemplateCopy } from "#web/lib/api/email-templates/email-template-keys.ts";
import { useEmailPreview } from "#web/lib/api/email-templates/preview-email-template.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { useDebouncedValue } from "#web/lib/use-debounced-value.ts";

/** The body rendered by the server with sample data (subject, HTML, plain text), 400 ms after typing rests. */
export function EmailPreview({ copy, id, body }: { copy: EmailTemplateCopy; id: string; body: EmailTemplateBody }) {
  const { _ } = useCatalogue("admin");
  const preview = useEmailPreview(copy, id, useDebouncedValue(body, 400));
  return (
    <section
      aria-labelledby="email-preview"
      className="grid min-w-0 content-start gap-3 xl:sticky xl:top-4 xl:self-start"
    >
      <h3 id="email-preview" className="text-sm font-medium">
        <Trans
          id="admin.emailBuilder.preview.title"
          components={{ 0: <span className="font-normal text-zinc-600 dark:text-zinc-400" /> }}
        />
      </h3>
      {preview.isError ? (
        <p role="status" className="text-sm text-red-700 dark:text-red-300">
          {errorMessage(preview.error, _("admin.emailBuilder.preview.failed"))}
        </p>
      ) : null}
      <p className="text-sm">
        <span className="text-zinc-600 dark:text-zinc-400">{_("admin.emailBuilder.preview.subject")} </span>
        <span data-testid="preview-subject" className="font-medium">
          {preview.data?.subject ?? ""}
        </span>
      </p>
      {/* A new frame per rendering: Chromium sometimes left the frame blank when `srcdoc` changed
          while the previous document was still loading (first on an empty one). Sandboxed without
          scripts: the preview is markup only. */}
      <iframe
        key={preview.data?.html ?? ""}
        title={_("admin.emailBuilder.preview.html")}
        sandbox=""
        srcDoc={preview.data?.html ?? ""}
        className={cn("h-96 w-full rounded-md border border-zinc-200 bg-white dark:border-zinc-700")}
      />
      <div className="grid gap-1.5">
        <span className="text-sm font-medium">{_("admin.emailBuilder.preview.text")}</span>
        <pre
          data-testid="preview-text"
          className="max-h-64 overflow-auto rounded-md border border-zinc-200 bg-zinc-50 p-3 text-xs whitespace-pre-wrap text-zinc-800 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200"
        >
          {preview.data?.text ?? ""}
        </pre>
      </div>
    </section>
  );
}
