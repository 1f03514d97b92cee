import { ExternalLink, KeyRound, Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { API_SCOPES, type ApiScope, SCOPE_CAPABILITY, TOKEN_LIFETIME_DAYS } from "#shared/api-scopes.ts";
import { can } from "#shared/roles.ts";
import type { CreatedPersonalToken, PersonalToken } from "#shared/schemas/credentials.ts";
import { formatInZone } from "#shared/time.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { CopyField } from "#web/components/ui/copy-field.tsx";
import { Dialog, DialogClose, DialogContent } from "#web/components/ui/dialog.tsx";
import { InlineAlert } from "#web/components/ui/inline-alert.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useViewerTimeZone } from "#web/lib/use-viewer-time-zone.ts";
import { useCreateApiToken } from "../api/create-api-token.ts";
import { useApiTokens } from "../api/get-api-tokens.ts";
import { useRevokeApiToken } from "../api/revoke-api-token.ts";

type Lifetime = (typeof TOKEN_LIFETIME_DAYS)[number] | null;

function TokenRow({ token, onRevoke }: { token: PersonalToken; onRevoke: (token: PersonalToken) => void }) {
  const { _ } = useCatalogue("account");
  const dateStyle = useDateStyle();
  const zone = useViewerTimeZone();
  const when = (iso: string) => formatInZone(iso, zone, "MMM d, yyyy", dateStyle);
  const revoked = token.revokedAt !== null;
  const expired = !revoked && token.expiresAt !== null && Date.parse(token.expiresAt) <= Date.now();
  const live = !revoked && !expired;
  return (
    <li className="flex flex-wrap items-start gap-3 py-3">
      <KeyRound className="mt-0.5 size-4 shrink-0 text-zinc-500" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="break-all">{token.name}</span>
          <span className="font-mono text-xs text-zinc-600 dark:text-zinc-400">…{token.tokenHint}</span>
          {revoked ? <Badge tone="danger">{_("account.tokens.revoked")}</Badge> : null}
          {expired ? <Badge tone="warning">{_("account.tokens.expired")}</Badge> : null}
        </p>
        <ul className="flex flex-wrap gap-1" aria-label={_("account.tokens.scopes")}>
          {token.scopes.map((scope) => (
            <li key={scope}>
              <Badge>
                <span className="font-mono">{scope}</span>
              </Badge>
            </li>
          ))}
        </ul>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          {_("account.tokens.made", { date: when(token.createdAt) })}
          {" · "}
          {token.lastUsedAt
            ? _("account.tokens.lastUsed", { date: when(token.lastUsedAt) })
            : _("account.tokens.neverUsed")}
          {live ? " · " : null}
          {live
            ? token.expiresAt
              ? _("account.tokens.expires", { date: when(token.expiresAt) })
              : _("account.tokens.neverExpires")
            : null}
        </p>
      </div>
      {live ? (
        <Button
          variant="secondary"
          size="sm"
          aria-label={_("account.tokens.revokeLabel", { name: token.name })}
          onClick={() => onRevoke(token)}
        >
          {_("account.tokens.revoke")}
        </Button>
      ) : null}
    </li>
  );
}

/** Making a token: its name, the scopes the person's role may give it, and its lifetime. */
function MakeTokenDialog({
  open,
  onClose,
  onMade,
}: {
  open: boolean;
  onClose: () => void;
  onMade: (token: CreatedPersonalToken) => void;
}) {
  const { _ } = useCatalogue("account");
  const user = useCurrentUser();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiScope[]>(["bookings:read"]);
  const [lifetime, setLifetime] = useState<Lifetime>(90);
  const offered = API_SCOPES.filter((scope) => can(user.role, SCOPE_CAPABILITY[scope]));
  const make = useCreateApiToken({
    mutationConfig: {
      onSuccess: (token) => {
        setName("");
        setScopes(["bookings:read"]);
        setLifetime(90);
        onMade(token);
      },
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    make.mutate({ name, scopes, expiresInDays: lifetime });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          make.reset();
          onClose();
        }
      }}
    >
      {open ? (
        <DialogContent title={_("account.tokens.makeTitle")} description={_("account.tokens.makeDescription")}>
          <form onSubmit={submit} className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor="api-token-name">{_("account.tokens.name")}</Label>
              <Input
                id="api-token-name"
                value={name}
                maxLength={100}
                placeholder={_("account.tokens.namePlaceholder")}
                onChange={(event) => setName(event.target.value)}
              />
            </div>
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">{_("account.tokens.scopes")}</legend>
              {offered.map((scope) => (
                <label key={scope} className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 shrink-0 rounded border-zinc-300 accent-indigo-600"
                    checked={scopes.includes(scope)}
                    onChange={(event) =>
                      setScopes(event.target.checked ? [...scopes, scope] : scopes.filter((s) => s !== scope))
                    }
                  />
                  <span className="grid">
                    {_(`account.tokens.scope.${scope}`)}
                    <span className="font-mono text-xs text-zinc-600 dark:text-zinc-400">{scope}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <div className="grid gap-2">
              <Label htmlFor="api-token-expiry">{_("account.tokens.expiry")}</Label>
              <NativeSelect
                id="api-token-expiry"
                value={lifetime === null ? "never" : String(lifetime)}
                onChange={(event) =>
                  setLifetime(event.target.value === "never" ? null : (Number(event.target.value) as Lifetime))
                }
              >
                {TOKEN_LIFETIME_DAYS.map((days) => (
                  <option key={days} value={days}>
                    {_(`account.tokens.expiry.${days}`)}
                  </option>
                ))}
                <option value="never">{_("account.tokens.expiry.never")}</option>
              </NativeSelect>
            </div>
            {make.error ? <InlineAlert>{errorMessage(make.error)}</InlineAlert> : null}
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button type="button" variant="secondary">
                  {_("account.tokens.cancel")}
                </Button>
              </DialogClose>
              <Button type="submit" disabled={make.isPending || name.trim() === "" || scopes.length === 0}>
                {make.isPending ? _("account.tokens.making") : _("account.tokens.submit")}
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** A read the token's scopes allow, to try it with; null for a token that only writes. */
function tryPath(scopes: readonly ApiScope[]): string | null {
  const reads: [ApiScope, string][] = [
    ["bookings:read", "/api/bookings/upcoming"],
    ["offices:read", "/api/offices"],
    ["members:read", "/api/team/members?limit=5"],
    ["analytics:read", "/api/team/analytics"],
  ];
  return reads.find(([scope]) => scopes.includes(scope))?.[1] ?? null;
}

/** The token just made, shown this once with a way to copy it and a call to try it with. */
function NewTokenDialog({ made, onClose }: { made: CreatedPersonalToken | null; onClose: () => void }) {
  const { _ } = useCatalogue("account");
  const path = made ? tryPath(made.scopes) : null;
  return (
    <Dialog open={made !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {made ? (
        <DialogContent
          title={_("account.tokens.newTitle", { name: made.name })}
          description={_("account.tokens.newDescription")}
        >
          <CopyField
            id="api-token-new"
            label={_("account.tokens.token")}
            value={made.token}
            copyLabel={_("account.tokens.copyToken")}
          />
          {path ? (
            <CopyField
              id="api-token-example"
              label={_("account.tokens.example")}
              value={`curl -H "Authorization: Bearer ${made.token}" ${window.location.origin}${path}`}
              copyLabel={_("account.tokens.copyExample")}
            />
          ) : null}
          <div className="flex justify-end">
            <DialogClose asChild>
              <Button>{_("account.tokens.done")}</Button>
            </DialogClose>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/**
 * Settings > Security: the person's API tokens (docs/product.md "API tokens"): each listed with its
 * scopes, last use and expiry; making one (shown once) and revoking one.
 */
export function ApiTokensSection() {
  const { _ } = useCatalogue("account");
  const query = useApiTokens();
  const [making, setMaking] = useState(false);
  const [made, setMade] = useState<CreatedPersonalToken | null>(null);
  const [revoking, setRevoking] = useState<PersonalToken | null>(null);
  const revoke = useRevokeApiToken({
    mutationConfig: {
      onSuccess: (token) => {
        setRevoking(null);
        toast({ title: _("account.tokens.revokedToast", { name: token.name }), variant: "success" });
      },
    },
  });
  return (
    <section
      aria-labelledby="api-tokens-title"
      className="grid gap-3 border-t border-zinc-200 pt-6 dark:border-zinc-800"
    >
      <div>
        <h2 id="api-tokens-title" className="text-base font-semibold">
          {_("account.tokens.title")}
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          {_("account.tokens.description")}{" "}
          <a
            href="/api/docs"
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
          >
            {_("account.tokens.docs")}
            <ExternalLink className="size-3" aria-hidden="true" />
          </a>
        </p>
      </div>
      <QueryState query={query}>
        {(tokens) =>
          tokens.length === 0 ? (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{_("account.tokens.none")}</p>
          ) : (
            <ul className="divide-y divide-zinc-200 dark:divide-zinc-800" aria-label={_("account.tokens.list")}>
              {tokens.map((token) => (
                <TokenRow key={token.id} token={token} onRevoke={setRevoking} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <div>
        <Button variant="secondary" onClick={() => setMaking(true)}>
          <Plus aria-hidden="true" />
          {_("account.tokens.make")}
        </Button>
      </div>
      <MakeTokenDialog
        open={making}
        onClose={() => setMaking(false)}
        onMade={(token) => {
          setMaking(false);
          setMade(token);
        }}
      />
      <NewTokenDialog made={made} onClose={() => setMade(null)} />
      <ConfirmDialog
        item={revoking}
        onClose={() => setRevoking(null)}
        change={revoke}
        words={(token) => ({
          title: _("account.tokens.revokeTitle", { name: token.name }),
          description: _("account.tokens.revokeDescription"),
          keep: _("account.tokens.keep"),
          confirm: _("account.tokens.revoke"),
          pending: _("account.tokens.revoking"),
        })}
      />
    </section>
  );
}
