import { RotateCcw, Save, Send } from "lucide-react";
import { useState } from "react";
import type { EmailTemplate, EmailTemplateBody } from "#shared/schemas/email-template.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "#web/components/ui/dialog.tsx";
import type { EmailTemplateCopy } from "#web/lib/api/email-templates/email-template-keys.ts";
import { useResetEmailTemplate } from "#web/lib/api/email-templates/reset-email-template.ts";
import { useSaveEmailTemplate } from "#web/lib/api/email-templates/save-email-template.ts";
import { useSendTestEmail } from "#web/lib/api/email-templates/send-test-email.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";

/**
 * Save, "Send test to me" and "Reset to default" (after a confirmation) of the edited `body`. Each
 * success is a toast; a refusal is handed to `onError` for the editor to show above, and the next
 * success clears it (`onError(null)`).
 */
export function TemplateActions({
  copy,
  template,
  body,
  dirty,
  onError,
}: {
  copy: EmailTemplateCopy;
  template: EmailTemplate;
  body: EmailTemplateBody;
  dirty: boolean;
  onError: (message: string | null) => void;
}) {
  const { _ } = useCatalogue("admin");
  const save = useSaveEmailTemplate();
  const reset = useResetEmailTemplate();
  const sendTest = useSendTestEmail();
  const target = { ...copy, id: template.id };

  const onSave = () =>
    save.mutate(
      { ...target, body },
      {
        onSuccess: () => {
          onError(null);
          toast({ title: _("admin.emailBuilder.saved"), variant: "success" });
        },
        onError: (e) => onError(errorMessage(e, _("admin.emailBuilder.notSaved"))),
      },
    );
  const onTest = () =>
    sendTest.mutate(
      { ...target, body },
      {
        onSuccess: ({ to }) => {
          onError(null);
          toast({
            title: _("admin.emailBuilder.test.queued"),
            description: _("admin.emailBuilder.test.to", { to }),
            variant: "success",
          });
        },
        onError: (e) => onError(errorMessage(e, _("admin.emailBuilder.test.failed"))),
      },
    );

  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={onSave} disabled={save.isPending || (!dirty && template.overridden)}>
        <Save aria-hidden="true" />
        {save.isPending ? _("admin.emailBuilder.saving") : _("admin.emailBuilder.save")}
      </Button>
      <Button variant="secondary" onClick={onTest} disabled={sendTest.isPending}>
        <Send aria-hidden="true" />
        {_("admin.emailBuilder.test")}
      </Button>
      <ResetButton
        disabled={!template.overridden || reset.isPending}
        description={_(
          copy.scope === "team"
            ? "admin.emailBuilder.reset.description.team"
            : "admin.emailBuilder.reset.description.platform",
        )}
        onConfirm={() =>
          reset.mutate(target, {
            onSuccess: () => toast({ title: _("admin.emailBuilder.reset.done"), variant: "success" }),
            onError: (e) => onError(errorMessage(e, _("admin.emailBuilder.reset.failed"))),
          })
        }
      />
    </div>
  );
}

function ResetButton({
  disabled,
  description,
  onConfirm,
}: {
  disabled: boolean;
  /** What the confirmation says a reset does. */
  description: string;
  onConfirm: () => void;
}) {
  const { _ } = useCatalogue("admin");
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" disabled={disabled} onClick={() => setOpen(true)}>
        <RotateCcw aria-hidden="true" />
        {_("admin.emailBuilder.reset")}
      </Button>
      <DialogContent title={_("admin.emailBuilder.reset.title")} description={description}>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">{_("admin.emailBuilder.reset.cancel")}</Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {_("admin.emailBuilder.reset.confirm")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
