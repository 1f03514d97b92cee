import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type ProfileBody, type ProfileFormValues, profileBodySchema } from "#shared/schemas/account.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useUpdateProfile } from "../api/update-profile.ts";

/** Name, job title and department of the signed-in person (e-mail shown, not editable). */
export function ProfileForm() {
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
        toast({ title: "Profile saved", description: "Your name and details are updated.", variant: "success" });
      },
    },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) => save.mutate(values));

  return (
    <section aria-labelledby="profile-title" className="grid gap-4">
      <div>
        <h2 id="profile-title" className="text-base font-semibold">
          Profile
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          How your teammates see you in the calendar and the members list.
        </p>
      </div>
      <form onSubmit={onSubmit} noValidate className="grid max-w-lg gap-4">
        <FormField
          id="profile-email"
          label="Email"
          hint={<p className="text-xs text-zinc-600 dark:text-zinc-400">You sign in with it.</p>}
        >
          <Input id="profile-email" value={user.email} readOnly disabled />
        </FormField>
        <FormField id="profile-name" label="Your Name" error={errors.name?.message}>
          {(control) => <Input autoComplete="name" {...control} {...form.register("name")} />}
        </FormField>
        <FormField id="profile-job-title" label="Job Title" error={errors.jobTitle?.message}>
          {(control) => <Input autoComplete="organization-title" {...control} {...form.register("jobTitle")} />}
        </FormField>
        <FormField id="profile-department" label="Department" error={errors.department?.message}>
          {(control) => <Input {...control} {...form.register("department")} />}
        </FormField>
        {save.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorMessage(save.error)}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>
            {save.isPending ? "Saving..." : "Save profile"}
          </Button>
        </div>
      </form>
    </section>
  );
}
