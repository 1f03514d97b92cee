import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { InlineAlert } from "#web/components/ui/inline-alert.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useRegenerateCheckInCode } from "../api/regenerate-check-in-code.ts";

/**
 * "New code" on an office's check-in poster: says what happens (the printed QR code stops working,
 * print the new one), then replaces the code; a refusal stays in the dialog.
 */
export function RegenerateCodeDialog({ officeId, officeName }: { officeId: string; officeName: string }) {
  const { _ } = useCatalogue("offices");
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const regenerate = useRegenerateCheckInCode({
    mutationConfig: {
      onSuccess: () => {
        toast({
          title: _("offices.newCode.done"),
          description: _("offices.newCode.doneDescription"),
          variant: "success",
        });
        setOpen(false);
      },
      onError: (failure) => setError(errorMessage(failure)),
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setError(null);
        setOpen(next);
      }}
    >
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <RefreshCw aria-hidden="true" />
        {_("offices.newCode.button")}
      </Button>
      <DialogContent title={_("offices.newCode.title")} description={officeName} size="md">
        <div className="grid gap-4">
          <p className="text-sm">{_("offices.newCode.body")}</p>
          {error ? <InlineAlert>{error}</InlineAlert> : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {_("offices.newCode.keep")}
            </Button>
            <Button disabled={regenerate.isPending} onClick={() => regenerate.mutate(officeId)}>
              {_("offices.newCode.confirm")}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
