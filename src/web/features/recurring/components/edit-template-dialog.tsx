import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { type Template, templateBodySchema } from "#shared/schemas/series.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { useUpdateTemplate } from "#web/features/recurring/api/update-template.ts";
import { useOffices } from "#web/lib/api/offices/get-offices.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { TemplateFields, type TemplateFormValues } from "./template-fields.tsx";

/** The form's values for a saved template. */
function valuesOf(template: Template): TemplateFormValues {
  return {
    name: template.name,
    officeId: template.officeId,
    startTime: template.startTime,
    durationMinutes: template.durationMinutes,
    purpose: template.purpose ?? "",
    equipment: template.equipment,
  };
}

/**
 * Edit a template (PATCH /api/templates/{id}): name, office, start time, minutes, purpose and
 * equipment. The offices offered are the active ones plus the template's own (it may have been
 * deactivated since; keeping it is allowed, moving to a deactivated one is not). A refusal stays in
 * the dialog; a save toasts and closes it.
 */
export function EditTemplateDialog({
  template,
  open,
  onOpenChange,
}: {
  template: Template;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { _ } = useCatalogue("recurring");
  const offices = (useOffices().data ?? []).filter((o) => o.isActive || o.id === template.officeId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TemplateFormValues, unknown, z.output<typeof templateBodySchema>>({
    resolver: zodResolver(templateBodySchema),
    defaultValues: valuesOf(template),
  });
  useEffect(() => {
    if (open) {
      form.reset(valuesOf(template));
      setFailure(null);
    }
  }, [open, template, form]);
  const update = useUpdateTemplate({
    mutationConfig: {
      onSuccess: (saved) => {
        toast({ title: _("recurring.editTemplate.done"), description: saved.name, variant: "success" });
        onOpenChange(false);
      },
      onError: (error) => setFailure(errorMessage(error)),
    },
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={_("recurring.editTemplate.title")} description={template.name}>
        <form
          className="grid gap-4 sm:grid-cols-2"
          noValidate
          onSubmit={form.handleSubmit((values) => {
            setFailure(null);
            update.mutate({ id: template.id, body: values });
          })}
        >
          <TemplateFields form={form} offices={offices} idPrefix="edit-template" />
          {failure ? (
            <p
              role="alert"
              className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 sm:col-span-2 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
            >
              {failure}
            </p>
          ) : null}
          <div className="flex justify-end gap-2 sm:col-span-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {_("recurring.editTemplate.cancel")}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? _("recurring.editTemplate.saving") : _("recurring.editTemplate.save")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
