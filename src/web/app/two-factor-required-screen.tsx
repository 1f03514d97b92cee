import { Fingerprint, KeyRound, LogOut, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Logo } from "#web/components/brand/logo.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { InlineAlert } from "#web/components/ui/inline-alert.tsx";
import { AddPasskeyDialog } from "#web/features/account/components/passkeys-section.tsx";
import { SetUpTwoFactorDialog } from "#web/features/account/components/two-factor-section.tsx";
import { useSignInWithPasskey } from "#web/features/auth/api/sign-in-with-passkey.ts";
import { TeamThemeStyle } from "#web/features/team/components/team-theme-style.tsx";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { useBrowserValue } from "#web/lib/use-browser-value.ts";
import { usePreferencesSync } from "./shell/use-preferences-sync.ts";
import { useSignOut } from "./shell/use-sign-out.ts";

/**
 * What someone who must use two-factor authentication (a super admin, or by their team's policy) sees
 * until they have set it up (docs/decisions/0029), in their theme and language and the team's
 * colours: the reason, the set-up, and a way to sign out. The server refuses the rest.
 * `onDone` once it is set up and its dialog (the backup codes) is closed.
 */
export function TwoFactorRequiredScreen({ onDone }: { onDone: () => void }) {
  const { _ } = useCatalogue("account");
  const user = useCurrentUser();
  const { signOut, pending } = useSignOut();
  const [open, setOpen] = useState(false);
  // A passkey is a second factor too (docs/decisions/0029): adding one is the other way through.
  const [addingPasskey, setAddingPasskey] = useState(false);
  // Someone who has a passkey but signed in with the password alone: signing in with it replaces
  // this session with one that meets the requirement (docs/decisions/0029).
  const passkey = useSignInWithPasskey();
  const passkeysSupported = useBrowserValue(
    () => "PublicKeyCredential" in window,
    () => false,
  );
  usePreferencesSync();
  // On to the app once it is on and its dialog (the backup codes) is closed, in whichever order the
  // user read again and the closing come.
  const done = !open && !addingPasskey && !user.twoFactorSetupRequired;
  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);
  return (
    <>
      <TeamThemeStyle hasTeam={!!user.teamId} />
      <main id="main-content" className="grid min-h-dvh place-items-center bg-zinc-50 px-4 py-8 dark:bg-zinc-950">
        <div className="grid w-full max-w-md gap-6">
          <Logo />
          <Card className="grid gap-4 p-5 sm:p-6">
            <div className="grid gap-2">
              <h1 className="text-xl font-semibold tracking-tight">{_("account.twoFactor.required.title")}</h1>
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                {user.hasPasskey
                  ? _("account.twoFactor.required.passkeyDescription")
                  : user.isSuperAdmin
                    ? _("account.twoFactor.required.superAdminDescription")
                    : _("account.twoFactor.required.description", { team: user.teamName ?? "" })}
              </p>
            </div>
            {user.hasPasskey && passkeysSupported ? (
              <>
                <Button size="lg" disabled={passkey.isPending} onClick={() => passkey.mutate()}>
                  <KeyRound aria-hidden="true" />
                  {passkey.isPending
                    ? _("account.twoFactor.required.waiting")
                    : _("account.twoFactor.required.usePasskey")}
                </Button>
                {passkey.error ? <InlineAlert>{_("account.twoFactor.required.passkeyFailed")}</InlineAlert> : null}
              </>
            ) : null}
            <Button size="lg" variant={user.hasPasskey ? "secondary" : "default"} onClick={() => setOpen(true)}>
              <ShieldCheck aria-hidden="true" />
              {_("account.twoFactor.setUp")}
            </Button>
            {passkeysSupported ? (
              <Button size="lg" variant="secondary" onClick={() => setAddingPasskey(true)}>
                <Fingerprint aria-hidden="true" />
                {_("account.passkeys.add")}
              </Button>
            ) : null}
            <Button variant="ghost" disabled={pending} onClick={signOut}>
              <LogOut aria-hidden="true" />
              {_("account.twoFactor.required.signOut")}
            </Button>
          </Card>
        </div>
        <AddPasskeyDialog open={addingPasskey} onClose={() => setAddingPasskey(false)} />
        <SetUpTwoFactorDialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            // Closed once it is on (after the backup codes): on to the app.
            if (!next && !user.twoFactorSetupRequired) onDone();
          }}
        />
      </main>
    </>
  );
}
