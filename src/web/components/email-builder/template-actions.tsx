import { RotateCcw, Save, Send } from "lucide-react";
import { useState } from "react";
import type { EmailTemplate, EmailTemplateBody } from "#shared/schemas/email-template.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "#web/components/ui/dialog.tsx";
import type { EmailTemplateScope } from "#web/lib/api/email-templates/email-template-keys.ts";
import { useResetEmailTemplate } from "#web/lib/api/email-templates/reset-email-template.ts";
import { useSaveEmailTemplate } from "#web/lib/api/email-templates/save-email-template.ts";
import { useSendTestEmail } from "#web/lib/api/email-templates/send-test-email.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast-store.ts";

/**
 * Save, "Send test to me" and "Reset to default" (after a confirmation) of the edited `body`. Each
 * success is a toast; a refusal is handed to `onError` for the editor to show above, and the next
 * success clears it (`onError(null)`).
 */
export function TemplateActions({
  scope,
  template,
  body,
  dirty,
  onError,
}: {
  scope: EmailTemplateScope;
  template: EmailTemplate;
  body: EmailTemplateBody;
  dirty: boolean;
  onError: (message: string | null) => void;
}) {
  const save = useSaveEmailTemplate();
  const reset = useResetEmailTemplate();
  const sendTest = useSendTestEmail();
  const target = { scope, id: template.id };
  const defaultLabel = scope === "team" ? "the platform default" : "the shipped default";

  const onSave = () =>
    save.mutate(
      { ...target, body },
      {
        onSuccess: () => {
          onError(null);
          toast({ title: "Template saved", variant: "success" });
        },
        onError: (e) => onError(errorMessage(e, "The template could not be saved")),
      },
    );
  const onTest = () =>
    sendTest.mutate(
      { ...target, body },
      {
        onSuccess: ({ to }) => {
          onError(null);
          toast({ title: "Test e-mail queued", description: `It goes to ${to}.`, variant: "success" });
        },
        onError: (e) => onError(errorMessage(e, "The test could not be sent")),
      },
    );

  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={onSave} disabled={save.isPending || (!dirty && template.overridden)}>
        <Save aria-hidden="true" />
        {save.isPending ? "Saving..." : "Save"}
      </Button>
      <Button variant="secondary" onClick={onTest} disabled={sendTest.isPending}>
        <Send aria-hidden="true" />
        Send test to me
      </Button>
      <ResetButton
        disabled={!template.overridden || reset.isPending}
        defaultLabel={defaultLabel}
        onConfirm={() =>
          reset.mutate(target, {
            onSuccess: () => toast({ title: "Template reset to default", variant: "success" }),
            onError: (e) => onError(errorMessage(e, "The template could not be reset")),
          })
        }
      />
    </div>
  );
}

function ResetButton({
  disabled,
  defaultLabel,
  onConfirm,
}: {
  disabled: boolean;
  defaultLabel: string;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" disabled={disabled} onClick={() => setOpen(true)}>
        <RotateCcw aria-hidden="true" />
        Reset to default
      </Button>
      <DialogContent
        title="Reset to default?"
        description={`Your changes to this template are removed and ${defaultLabel} is sent again.`}
      >
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            Reset
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
