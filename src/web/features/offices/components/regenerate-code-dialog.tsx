import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { InlineAlert } from "#web/components/ui/inline-alert.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useRegenerateCheckInCode } from "../api/regenerate-check-in-code.ts";

/**
 * "New code" on an office's check-in poster: says what happens (the printed QR code stops working,
 * print the new one), then replaces the code; a refusal stays in the dialog.
 */
export function RegenerateCodeDialog({ officeId, officeName }: { officeId: string; officeName: string }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const regenerate = useRegenerateCheckInCode({
    mutationConfig: {
      onSuccess: () => {
        toast({
          title: "New check-in code",
          description: "Print the new poster: the old one no longer works.",
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
        New code
      </Button>
      <DialogContent title="Give this office a new code?" description={officeName} size="md">
        <div className="grid gap-4">
          <p className="text-sm">
            The QR code printed now stops working at once: scanning it will say the code is not one of your team's
            offices. Use this when a poster was copied or taken away, then print the new one.
          </p>
          {error ? <InlineAlert>{error}</InlineAlert> : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep this code
            </Button>
            <Button disabled={regenerate.isPending} onClick={() => regenerate.mutate(officeId)}>
              New code
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
