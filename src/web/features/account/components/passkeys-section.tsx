import { Fingerprint, Plus, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { Passkey } from "#shared/schemas/passkeys.ts";
import { formatInZone } from "#shared/time.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "#web/components/ui/dialog.tsx";
import { InlineAlert } from "#web/components/ui/inline-alert.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useViewerTimeZone } from "#web/lib/use-viewer-time-zone.ts";
import { useAddPasskey } from "../api/add-passkey.ts";
import { usePasskeys } from "../api/get-passkeys.ts";
import { useRemovePasskey } from "../api/remove-passkey.ts";

/** The browser's chooser closed or timed out (WebAuthn's NotAllowedError), or the server's refusal. */
function addError(error: unknown, cancelled: string): string {
  return error instanceof Error && error.name === "NotAllowedError" ? cancelled : errorMessage(error);
}

/** Adding a passkey: the password, a name, then the browser's own passkey dialog. */
export function AddPasskeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { _ } = useCatalogue("account");
  const [password, setPassword] = useState("");
  const [name, setName] = useState("");
  const add = useAddPasskey({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: _("account.passkeys.added", { name }), variant: "success" });
        setPassword("");
        setName("");
        onClose();
      },
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ password, name });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          add.reset();
          onClose();
        }
      }}
    >
      {open ? (
        <DialogContent title={_("account.passkeys.addTitle")} description={_("account.passkeys.addDescription")}>
          <form onSubmit={submit} className="grid gap-3">
            <div className="grid gap-2">
              <Label htmlFor="passkey-name">{_("account.passkeys.name")}</Label>
              <Input
                id="passkey-name"
                value={name}
                maxLength={100}
                placeholder={_("account.passkeys.namePlaceholder")}
                onChange={(event) => setName(event.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="passkey-password">{_("account.passkeys.password")}</Label>
              <PasswordInput
                id="passkey-password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
            {add.error ? <InlineAlert>{addError(add.error, _("account.passkeys.cancelled"))}</InlineAlert> : null}
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button type="button" variant="secondary">
                  {_("account.passkeys.cancel")}
                </Button>
              </DialogClose>
              <Button type="submit" disabled={add.isPending || !password || name.trim() === ""}>
                {add.isPending ? _("account.passkeys.adding") : _("account.passkeys.continue")}
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { _ } = useCatalogue("account");
  const dateStyle = useDateStyle();
  const zone = useViewerTimeZone();
  const when = (iso: string) => formatInZone(iso, zone, "MMM d, yyyy", dateStyle);
  const remove = useRemovePasskey({
    mutationConfig: {
      onError: (error) =>
        toast({ title: _("account.passkeys.notRemoved"), description: errorMessage(error), variant: "destructive" }),
    },
  });
  return (
    <li className="flex items-start gap-3 py-3">
      <Fingerprint className="mt-0.5 size-4 shrink-0 text-zinc-500" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="break-all">{passkey.name}</span>
          {passkey.synced ? <Badge>{_("account.passkeys.synced")}</Badge> : null}
        </p>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          {_("account.passkeys.addedOn", { date: when(passkey.createdAt) })}
          {" · "}
          {passkey.lastUsedAt
            ? _("account.passkeys.lastUsed", { date: when(passkey.lastUsedAt) })
            : _("account.passkeys.neverUsed")}
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon-sm"
        disabled={remove.isPending}
        aria-label={_("account.passkeys.remove", { name: passkey.name })}
        onClick={() => remove.mutate(passkey.id)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

/**
 * Settings > Security: the person's passkeys (docs/product.md "Passkeys"): sign in with a
 * fingerprint, face or security key instead of a password; add one (after the password) or remove one.
 */
export function PasskeysSection() {
  const { _ } = useCatalogue("account");
  const query = usePasskeys();
  const [adding, setAdding] = useState(false);
  const supported = typeof window !== "undefined" && "PublicKeyCredential" in window;
  return (
    <section aria-labelledby="passkeys-title" className="grid gap-3 border-t border-zinc-200 pt-6 dark:border-zinc-800">
      <div>
        <h2 id="passkeys-title" className="text-base font-semibold">
          {_("account.passkeys.title")}
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{_("account.passkeys.description")}</p>
      </div>
      <QueryState query={query}>
        {(passkeys) =>
          passkeys.length === 0 ? null : (
            <ul className="divide-y divide-zinc-200 dark:divide-zinc-800" aria-label={_("account.passkeys.title")}>
              {passkeys.map((passkey) => (
                <PasskeyRow key={passkey.id} passkey={passkey} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <div>
        <Button variant="secondary" disabled={!supported} onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          {_("account.passkeys.add")}
        </Button>
        {supported ? null : (
          <p className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">{_("account.passkeys.unsupported")}</p>
        )}
      </div>
      <AddPasskeyDialog open={adding} onClose={() => setAdding(false)} />
    </section>
  );
}
