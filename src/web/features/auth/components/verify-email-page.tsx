import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { Logo } from "#web/components/brand/logo.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { InlineAlert } from "#web/components/ui/inline-alert.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useUser } from "#web/lib/api/user/get-current-user.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { PRODUCT_NAME } from "#web/lib/product.ts";
import { useVerifyEmail } from "../api/verify-email.ts";

/**
 * /verify-email?token=: the link of the confirmation e-mail (docs/operations.md "Mail limits and
 * e-mail verification"). A link confirms only the account it was made for, so a signed-out visitor
 * is asked to sign in first and comes back here; signed in, the page sends the token once and says
 * how it went: confirmed, or why not and what to do.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { _ } = useCatalogue("auth");
  const token = params.get("token") ?? "";
  const user = useUser();
  const signedIn = Boolean(user.data);
  const verify = useVerifyEmail();
  const sent = useRef(false);
  const { mutate } = verify;

  useEffect(() => {
    if (!token || !signedIn || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [token, signedIn, mutate]);

  return (
    <main id="main-content" className="grid min-h-dvh place-items-center bg-zinc-50 px-4 py-8 dark:bg-zinc-950">
      <div className="w-full max-w-md">
        <Link to="/" className="mb-6 inline-block rounded-md" aria-label={_("auth.home", { product: PRODUCT_NAME })}>
          <Logo />
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight">{_("auth.verify.title")}</h1>
        <Card className="mt-6 grid gap-4 p-5 sm:p-6">
          {!token ? (
            <InlineAlert>{_("auth.verify.incomplete")}</InlineAlert>
          ) : !user.isPending && !signedIn ? (
            <>
              <p className="text-sm text-zinc-700 dark:text-zinc-300">{_("auth.verify.signInFirst")}</p>
              <Button asChild className="justify-self-start">
                <Link to="/auth" state={{ from: `${location.pathname}${location.search}` }}>
                  {_("auth.verify.signIn")}
                </Link>
              </Button>
            </>
          ) : verify.isSuccess ? (
            <p role="status" className="flex items-start gap-2 text-sm text-zinc-800 dark:text-zinc-200">
              <CheckCircle2
                className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400"
                aria-hidden="true"
              />
              {verify.data.message}
            </p>
          ) : verify.isError ? (
            <InlineAlert>{errorMessage(verify.error, _("auth.verify.failed"))}</InlineAlert>
          ) : (
            <p role="status" className="flex items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
              <Spinner />
              {_("auth.verify.confirming")}
            </p>
          )}
          {signedIn && (
            <p className="text-sm text-zinc-700 dark:text-zinc-300">
              <Link to="/dashboard" className="text-indigo-700 underline dark:text-indigo-300">
                {_("auth.verify.goToApp", { product: PRODUCT_NAME })}
              </Link>
            </p>
          )}
        </Card>
      </div>
    </main>
  );
}
