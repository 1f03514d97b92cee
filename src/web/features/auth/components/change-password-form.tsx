import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type ChangePasswordBody, changePasswordBodySchema } from "#shared/schemas/account.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useChangePassword } from "../api/change-password.ts";
import { PasswordStrength } from "./password-strength.tsx";

/** "Change password": the current one is required; every other session is signed out. */
export function ChangePasswordForm() {
  const { _ } = useCatalogue("auth");
  const form = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const change = useChangePassword({
    mutationConfig: {
      onSuccess: (result) => {
        form.reset();
        toast({ title: _("auth.passwordChanged"), description: result.message, variant: "success" });
      },
    },
  });
  const errors = form.formState.errors;
  const newPassword = form.watch("newPassword");
  const onSubmit = form.handleSubmit((values) => change.mutate(values));

  return (
    <section aria-labelledby="password-title" className="grid gap-4 border-t border-zinc-200 pt-6 dark:border-zinc-800">
      <div>
        <h2 id="password-title" className="text-base font-semibold">
          {_("auth.changePassword.title")}
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{_("auth.changePassword.description")}</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="grid max-w-lg gap-4">
        <FormField
          id="current-password"
          label={_("auth.changePassword.current")}
          error={errors.currentPassword?.message}
        >
          {(control) => (
            <PasswordInput autoComplete="current-password" {...control} {...form.register("currentPassword")} />
          )}
        </FormField>
        <FormField
          id="new-password"
          label={_("auth.changePassword.new")}
          error={errors.newPassword?.message}
          describedBy={newPassword ? "new-password-strength" : undefined}
          hint={<PasswordStrength id="new-password-strength" password={newPassword} />}
        >
          {(control) => <PasswordInput autoComplete="new-password" {...control} {...form.register("newPassword")} />}
        </FormField>
        {change.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorMessage(change.error)}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? _("auth.saving") : _("auth.changePassword.submit")}
          </Button>
        </div>
      </form>
    </section>
  );
}
