import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type ProfileBody, type ProfileFormValues, profileBodySchema } from "#shared/schemas/account.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useUpdateProfile } from "../api/update-profile.ts";

/** Name, job title and department of the signed-in person (e-mail shown, not editable). */
export function ProfileForm() {
  const { _ } = useCatalogue("account");
  const user = useCurrentUser();
  const defaults = { name: user.name, jobTitle: user.jobTitle ?? "", department: user.department ?? "" };
  const form = useForm<ProfileFormValues, unknown, ProfileBody>({
    resolver: zodResolver(profileBodySchema),
    defaultValues: defaults,
  });
  const save = useUpdateProfile({
    mutationConfig: {
      onSuccess: (saved) => {
        form.reset({ name: saved.name, jobTitle: saved.jobTitle ?? "", department: saved.department ?? "" });
        toast({
          title: _("account.profile.saved"),
          description: _("account.profile.savedDescription"),
          variant: "success",
        });
      },
    },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) => save.mutate(values));

  return (
    <section aria-labelledby="profile-title" className="grid gap-4">
      <div>
        <h2 id="profile-title" className="text-base font-semibold">
          {_("account.profile.title")}
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{_("account.profile.description")}</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="grid max-w-lg gap-4">
        <FormField
          id="profile-email"
          label={_("account.profile.email")}
          hint={<p className="text-xs text-zinc-600 dark:text-zinc-400">{_("account.profile.emailHint")}</p>}
        >
          <Input id="profile-email" value={user.email} readOnly disabled />
        </FormField>
        <FormField id="profile-name" label={_("account.profile.name")} error={errors.name?.message}>
          {(control) => <Input autoComplete="name" {...control} {...form.register("name")} />}
        </FormField>
        <FormField id="profile-job-title" label={_("account.profile.jobTitle")} error={errors.jobTitle?.message}>
          {(control) => <Input autoComplete="organization-title" {...control} {...form.register("jobTitle")} />}
        </FormField>
        <FormField id="profile-department" label={_("account.profile.department")} error={errors.department?.message}>
          {(control) => <Input {...control} {...form.register("department")} />}
        </FormField>
        {save.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorMessage(save.error)}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>
            {save.isPending ? _("account.profile.saving") : _("account.profile.save")}
          </Button>
        </div>
      </form>
    </section>
  );
}
