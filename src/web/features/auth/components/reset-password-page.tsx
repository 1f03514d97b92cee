import { zodResolver } from "@hookform/resolvers/zod";
import { Trans } from "@lingui/react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { type ResetPasswordBody, resetPasswordBodySchema } from "#shared/schemas/auth.ts";
import { Logo } from "#web/components/brand/logo.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { PRODUCT_NAME } from "#web/lib/product.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useResetPassword } from "../api/reset-password.ts";
import { NewPasswordField } from "./auth-fields.tsx";

/** /auth/reset?token=: choose a new password with the e-mailed link (single use, 30 minutes). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { _ } = useCatalogue("auth");
  const token = params.get("token") ?? "";
  const reset = useResetPassword({
    mutationConfig: {
      onSuccess: (result) => {
        toast({ title: _("auth.passwordChanged"), description: result.message, variant: "success" });
        navigate("/auth", { replace: true });
      },
    },
  });
  const form = useForm<ResetPasswordBody>({
    resolver: zodResolver(resetPasswordBodySchema),
    defaultValues: { token, password: "" },
  });
  const password = form.watch("password");
  const onSubmit = form.handleSubmit((values) => reset.mutate({ ...values, token }));

  return (
    <main id="main-content" className="grid min-h-dvh place-items-center bg-zinc-50 px-4 py-8 dark:bg-zinc-950">
      <div className="w-full max-w-md">
        <Link to="/" className="mb-6 inline-block rounded-md" aria-label={_("auth.home", { product: PRODUCT_NAME })}>
          <Logo />
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight">{_("auth.reset.title")}</h1>
        <Card className="mt-6 p-5 sm:p-6">
          {token ? (
            <form onSubmit={onSubmit} noValidate className="grid gap-4">
              <NewPasswordField
                id="reset-password"
                error={form.formState.errors.password?.message}
                registration={form.register("password")}
                password={password}
              />
              {reset.isError ? (
                <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                  {errorMessage(reset.error)}
                </p>
              ) : null}
              <Button type="submit" size="lg" disabled={reset.isPending}>
                {reset.isPending ? _("auth.saving") : _("auth.reset.submit")}
              </Button>
            </form>
          ) : (
            <p role="alert" className="text-sm text-zinc-700 dark:text-zinc-300">
              <Trans
                id="auth.reset.incomplete"
                components={{ 0: <Link to="/auth" className="text-indigo-700 underline dark:text-indigo-300" /> }}
              />
            </p>
          )}
        </Card>
      </div>
    </main>
  );
}
