import { Plus, Webhook } from "lucide-react";
import { type FormEvent, useState } from "react";
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from "#shared/schemas/webhooks.ts";
import { formatInZone } from "#shared/time.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { CopyField } from "#web/components/ui/copy-field.tsx";
import { Dialog, DialogClose, DialogContent } from "#web/components/ui/dialog.tsx";
import { InlineAlert } from "#web/components/ui/inline-alert.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useViewerTimeZone } from "#web/lib/use-viewer-time-zone.ts";
import { useCreateWebhook } from "../api/create-webhook.ts";
import { useDeleteWebhook } from "../api/delete-webhook.ts";
import { useWebhookDeliveries } from "../api/get-webhook-deliveries.ts";
import { useWebhooks } from "../api/get-webhooks.ts";
import { useRedeliverWebhook } from "../api/redeliver-webhook.ts";
import { useRotateWebhookSecret } from "../api/rotate-webhook-secret.ts";
import { useSendWebhookTest } from "../api/send-webhook-test.ts";
import { useUpdateWebhook } from "../api/update-webhook.ts";

/** The event types by what they are about, in the order the form lists them. */
const GROUPS = ["booking", "series", "office", "member"] as const;
const typesOf = (group: (typeof GROUPS)[number]) => WEBHOOK_EVENT_TYPES.filter((type) => type.startsWith(`${group}.`));

/** Adding an endpoint: its URL, a description, and the events it receives. */
function AddWebhookDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (secret: string) => void;
}) {
  const { _ } = useCatalogue("team");
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [types, setTypes] = useState<WebhookEventType[]>(["booking.created", "booking.updated", "booking.cancelled"]);
  const add = useCreateWebhook({
    mutationConfig: {
      onSuccess: (made) => {
        setUrl("");
        setDescription("");
        onAdded(made.secret);
      },
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ url, description, eventTypes: types });
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
        <DialogContent title={_("team.webhooks.addTitle")} description={_("team.webhooks.addDescription")}>
          <form onSubmit={submit} className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor="webhook-url">{_("team.webhooks.url")}</Label>
              <Input
                id="webhook-url"
                type="url"
                inputMode="url"
                value={url}
                maxLength={2000}
                placeholder={_("team.webhooks.urlPlaceholder")}
                onChange={(event) => setUrl(event.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="webhook-description">{_("team.webhooks.descriptionLabel")}</Label>
              <Input
                id="webhook-description"
                value={description}
                maxLength={200}
                placeholder={_("team.webhooks.descriptionPlaceholder")}
                onChange={(event) => setDescription(event.target.value)}
              />
            </div>
            <fieldset className="grid gap-3">
              <legend className="mb-1 text-sm font-medium">{_("team.webhooks.events")}</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                {GROUPS.map((group) => (
                  <fieldset key={group} className="grid content-start gap-1.5">
                    <legend className="mb-1 text-xs font-medium text-zinc-600 dark:text-zinc-400">
                      {_(`team.webhooks.group.${group}`)}
                    </legend>
                    {typesOf(group).map((type) => (
                      <label key={type} className="flex items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          className="size-4 shrink-0 rounded border-zinc-300 accent-indigo-600"
                          checked={types.includes(type)}
                          onChange={(event) =>
                            setTypes(event.target.checked ? [...types, type] : types.filter((t) => t !== type))
                          }
                        />
                        <span className="font-mono text-xs">{type}</span>
                      </label>
                    ))}
                  </fieldset>
                ))}
              </div>
            </fieldset>
            {add.error ? <InlineAlert>{errorMessage(add.error)}</InlineAlert> : null}
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button type="button" variant="secondary">
                  {_("team.webhooks.cancel")}
                </Button>
              </DialogClose>
              <Button type="submit" disabled={add.isPending || url.trim() === "" || types.length === 0}>
                {add.isPending ? _("team.webhooks.adding") : _("team.webhooks.submit")}
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** A signing secret just made, shown this once. */
function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { _ } = useCatalogue("team");
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {secret ? (
        <DialogContent title={_("team.webhooks.secretTitle")} description={_("team.webhooks.secretDescription")}>
          <CopyField
            id="webhook-secret"
            label={_("team.webhooks.secret")}
            value={secret}
            copyLabel={_("team.webhooks.copySecret")}
          />
          <div className="flex justify-end">
            <DialogClose asChild>
              <Button>{_("team.webhooks.done")}</Button>
            </DialogClose>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

const STATUS_TONE = { pending: "warning", succeeded: "success", failed: "danger" } as const;

function DeliveryRow({ endpoint, delivery }: { endpoint: WebhookEndpoint; delivery: WebhookDelivery }) {
  const { _ } = useCatalogue("team");
  const dateStyle = useDateStyle();
  const zone = useViewerTimeZone();
  const when = (iso: string) => formatInZone(iso, zone, "MMM d, HH:mm", dateStyle);
  const redeliver = useRedeliverWebhook({
    mutationConfig: {
      onSuccess: () => toast({ title: _("team.webhooks.redelivered"), variant: "success" }),
      onError: (error) => toast({ title: errorMessage(error), variant: "destructive" }),
    },
  });
  const answer =
    delivery.lastStatus !== null
      ? _("team.webhooks.answer", { status: delivery.lastStatus, ms: delivery.lastDurationMs ?? 0 })
      : delivery.attempts > 0
        ? _("team.webhooks.noAnswer")
        : null;
  return (
    <li className="grid gap-1 py-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone={STATUS_TONE[delivery.status]}>{_(`team.webhooks.status.${delivery.status}`)}</Badge>
        <span className="font-mono text-xs">{delivery.eventType}</span>
        <span className="text-xs text-zinc-600 dark:text-zinc-400">{when(delivery.createdAt)}</span>
        <Button
          variant="secondary"
          size="sm"
          className="ml-auto"
          aria-label={_("team.webhooks.redeliverLabel", { event: delivery.eventType, time: when(delivery.createdAt) })}
          disabled={redeliver.isPending || !endpoint.enabled}
          onClick={() => redeliver.mutate({ id: endpoint.id, deliveryId: delivery.id })}
        >
          {_("team.webhooks.redeliver")}
        </Button>
      </div>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        {_("team.webhooks.attempts", { count: delivery.attempts })}
        {answer ? ` · ${answer}` : null}
        {delivery.nextAttemptAt && delivery.attempts > 0
          ? ` · ${_("team.webhooks.nextAttempt", { time: when(delivery.nextAttemptAt) })}`
          : null}
      </p>
      {delivery.lastError && delivery.status !== "succeeded" ? (
        <p className="text-xs break-words text-red-700 dark:text-red-300">{delivery.lastError}</p>
      ) : null}
      <details className="text-xs">
        <summary className="cursor-pointer text-zinc-600 dark:text-zinc-400">{_("team.webhooks.body")}</summary>
        <pre className="mt-1 max-h-48 overflow-auto rounded-md bg-zinc-100 p-2 font-mono whitespace-pre-wrap break-all dark:bg-zinc-900">
          {delivery.payload}
        </pre>
      </details>
    </li>
  );
}

/** An endpoint's delivery log, refreshed while it is open. */
function DeliveriesDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const { _ } = useCatalogue("team");
  return (
    <Dialog open={endpoint !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {endpoint ? (
        <DialogContent
          title={_("team.webhooks.deliveriesTitle")}
          description={_("team.webhooks.deliveriesDescription", { url: endpoint.url })}
          size="xl"
        >
          <DeliveryList endpoint={endpoint} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function DeliveryList({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { _ } = useCatalogue("team");
  const query = useWebhookDeliveries({ id: endpoint.id });
  return (
    <div className="max-h-[60vh] overflow-y-auto">
      <QueryState query={query}>
        {(deliveries) =>
          deliveries.length === 0 ? (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{_("team.webhooks.noDeliveries")}</p>
          ) : (
            <ul className="divide-y divide-zinc-200 dark:divide-zinc-800" aria-label={_("team.webhooks.deliveries")}>
              {deliveries.map((delivery) => (
                <DeliveryRow key={delivery.id} endpoint={endpoint} delivery={delivery} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}

function EndpointRow({
  endpoint,
  onDeliveries,
  onSecret,
  onRemove,
}: {
  endpoint: WebhookEndpoint;
  onDeliveries: (endpoint: WebhookEndpoint) => void;
  onSecret: (endpoint: WebhookEndpoint) => void;
  onRemove: (endpoint: WebhookEndpoint) => void;
}) {
  const { _ } = useCatalogue("team");
  const update = useUpdateWebhook({
    mutationConfig: { onError: (error) => toast({ title: errorMessage(error), variant: "destructive" }) },
  });
  const test = useSendWebhookTest({
    mutationConfig: {
      onSuccess: () =>
        toast({
          title: _("team.webhooks.tested"),
          description: _("team.webhooks.testedDescription"),
          variant: "success",
        }),
      onError: (error) => toast({ title: errorMessage(error), variant: "destructive" }),
    },
  });
  return (
    <li className="grid gap-2 py-4">
      <div className="flex items-start gap-3">
        <Webhook className="mt-0.5 size-4 shrink-0 text-zinc-500" aria-hidden="true" />
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="font-mono text-sm break-all">{endpoint.url}</p>
          <p className="text-xs text-zinc-600 dark:text-zinc-400">
            {endpoint.description ? `${endpoint.description} · ` : null}
            {_("team.webhooks.eventsCount", { count: endpoint.eventTypes.length })}
          </p>
          {endpoint.disabledReason ? (
            <p className="text-xs text-red-700 dark:text-red-300">{_("team.webhooks.offAfterFailures")}</p>
          ) : null}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <span className="text-xs text-zinc-600 dark:text-zinc-400" aria-hidden="true">
            {endpoint.enabled ? _("team.webhooks.on") : _("team.webhooks.off")}
          </span>
          <Switch
            checked={endpoint.enabled}
            disabled={update.isPending}
            aria-label={_("team.webhooks.toggle", { url: endpoint.url })}
            onCheckedChange={(enabled) => update.mutate({ id: endpoint.id, enabled })}
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-2 pl-7">
        <Button
          variant="secondary"
          size="sm"
          aria-label={_("team.webhooks.deliveriesLabel", { url: endpoint.url })}
          onClick={() => onDeliveries(endpoint)}
        >
          {_("team.webhooks.deliveries")}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={_("team.webhooks.testLabel", { url: endpoint.url })}
          disabled={test.isPending || !endpoint.enabled}
          onClick={() => test.mutate(endpoint.id)}
        >
          {_("team.webhooks.test")}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={_("team.webhooks.rotateLabel", { url: endpoint.url })}
          onClick={() => onSecret(endpoint)}
        >
          {_("team.webhooks.rotate")}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={_("team.webhooks.removeLabel", { url: endpoint.url })}
          onClick={() => onRemove(endpoint)}
        >
          {_("team.webhooks.remove")}
        </Button>
      </div>
    </li>
  );
}

/**
 * Settings > Team for team admins: the team's webhooks (docs/product.md "Webhooks"): each endpoint
 * with its events and state, on and off, its delivery log with redelivery, a test, a new secret,
 * removal; adding one shows its signing secret once.
 */
export function WebhooksSection() {
  const { _ } = useCatalogue("team");
  const query = useWebhooks();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);
  const rotate = useRotateWebhookSecret({
    mutationConfig: {
      onSuccess: (made) => {
        setRotating(null);
        setSecret(made.secret);
      },
    },
  });
  const remove = useDeleteWebhook({
    mutationConfig: {
      onSuccess: () => {
        setRemoving(null);
        toast({ title: _("team.webhooks.removedToast"), variant: "success" });
      },
    },
  });
  return (
    <section aria-labelledby="webhooks-title" className="grid gap-3 border-t border-zinc-200 pt-6 dark:border-zinc-800">
      <div>
        <h2 id="webhooks-title" className="text-base font-semibold">
          {_("team.webhooks.title")}
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{_("team.webhooks.description")}</p>
      </div>
      <QueryState query={query}>
        {(endpoints) =>
          endpoints.length === 0 ? (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{_("team.webhooks.none")}</p>
          ) : (
            <ul className="divide-y divide-zinc-200 dark:divide-zinc-800" aria-label={_("team.webhooks.list")}>
              {endpoints.map((endpoint) => (
                <EndpointRow
                  key={endpoint.id}
                  endpoint={endpoint}
                  onDeliveries={setLogOf}
                  onSecret={setRotating}
                  onRemove={setRemoving}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      <div>
        <Button variant="secondary" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          {_("team.webhooks.add")}
        </Button>
      </div>
      <AddWebhookDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(made) => {
          setAdding(false);
          setSecret(made);
        }}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <DeliveriesDialog endpoint={logOf} onClose={() => setLogOf(null)} />
      <ConfirmDialog
        item={rotating}
        tone="default"
        onClose={() => setRotating(null)}
        change={rotate}
        words={(endpoint) => ({
          title: _("team.webhooks.rotateTitle"),
          description: _("team.webhooks.rotateDescription", { url: endpoint.url }),
          keep: _("team.webhooks.keep"),
          confirm: _("team.webhooks.rotateConfirm"),
          pending: _("team.webhooks.rotating"),
        })}
      />
      <ConfirmDialog
        item={removing}
        onClose={() => setRemoving(null)}
        change={remove}
        words={(endpoint) => ({
          title: _("team.webhooks.removeTitle"),
          description: _("team.webhooks.removeDescription", { url: endpoint.url }),
          keep: _("team.webhooks.keep"),
          confirm: _("team.webhooks.remove"),
          pending: _("team.webhooks.removing"),
        })}
      />
    </section>
  );
}
