import { zodResolver } from "@hookform/resolvers/zod";
import { LayoutTemplate } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { templateBodySchema } from "#shared/schemas/series.ts";
import { EmptyState } from "#web/components/empty-state.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useCreateTemplate } from "#web/features/recurring/api/create-template.ts";
import { useTemplates } from "#web/features/recurring/api/get-templates.ts";
import { useOffices } from "#web/lib/api/offices/get-offices.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { toast } from "#web/lib/toast-store.ts";
import { TemplateCard } from "./template-card.tsx";
import { TemplateFields, type TemplateFormValues } from "./template-fields.tsx";

/**
 * /booking-templates: save a booking (office, start, length, purpose, equipment) under a name, then
 * book it on chosen dates; edit, delete. Per user.
 */
export function TemplatesPage() {
  const { _ } = useCatalogue("recurring");
  const { timeZone } = teamPolicyOf(useCurrentUser());
  const templates = useTemplates();
  const offices = (useOffices().data ?? []).filter((o) => o.isActive);
  const form = useForm<TemplateFormValues, unknown, z.output<typeof templateBodySchema>>({
    resolver: zodResolver(templateBodySchema),
    defaultValues: { name: "", officeId: "", startTime: "09:00", durationMinutes: 60, purpose: "", equipment: [] },
  });
  const firstOffice = offices[0]?.id;
  useEffect(() => {
    if (firstOffice && !form.getValues("officeId")) form.setValue("officeId", firstOffice);
  }, [firstOffice, form]);
  const create = useCreateTemplate({
    mutationConfig: {
      onSuccess: (saved) => {
        toast({ title: _("recurring.templates.saved"), description: saved.name, variant: "success" });
        form.reset({ ...form.getValues(), name: "" });
      },
      onError: (error) =>
        toast({
          title: _("recurring.templates.saveFailed"),
          description: errorMessage(error),
          variant: "destructive",
        }),
    },
  });
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={_("recurring.templates.title")}
        description={_("recurring.templates.description", { zone: timeZone })}
      />
      <section
        aria-labelledby="new-template"
        className="mb-8 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800"
      >
        <h2 id="new-template" className="mb-4 text-lg font-semibold">
          {_("recurring.templates.new")}
        </h2>
        <form
          className="grid gap-4 sm:grid-cols-2"
          noValidate
          onSubmit={form.handleSubmit((values) => create.mutate(values))}
        >
          <TemplateFields form={form} offices={offices} idPrefix="template" />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={create.isPending || offices.length === 0}>
              {_("recurring.templates.save")}
            </Button>
          </div>
        </form>
      </section>
      <QueryState query={templates}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState
              icon={LayoutTemplate}
              title={_("recurring.templates.emptyTitle")}
              description={_("recurring.templates.emptyDescription")}
            />
          ) : (
            <ul className="grid gap-4" aria-label={_("recurring.templates.list")}>
              {items.map((template) => (
                <li key={template.id}>
                  <TemplateCard template={template} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
