import { KeyRound, Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { CreatedCredential, Credential } from "#shared/schemas/credentials.ts";
import { formatInZone } from "#shared/time.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { CopyField } from "#web/components/ui/copy-field.tsx";
import { Dialog, DialogClose, DialogContent } from "#web/components/ui/dialog.tsx";
import { InlineAlert } from "#web/components/ui/inline-alert.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useViewerTimeZone } from "#web/lib/use-viewer-time-zone.ts";
import { useCreateCredential } from "../api/create-credential.ts";
import { useCredentials } from "../api/get-credentials.ts";
import { useRevokeCredential } from "../api/revoke-credential.ts";

function TokenRow({ credential, onRevoke }: { credential: Credential; onRevoke: (c: Credential) => void }) {
  const { _ } = useCatalogue("team");
  const dateStyle = useDateStyle();
  const zone = useViewerTimeZone();
  const when = (iso: string) => formatInZone(iso, zone, "MMM d, yyyy HH:mm", dateStyle);
  const revoked = credential.revokedAt !== null;
  return (
    <li className="flex flex-wrap items-start gap-3 py-3">
      <KeyRound className="mt-0.5 size-4 shrink-0 text-zinc-500" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="break-all">{credential.name}</span>
          <span className="font-mono text-xs text-zinc-600 dark:text-zinc-400">…{credential.tokenHint}</span>
          {revoked ? <Badge tone="danger">{_("team.scim.revoked")}</Badge> : null}
        </p>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          {credential.createdBy
            ? _("team.scim.createdBy", { name: credential.createdBy.name, date: when(credential.createdAt) })
            : _("team.scim.created", { date: when(credential.createdAt) })}
          {" · "}
          {credential.lastUsedAt
            ? _("team.scim.lastUsed", { date: when(credential.lastUsedAt) })
            : _("team.scim.neverUsed")}
        </p>
      </div>
      {revoked ? null : (
        <Button variant="secondary" size="sm" onClick={() => onRevoke(credential)}>
          {_("team.scim.revoke")}
        </Button>
      )}
    </li>
  );
}

/** The token just made, shown this once with a way to copy it. */
function NewTokenDialog({ created, onClose }: { created: CreatedCredential | null; onClose: () => void }) {
  const { _ } = useCatalogue("team");
  return (
    <Dialog open={created !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {created ? (
        <DialogContent
          title={_("team.scim.newTitle", { name: created.name })}
          description={_("team.scim.newDescription")}
        >
          <CopyField
            id="scim-new-token"
            label={_("team.scim.token")}
            value={created.token}
            copyLabel={_("team.scim.copyToken")}
          />
          <div className="flex justify-end">
            <DialogClose asChild>
              <Button>{_("team.scim.done")}</Button>
            </DialogClose>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/**
 * Settings > Security for team admins: SCIM provisioning (docs/product.md "SCIM provisioning"): the
 * base URL to give the identity provider, the team's SCIM tokens with their last use, making one
 * (shown once) and revoking one.
 */
export function ScimSection() {
  const { _ } = useCatalogue("team");
  const query = useCredentials({ kind: "scim" });
  const [name, setName] = useState("");
  const [created, setCreated] = useState<CreatedCredential | null>(null);
  const [revoking, setRevoking] = useState<Credential | null>(null);
  const create = useCreateCredential({
    mutationConfig: {
      onSuccess: (credential) => {
        setName("");
        setCreated(credential);
      },
    },
  });
  const revoke = useRevokeCredential({
    mutationConfig: {
      onSuccess: (credential) => {
        setRevoking(null);
        toast({ title: _("team.scim.revokedToast", { name: credential.name }), variant: "success" });
      },
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ kind: "scim", name });
  };
  const baseUrl = `${window.location.origin}/api/scim/v2`;

  return (
    <section aria-labelledby="scim-title" className="grid gap-4 border-t border-zinc-200 pt-6 dark:border-zinc-800">
      <div>
        <h2 id="scim-title" className="text-base font-semibold">
          {_("team.scim.title")}
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{_("team.scim.description")}</p>
      </div>
      <CopyField
        id="scim-base-url"
        label={_("team.scim.baseUrl")}
        value={baseUrl}
        copyLabel={_("team.scim.copyBaseUrl")}
      />
      <QueryState query={query}>
        {(tokens) =>
          tokens.length === 0 ? (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{_("team.scim.none")}</p>
          ) : (
            <ul className="divide-y divide-zinc-200 dark:divide-zinc-800" aria-label={_("team.scim.tokens")}>
              {tokens.map((credential) => (
                <TokenRow key={credential.id} credential={credential} onRevoke={setRevoking} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <form onSubmit={submit} className="grid gap-2 sm:max-w-md">
        <Label htmlFor="scim-token-name">{_("team.scim.name")}</Label>
        <div className="flex gap-2">
          <Input
            id="scim-token-name"
            value={name}
            maxLength={100}
            placeholder={_("team.scim.namePlaceholder")}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={create.error ? true : undefined}
            aria-describedby={create.error ? "scim-token-error" : undefined}
          />
          <Button type="submit" disabled={create.isPending || name.trim() === ""}>
            <Plus aria-hidden="true" />
            {create.isPending ? _("team.scim.creating") : _("team.scim.create")}
          </Button>
        </div>
        {create.error ? (
          <div id="scim-token-error">
            <InlineAlert>{errorMessage(create.error)}</InlineAlert>
          </div>
        ) : null}
      </form>
      <NewTokenDialog created={created} onClose={() => setCreated(null)} />
      <Dialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) {
            revoke.reset();
            setRevoking(null);
          }
        }}
      >
        {revoking ? (
          <DialogContent
            title={_("team.scim.revokeTitle", { name: revoking.name })}
            description={_("team.scim.revokeDescription")}
          >
            {revoke.error ? (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                {errorMessage(revoke.error)}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="secondary">{_("team.scim.keep")}</Button>
              </DialogClose>
              <Button variant="destructive" disabled={revoke.isPending} onClick={() => revoke.mutate(revoking)}>
                {revoke.isPending ? _("team.scim.revoking") : _("team.scim.revoke")}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
