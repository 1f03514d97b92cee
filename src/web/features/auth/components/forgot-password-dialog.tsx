import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { forgotPasswordBodySchema } from "#shared/schemas/auth.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "#web/components/ui/dialog.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { useForgotPassword } from "../api/forgot-password.ts";
import { EmailField } from "./auth-fields.tsx";

/** "Forgot password?" on the Sign In tab: asks for the e-mail and says what happens next. */
export function ForgotPasswordDialog() {
  const [open, setOpen] = useState(false);
  const { _ } = useCatalogue("auth");
  const forgot = useForgotPassword();
  const form = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: "" },
  });
  const onSubmit = form.handleSubmit((values) => forgot.mutate(values));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          forgot.reset();
          form.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="link" size="inline" className="justify-self-center text-sm">
          {_("auth.forgot.trigger")}
        </Button>
      </DialogTrigger>
      <DialogContent title={_("auth.forgot.title")} description={_("auth.forgot.description")}>
        {forgot.isSuccess ? (
          <div className="grid gap-4">
            <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
              {forgot.data.message}
            </p>
            <Button onClick={() => setOpen(false)}>{_("auth.forgot.done")}</Button>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <EmailField
              id="forgot-email"
              error={form.formState.errors.email?.message}
              registration={form.register("email")}
            />
            {forgot.isError ? (
              <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                {errorMessage(forgot.error)}
              </p>
            ) : null}
            <Button type="submit" disabled={forgot.isPending}>
              {forgot.isPending ? _("auth.sending") : _("auth.forgot.submit")}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
