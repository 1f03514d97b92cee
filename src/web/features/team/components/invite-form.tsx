import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { INVITABLE_ROLES } from "#shared/roles.ts";
import { bulkInvitationBodySchema, splitEmails } from "#shared/schemas/members.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { InlineAlert } from "#web/components/ui/inline-alert.tsx";
import { NativeSelect, Textarea } from "#web/components/ui/input.tsx";
import { useInviteMany } from "#web/features/team/api/invite-many.ts";
import { ApiError, errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { AppUrlNotice } from "./app-url-notice.tsx";
import { InviteResults } from "./invite-results.tsx";
import { MEMBER_ROLE_LABELS } from "./role-labels.ts";

/** The typed text split into addresses, then the shared bulk schema (1 to 50 addresses, a team role). */
const formSchema = z.object({
  emails: z.string().transform(splitEmails).pipe(bulkInvitationBodySchema.shape.emails),
  role: bulkInvitationBodySchema.shape.role,
});
type Values = z.input<typeof formSchema>;

/**
 * Invite members (team_admin): one or several addresses (commas or new lines), one role; each
 * address gets its own result, and each invitation its code and link to copy.
 */
export function InviteForm() {
  const { _ } = useCatalogue("team");
  const invite = useInviteMany();
  const form = useForm<Values, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { emails: "", role: "member" },
  });
  const { errors } = form.formState;
  // "Confirm your e-mail address first...": it stays on the form, where the admin tried, not only in
  // a passing toast (docs/operations.md "Mail limits and e-mail verification").
  const refusal =
    invite.error instanceof ApiError && invite.error.code === "EMAIL_NOT_VERIFIED" ? invite.error.serverMessage : null;

  const onSubmit = form.handleSubmit((values) => {
    invite.mutate(values, {
      onSuccess: ({ results }) => {
        const ok = results.filter((r) => r.ok).length;
        toast({
          title:
            ok === 1 && results.length === 1
              ? _("team.invite.created")
              : _("team.invite.someInvited", { ok, total: results.length }),
          description: ok < results.length ? _("team.invite.someNotInvited") : undefined,
          variant: ok === results.length ? "success" : "warning",
        });
        form.reset({ emails: "", role: values.role });
      },
      onError: (error) =>
        toast({ title: _("team.invite.notCreated"), description: errorMessage(error), variant: "destructive" }),
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{_("team.invite.form.title")}</CardTitle>
        <CardDescription>{_("team.invite.form.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <AppUrlNotice />
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={_("team.invite.form.title")}>
          <FormField
            id="invite-email"
            label={_("team.invite.form.emails")}
            error={errors.emails?.message}
            hint={_("team.invite.form.emailsHint")}
          >
            {(control) => (
              <Textarea
                rows={2}
                placeholder={_("team.invite.form.emailsPlaceholder")}
                {...control}
                {...form.register("emails")}
              />
            )}
          </FormField>
          <FormField id="invite-role" label={_("team.invite.form.role")} error={errors.role?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register("role")}>
                {INVITABLE_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {_(MEMBER_ROLE_LABELS[r])}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {refusal ? <InlineAlert>{refusal}</InlineAlert> : null}
          <Button type="submit" disabled={invite.isPending}>
            <Send aria-hidden="true" />
            {invite.isPending ? _("team.invite.form.sending") : _("team.invite.form.send")}
          </Button>
        </form>
        {invite.data ? <InviteResults results={invite.data.results} /> : null}
      </CardContent>
    </Card>
  );
}
