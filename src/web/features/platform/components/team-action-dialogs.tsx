import { useState } from "react";
import { TRIAL_EXTENSION_DAYS_MAX } from "#shared/schemas/platform.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

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
  const { _ } = useCatalogue("platform");
  const [days, setDays] = useState("14");
  const value = Number(days);
  const invalid = !Number.isInteger(value) || value < 1 || value > TRIAL_EXTENSION_DAYS_MAX;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={_("platform.extendTrial.title")} description={_("platform.extendTrial.description")}>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!invalid) onSubmit(value);
          }}
        >
          <FormField
            id="extend-days"
            label={_("platform.extendTrial.days")}
            error={
              invalid
                ? _("platform.extendTrial.invalid", { max: TRIAL_EXTENSION_DAYS_MAX })
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
              {_("platform.dialog.cancel")}
            </Button>
            <Button type="submit" disabled={pending || invalid}>
              {_("platform.extendTrial.submit")}
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
  const { _ } = useCatalogue("platform");
  const [typed, setTyped] = useState("");
  const matches = typed.trim() === teamName.trim();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={_("platform.deleteTeam.title")}
        description={_("platform.deleteTeam.description", { team: teamName })}
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
            label={_("platform.deleteTeam.confirm", { team: teamName })}
            error={error ? errorMessage(error) : undefined}
          >
            {(control) => (
              <Input {...control} autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
            )}
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {_("platform.dialog.cancel")}
            </Button>
            <Button type="submit" variant="destructive" disabled={pending || !matches}>
              {_("platform.deleteTeam.submit")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
