import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck, Send } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { INVITABLE_ROLES } from "#shared/roles.ts";
import { type CreatedInvitation, createInvitationBodySchema } from "#shared/schemas/team.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { useCreateInvitation } from "#web/features/team/api/create-invitation.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast-store.ts";
import { AppUrlNotice } from "./app-url-notice.tsx";
import { CopyField } from "./copy-field.tsx";

type Values = z.input<typeof createInvitationBodySchema>;

const ROLE_LABELS: Record<string, string> = {
  member: "Member",
  team_manager: "Team manager",
  team_admin: "Team admin",
};

/** Absolute invite link for a code (the server's link may be relative). */
function absoluteLink(invite: CreatedInvitation): string {
  const link = invite.link || `/auth?invite=${encodeURIComponent(invite.code)}`;
  try {
    return new URL(link, window.location.origin).toString();
  } catch {
    return link;
  }
}

/** Invite member form (team_admin); shows the code and link of the new invitation. */
export function InviteForm() {
  const create = useCreateInvitation();
  const form = useForm<Values, unknown, z.output<typeof createInvitationBodySchema>>({
    resolver: zodResolver(createInvitationBodySchema),
    defaultValues: { email: "", role: "member" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: (invite) => {
        toast({
          title: "Invitation created",
          description:
            invite.emailStatus === "sent"
              ? `An invitation was sent to ${invite.email}.`
              : `Share the code or link with ${invite.email}.`,
          variant: "success",
        });
        form.reset({ email: "", role: values.role });
      },
      onError: (error) =>
        toast({ title: "Could not create invitation", description: errorMessage(error), variant: "destructive" }),
    });
  });

  const invite = create.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite member</CardTitle>
        <CardDescription>Invitations are single-use and expire after 7 days.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <AppUrlNotice />
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Invite member">
          <FormField id="invite-email" label="Email" error={errors.email?.message}>
            {(control) => (
              <Input type="email" placeholder="colleague@company.com" {...control} {...form.register("email")} />
            )}
          </FormField>
          <FormField id="invite-role" label="Role" error={errors.role?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register("role")}>
                {INVITABLE_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <Button type="submit" disabled={create.isPending}>
            <Send aria-hidden="true" />
            {create.isPending ? "Sending invitation..." : "Send invitation"}
          </Button>
        </form>
        {invite ? (
          <section
            aria-label="New invitation"
            className="grid gap-3 rounded-lg border border-emerald-200 bg-emerald-50/60 p-4 dark:border-emerald-900 dark:bg-emerald-950/40"
          >
            <p className="flex items-center gap-2 text-sm font-medium text-emerald-900 dark:text-emerald-100">
              <MailCheck className="size-4" aria-hidden="true" />
              Invitation for {invite.email} ({ROLE_LABELS[invite.role] ?? invite.role})
            </p>
            <p className="text-xs text-emerald-900/80 dark:text-emerald-200">
              {invite.emailStatus === "sent"
                ? "The invitation e-mail has been sent."
                : "E-mail delivery is queued. Share the code or link below directly."}
            </p>
            <CopyField id="invite-code" label="Invitation code" value={invite.code} copyLabel="Copy code" />
            <CopyField id="invite-link" label="Invitation link" value={absoluteLink(invite)} copyLabel="Copy link" />
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}

export { ROLE_LABELS };
