import { useState } from "react";
import { TRIAL_EXTENSION_DAYS_MAX } from "#shared/schemas/platform.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { errorMessage } from "#web/lib/api-client.ts";

/** Asks how many days to extend a trial by (1 to 365) and submits them. */
export function ExtendTrialDialog({
  open,
  onOpenChange,
  onSubmit,
  pending,
  error,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (days: number) => void;
  pending: boolean;
  error: unknown;
}) {
  const [days, setDays] = useState("14");
  const value = Number(days);
  const invalid = !Number.isInteger(value) || value < 1 || value > TRIAL_EXTENSION_DAYS_MAX;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Extend trial" description="Days are added to the trial's end, or to today if it has ended.">
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!invalid) onSubmit(value);
          }}
        >
          <FormField
            id="extend-days"
            label="Days"
            error={
              invalid
                ? `Enter a whole number from 1 to ${TRIAL_EXTENSION_DAYS_MAX}`
                : error
                  ? errorMessage(error)
                  : undefined
            }
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={TRIAL_EXTENSION_DAYS_MAX}
                value={days}
                onChange={(e) => setDays(e.target.value)}
              />
            )}
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending || invalid}>
              Extend trial
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Deleting a team: its name must be typed exactly before Delete is enabled. */
export function DeleteTeamDialog({
  teamName,
  open,
  onOpenChange,
  onSubmit,
  pending,
  error,
}: {
  teamName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (confirmName: string) => void;
  pending: boolean;
  error: unknown;
}) {
  const [typed, setTyped] = useState("");
  const matches = typed.trim() === teamName.trim();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Delete team"
        description={`This removes ${teamName}, its members' accounts, offices and bookings for good. A record of the deletion is kept.`}
      >
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (matches) onSubmit(typed);
          }}
        >
          <FormField
            id="confirm-team-name"
            label={`Type "${teamName}" to confirm`}
            error={error ? errorMessage(error) : undefined}
          >
            {(control) => (
              <Input {...control} autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
            )}
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={pending || !matches}>
              Delete team
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
