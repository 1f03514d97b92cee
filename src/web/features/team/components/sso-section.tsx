import { CheckCircle2, Globe, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { SsoConnection, SsoDomain, SsoProtocol, SsoSettings } from "#shared/schemas/sso.ts";
import { formatInZone } from "#shared/time.ts";
import { type MemberChoice, MemberSelect } from "#web/components/member-select.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { CopyField } from "#web/components/ui/copy-field.tsx";
import { FieldHint, FormField } from "#web/components/ui/form-field.tsx";
import { InlineAlert } from "#web/components/ui/inline-alert.tsx";
import { Input, Textarea } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useViewerTimeZone } from "#web/lib/use-viewer-time-zone.ts";
import { useAddSsoDomain } from "../api/add-sso-domain.ts";
import { useSsoSettings } from "../api/get-sso-settings.ts";
import { useRemoveSsoConnection } from "../api/remove-sso-connection.ts";
import { useRemoveSsoDomain } from "../api/remove-sso-domain.ts";
import { useSaveSamlConnection } from "../api/save-saml-connection.ts";
import { useSaveSsoConnection } from "../api/save-sso-connection.ts";
import { useSetSsoEnabled } from "../api/set-sso-enabled.ts";
import { useSetSsoRequired } from "../api/set-sso-required.ts";
import { useTestSso } from "../api/test-sso.ts";
import { useVerifySsoDomain } from "../api/verify-sso-domain.ts";

/** An OpenID Connect provider's fields: issuer, client, secret (kept when left blank) and the groups claim. */
function ProviderForm({ connection }: { connection: SsoConnection | null }) {
  const { _ } = useCatalogue("team");
  const [issuer, setIssuer] = useState(connection?.issuer ?? "");
  const [clientId, setClientId] = useState(connection?.clientId ?? "");
  const [clientSecret, setClientSecret] = useState("");
  const [groupsClaim, setGroupsClaim] = useState(connection?.groupsClaim ?? "groups");
  const save = useSaveSsoConnection({
    mutationConfig: {
      onSuccess: () => {
        setClientSecret("");
        toast({ title: _("team.sso.saved"), variant: "success" });
      },
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ issuer, clientId, groupsClaim, ...(clientSecret ? { clientSecret } : {}) });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:max-w-xl" aria-label={_("team.sso.provider")}>
      <FormField id="sso-issuer" label={_("team.sso.issuer")}>
        <Input
          id="sso-issuer"
          type="url"
          value={issuer}
          placeholder={_("team.sso.issuerPlaceholder")}
          onChange={(event) => setIssuer(event.target.value)}
        />
      </FormField>
      <FormField id="sso-client-id" label={_("team.sso.clientId")}>
        <Input id="sso-client-id" value={clientId} onChange={(event) => setClientId(event.target.value)} />
      </FormField>
      <FormField id="sso-client-secret" label={_("team.sso.clientSecret")}>
        <PasswordInput
          id="sso-client-secret"
          autoComplete="off"
          value={clientSecret}
          placeholder={connection ? _("team.sso.secretKept") : ""}
          onChange={(event) => setClientSecret(event.target.value)}
        />
      </FormField>
      <FormField
        id="sso-groups-claim"
        label={_("team.sso.groupsClaim")}
        describedBy="sso-groups-claim-hint"
        hint={<FieldHint id="sso-groups-claim-hint">{_("team.sso.groupsClaimHint")}</FieldHint>}
      >
        {(control) => (
          <Input {...control} value={groupsClaim} onChange={(event) => setGroupsClaim(event.target.value)} />
        )}
      </FormField>
      {save.error ? <InlineAlert>{errorMessage(save.error)}</InlineAlert> : null}
      <div>
        <Button type="submit" disabled={save.isPending || issuer.trim() === "" || clientId.trim() === ""}>
          {save.isPending ? _("team.sso.saving") : _("team.sso.save")}
        </Button>
      </div>
    </form>
  );
}

/**
 * A SAML 2.0 provider's fields: its metadata's address, or the metadata pasted (for a provider whose
 * metadata is a download, as Entra ID's and Google's are), and the attribute that lists groups.
 */
function SamlProviderForm({ connection }: { connection: SsoConnection | null }) {
  const { _ } = useCatalogue("team");
  const saml = connection?.protocol === "saml" ? connection.saml : null;
  const [source, setSource] = useState<"url" | "xml">(saml && !saml.metadataUrl ? "xml" : "url");
  const [metadataUrl, setMetadataUrl] = useState(saml?.metadataUrl ?? "");
  const [metadataXml, setMetadataXml] = useState("");
  const [groupsAttribute, setGroupsAttribute] = useState(saml ? (connection?.groupsClaim ?? "groups") : "groups");
  const save = useSaveSamlConnection({
    mutationConfig: {
      onSuccess: () => {
        setMetadataXml("");
        toast({ title: _("team.sso.saved"), variant: "success" });
      },
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(source === "url" ? { metadataUrl, groupsAttribute } : { metadataXml, groupsAttribute });
  };
  const ready = source === "url" ? metadataUrl.trim() !== "" : metadataXml.trim() !== "";
  return (
    <form onSubmit={submit} className="grid gap-3 sm:max-w-xl" aria-label={_("team.sso.samlProvider")}>
      {source === "url" ? (
        <FormField id="sso-metadata-url" label={_("team.sso.metadataUrl")}>
          <Input
            id="sso-metadata-url"
            type="url"
            value={metadataUrl}
            placeholder={_("team.sso.metadataUrlPlaceholder")}
            onChange={(event) => setMetadataUrl(event.target.value)}
          />
        </FormField>
      ) : (
        <FormField id="sso-metadata-xml" label={_("team.sso.metadataXml")}>
          <Textarea
            id="sso-metadata-xml"
            className="font-mono"
            rows={6}
            spellCheck={false}
            value={metadataXml}
            placeholder={saml ? _("team.sso.metadataKept") : _("team.sso.metadataXmlPlaceholder")}
            onChange={(event) => setMetadataXml(event.target.value)}
          />
        </FormField>
      )}
      <div>
        <Button
          type="button"
          variant="link"
          size="inline"
          className="text-sm"
          onClick={() => setSource(source === "url" ? "xml" : "url")}
        >
          {source === "url" ? _("team.sso.pasteXmlInstead") : _("team.sso.useUrlInstead")}
        </Button>
      </div>
      <FormField
        id="sso-groups-attribute"
        label={_("team.sso.groupsAttribute")}
        describedBy="sso-groups-attribute-hint"
        hint={<FieldHint id="sso-groups-attribute-hint">{_("team.sso.groupsAttributeHint")}</FieldHint>}
      >
        {(control) => (
          <Input {...control} value={groupsAttribute} onChange={(event) => setGroupsAttribute(event.target.value)} />
        )}
      </FormField>
      {save.error ? <InlineAlert>{errorMessage(save.error)}</InlineAlert> : null}
      <div>
        <Button type="submit" disabled={save.isPending || !ready}>
          {save.isPending ? _("team.sso.saving") : _("team.sso.save")}
        </Button>
      </div>
    </form>
  );
}

/** What the saved SAML provider's metadata said: its entity ID, sign-on address and certificates' expiry. */
function SamlSummary({ saml }: { saml: NonNullable<SsoConnection["saml"]> }) {
  const { _ } = useCatalogue("team");
  const dateStyle = useDateStyle();
  const zone = useViewerTimeZone();
  const expires = saml.certificatesExpireAt;
  const soon = expires !== null && Date.parse(expires) - Date.now() < 30 * 24 * 3_600_000;
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
      <dt className="text-zinc-600 dark:text-zinc-400">{_("team.sso.idpEntityId")}</dt>
      <dd className="break-all font-mono text-xs leading-5">{saml.entityId}</dd>
      <dt className="text-zinc-600 dark:text-zinc-400">{_("team.sso.idpSsoUrl")}</dt>
      <dd className="break-all font-mono text-xs leading-5">{saml.ssoUrl}</dd>
      {expires ? (
        <>
          <dt className="text-zinc-600 dark:text-zinc-400">{_("team.sso.certificateExpires")}</dt>
          <dd className={soon ? "font-medium text-amber-700 dark:text-amber-400" : undefined}>
            {formatInZone(expires, zone, "MMM d, yyyy", dateStyle)}
            {soon ? ` · ${_("team.sso.certificateSoon")}` : ""}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** The provider's protocol: OpenID Connect or SAML 2.0, each with what to register at the provider. */
function ProviderSetup({ settings }: { settings: SsoSettings }) {
  const { _ } = useCatalogue("team");
  const connection = settings.connection;
  const [protocol, setProtocol] = useState<SsoProtocol>(connection?.protocol ?? "oidc");
  return (
    <Tabs value={protocol} onValueChange={(value) => setProtocol(value as SsoProtocol)}>
      <TabsList className="sm:max-w-sm" aria-label={_("team.sso.protocol")}>
        <TabsTrigger value="oidc">{_("team.sso.oidc")}</TabsTrigger>
        <TabsTrigger value="saml">{_("team.sso.saml")}</TabsTrigger>
      </TabsList>
      <TabsContent value="oidc" className="grid gap-5">
        <CopyField
          id="sso-redirect-uri"
          label={_("team.sso.redirectUri")}
          value={settings.callbackUrl}
          copyLabel={_("team.sso.copyRedirectUri")}
        />
        <ProviderForm
          key={connection?.issuer ?? "new"}
          connection={connection?.protocol === "oidc" ? connection : null}
        />
      </TabsContent>
      <TabsContent value="saml" className="grid gap-5">
        <CopyField
          id="sso-sp-entity-id"
          label={_("team.sso.spEntityId")}
          value={settings.serviceProvider.entityId}
          copyLabel={_("team.sso.copySpEntityId")}
        />
        <CopyField
          id="sso-acs-url"
          label={_("team.sso.acsUrl")}
          value={settings.serviceProvider.acsUrl}
          copyLabel={_("team.sso.copyAcsUrl")}
        />
        {connection?.saml ? <SamlSummary saml={connection.saml} /> : null}
        <SamlProviderForm
          key={connection?.saml?.entityId ?? "new"}
          connection={connection?.protocol === "saml" ? connection : null}
        />
      </TabsContent>
      {connection && connection.protocol !== protocol ? (
        <p className="mt-3 text-xs text-zinc-600 dark:text-zinc-400">{_("team.sso.replacesProvider")}</p>
      ) : null}
    </Tabs>
  );
}

/** Test, switch on or off, remove: what a saved provider offers. */
function ProviderState({ connection }: { connection: SsoConnection }) {
  const { _ } = useCatalogue("team");
  const dateStyle = useDateStyle();
  const zone = useViewerTimeZone();
  const test = useTestSso({ mutationConfig: { onSuccess: ({ url }) => window.location.assign(url) } });
  const enable = useSetSsoEnabled();
  const remove = useRemoveSsoConnection();
  return (
    <div className="grid gap-3 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" disabled={test.isPending} onClick={() => test.mutate()}>
          {test.isPending ? _("team.sso.testing") : _("team.sso.test")}
        </Button>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {connection.testedAt
            ? _("team.sso.testedAt", { date: formatInZone(connection.testedAt, zone, "MMM d, yyyy HH:mm", dateStyle) })
            : _("team.sso.notTested")}
        </p>
      </div>
      {connection.lastTestError ? (
        <InlineAlert>{_("team.sso.lastTestFailed", { why: connection.lastTestError })}</InlineAlert>
      ) : null}
      {test.error ? <InlineAlert>{errorMessage(test.error)}</InlineAlert> : null}
      <div className="flex items-center gap-3">
        <Switch
          id="sso-enabled"
          checked={connection.enabled}
          disabled={enable.isPending || (!connection.testedAt && !connection.enabled)}
          onCheckedChange={(checked) => enable.mutate(checked)}
        />
        <Label htmlFor="sso-enabled">{_("team.sso.enabled")}</Label>
      </div>
      {!connection.testedAt ? (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">{_("team.sso.testFirst")}</p>
      ) : null}
      {enable.error ? <InlineAlert>{errorMessage(enable.error)}</InlineAlert> : null}
      {connection.enabled ? <RequireSso connection={connection} /> : null}
      <div>
        <Button variant="secondary-destructive" size="sm" disabled={remove.isPending} onClick={() => remove.mutate()}>
          {_("team.sso.remove")}
        </Button>
      </div>
    </div>
  );
}

/**
 * "Require single sign-on": password sign-in is refused and password sessions end, but for one team
 * admin named as the way in if the provider fails.
 */
function RequireSso({ connection }: { connection: SsoConnection }) {
  const { _ } = useCatalogue("team");
  const [breakGlass, setBreakGlass] = useState<MemberChoice | null>(
    connection.breakGlass ? { ...connection.breakGlass, email: null } : null,
  );
  const required = useSetSsoRequired({
    mutationConfig: {
      onSuccess: (settings) =>
        toast({
          title: settings.connection?.required ? _("team.sso.requiredOn") : _("team.sso.requiredOff"),
          variant: "success",
        }),
    },
  });
  return (
    <div className="grid gap-2 border-t border-zinc-200 pt-3 dark:border-zinc-800">
      <div className="flex items-center gap-3">
        <Switch
          id="sso-required"
          checked={connection.required}
          disabled={required.isPending}
          onCheckedChange={(checked) =>
            required.mutate({ required: checked, breakGlassUserId: checked ? (breakGlass?.id ?? null) : null })
          }
        />
        <Label htmlFor="sso-required">{_("team.sso.required")}</Label>
      </div>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">{_("team.sso.requiredHint")}</p>
      <div className="grid gap-2 sm:max-w-md">
        <Label htmlFor="sso-break-glass">{_("team.sso.breakGlass")}</Label>
        <MemberSelect
          id="sso-break-glass"
          value={breakGlass}
          onChange={(member) => {
            setBreakGlass(member);
            if (connection.required) required.mutate({ required: true, breakGlassUserId: member?.id ?? null });
          }}
          noneLabel={_("team.sso.breakGlassNone")}
        />
      </div>
      {required.error ? <InlineAlert>{errorMessage(required.error)}</InlineAlert> : null}
    </div>
  );
}

function DomainRow({ domain }: { domain: SsoDomain }) {
  const { _ } = useCatalogue("team");
  const verify = useVerifySsoDomain();
  const remove = useRemoveSsoDomain();
  return (
    <li className="grid gap-2 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <Globe className="size-4 shrink-0 text-zinc-500" aria-hidden="true" />
        <span className="text-sm font-medium">{domain.domain}</span>
        {domain.verifiedAt ? (
          <Badge tone="success">
            <CheckCircle2 className="size-3" aria-hidden="true" />
            {_("team.sso.verified")}
          </Badge>
        ) : (
          <Badge tone="warning">{_("team.sso.unverified")}</Badge>
        )}
        <span className="flex-1" />
        {domain.verifiedAt ? null : (
          <Button
            variant="secondary"
            size="sm"
            disabled={verify.isPending}
            onClick={() => verify.mutate(domain.domain)}
          >
            {verify.isPending ? _("team.sso.verifying") : _("team.sso.verify")}
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={_("team.sso.removeDomain", { domain: domain.domain })}
          disabled={remove.isPending}
          onClick={() => remove.mutate(domain.domain)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {domain.verifiedAt ? null : (
        <div className="grid gap-1 rounded-md bg-zinc-50 p-3 text-xs dark:bg-zinc-900">
          <p className="text-zinc-700 dark:text-zinc-300">{_("team.sso.publish")}</p>
          <p>
            <span className="text-zinc-600 dark:text-zinc-400">{_("team.sso.recordName")} </span>
            <code className="break-all font-mono">{domain.record.name}</code>
          </p>
          <p>
            <span className="text-zinc-600 dark:text-zinc-400">{_("team.sso.recordValue")} </span>
            <code className="break-all font-mono">{domain.record.value}</code>
          </p>
          {domain.provableByAddress ? (
            <p className="text-zinc-700 dark:text-zinc-300">
              {_("team.sso.provableByAddress", { domain: domain.domain })}
            </p>
          ) : null}
        </div>
      )}
      {verify.error ? <InlineAlert>{errorMessage(verify.error)}</InlineAlert> : null}
    </li>
  );
}

/**
 * Settings > Security for team admins: single sign-on over OpenID Connect or SAML 2.0 (docs/product.md
 * "Single sign-on"): what to register at the provider, the provider's fields, a test sign-in before it
 * can be switched on, and the e-mail domains proven by DNS that send their people to it.
 */
export function SsoSection() {
  const { _ } = useCatalogue("team");
  const query = useSsoSettings();
  const [domain, setDomain] = useState("");
  const add = useAddSsoDomain({ mutationConfig: { onSuccess: () => setDomain("") } });
  const [params, setParams] = useSearchParams();
  const outcome = params.get("sso");
  useEffect(() => {
    if (outcome !== "tested" && outcome !== "test-failed") return;
    toast(
      outcome === "tested"
        ? { title: _("team.sso.testPassed"), variant: "success" }
        : { title: _("team.sso.testFailed"), variant: "destructive" },
    );
    const next = new URLSearchParams(params);
    next.delete("sso");
    setParams(next, { replace: true });
  }, [outcome, params, setParams, _]);

  return (
    <section aria-labelledby="sso-title" className="grid gap-4 border-t border-zinc-200 pt-6 dark:border-zinc-800">
      <div>
        <h2 id="sso-title" className="flex items-center gap-2 text-base font-semibold">
          {_("team.sso.title")}
          {query.data?.connection?.enabled ? <Badge tone="success">{_("team.sso.on")}</Badge> : null}
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{_("team.sso.description")}</p>
      </div>
      <QueryState query={query}>
        {(settings) => (
          <div className="grid gap-5">
            <ProviderSetup settings={settings} />
            {settings.connection ? <ProviderState connection={settings.connection} /> : null}
            <div className="grid gap-2">
              <h3 className="text-sm font-semibold">{_("team.sso.domains")}</h3>
              <p className="text-sm text-zinc-600 dark:text-zinc-400">{_("team.sso.domainsDescription")}</p>
              {settings.domains.length > 0 ? (
                <ul className="divide-y divide-zinc-200 dark:divide-zinc-800" aria-label={_("team.sso.domains")}>
                  {settings.domains.map((d) => (
                    <DomainRow key={d.domain} domain={d} />
                  ))}
                </ul>
              ) : null}
              <form
                className="grid gap-2 sm:max-w-md"
                onSubmit={(event) => {
                  event.preventDefault();
                  add.mutate(domain);
                }}
              >
                <Label htmlFor="sso-domain">{_("team.sso.addDomain")}</Label>
                <div className="flex gap-2">
                  <Input
                    id="sso-domain"
                    value={domain}
                    placeholder={_("team.sso.domainPlaceholder")}
                    onChange={(event) => setDomain(event.target.value)}
                  />
                  <Button type="submit" variant="secondary" disabled={add.isPending || domain.trim() === ""}>
                    {_("team.sso.add")}
                  </Button>
                </div>
                {add.error ? <InlineAlert>{errorMessage(add.error)}</InlineAlert> : null}
              </form>
            </div>
          </div>
        )}
      </QueryState>
    </section>
  );
}
