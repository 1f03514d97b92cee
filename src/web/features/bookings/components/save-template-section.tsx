import { Trans } from "@lingui/react";
import { useState } from "react";
import { NAME_MAX } from "#shared/constants.ts";
import { formatMinute } from "#shared/time.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { useSaveBookingTemplate } from "#web/features/bookings/api/save-booking-template.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { ServerErrorAlert } from "./slot-problems.tsx";

/** What the booking dialog would book, to save as a template (its date is not part of it). */
export interface TemplateDraft {
  officeId: string;
  officeName: string;
  startMinute: number;
  minutes: number;
  purpose: string;
  equipment: string[];
}

/** The name a template starts with: its purpose, else "Office 09:00". */
export function defaultTemplateName(draft: Pick<TemplateDraft, "officeName" | "startMinute" | "purpose">): string {
  const purpose = draft.purpose.trim();
  return (purpose || `${draft.officeName} ${formatMinute(draft.startMinute)}`).slice(0, NAME_MAX);
}

/**
 * The booking dialog's "Save as template": asks for a name (prefilled from the purpose, or office and
 * time) and saves office, local start time, duration, purpose and equipment (POST /api/templates).
 * A success toasts and closes the name field; a refusal stays inline under it. Its own small form
 * outside the booking form, so Enter in the name saves the template and never books.
 */
export function SaveTemplateSection({ draft }: { draft: TemplateDraft }) {
  const { _ } = useCatalogue("bookings");
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const save = useSaveBookingTemplate();
  if (!naming) {
    return (
      <Button
        variant="link"
        size="inline"
        className="h-8 justify-self-start text-xs"
        onClick={() => {
          setName(defaultTemplateName(draft));
          setError(null);
          setNaming(true);
        }}
      >
        {_("bookings.template.open")}
      </Button>
    );
  }
  return (
    <form
      aria-label={_("bookings.template.open")}
      className="grid gap-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
      onSubmit={(e) => {
        e.preventDefault();
        e.stopPropagation();
        const trimmed = name.trim();
        if (!trimmed) {
          setError(_("bookings.template.nameRequired"));
          return;
        }
        setError(null);
        save.mutate(
          {
            name: trimmed,
            officeId: draft.officeId,
            startTime: formatMinute(draft.startMinute),
            durationMinutes: draft.minutes,
            ...(draft.purpose.trim() ? { purpose: draft.purpose.trim() } : {}),
            equipment: draft.equipment,
          },
          {
            onSuccess: (saved) => {
              toast({ title: _("bookings.template.saved"), description: saved.name, variant: "success" });
              setNaming(false);
            },
            onError: (failure) => setError(errorMessage(failure)),
          },
        );
      }}
    >
      <FormField id="template-name" label={_("bookings.template.name")}>
        {(control) => (
          <Input
            {...control}
            aria-describedby={error ? "template-save-error" : undefined}
            value={name}
            maxLength={NAME_MAX}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
          />
        )}
      </FormField>
      {error ? <ServerErrorAlert id="template-save-error" message={error} /> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={() => setNaming(false)}>
          <Trans id="bookings.template.cancel" components={{ 0: <span className="sr-only" /> }} />
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? _("bookings.template.saving") : _("bookings.template.save")}
        </Button>
      </div>
    </form>
  );
}
