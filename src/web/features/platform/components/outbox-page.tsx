import { RotateCw } from "lucide-react";
import { useSearchParams } from "react-router";
import type { AdminOutboxRow } from "#shared/schemas/platform.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { type OutboxStatus, useOutbox } from "../api/get-outbox.ts";
import { useRetryOutboxMessage } from "../api/retry-outbox-message.ts";
import { formatInstant } from "../utils/format.ts";
import { FilterPills, PagedList } from "./paged-list.tsx";

/** The filters, their labels as message ids. */
const FILTERS: { value: OutboxStatus | null; label: string }[] = [
  { value: null, label: "platform.outbox.filter.all" },
  { value: "pending", label: "platform.outbox.status.pending" },
  { value: "failed", label: "platform.outbox.status.failed" },
  { value: "sent", label: "platform.outbox.status.sent" },
];

/** Each status in words (a message id), with its tone (the word is always shown: never colour only); `empty` when none has it. */
const STATUS = {
  pending: { label: "platform.outbox.status.pending", tone: "accent", empty: "platform.outbox.empty.pending" },
  failed: { label: "platform.outbox.status.failed", tone: "danger", empty: "platform.outbox.empty.failed" },
  sent: { label: "platform.outbox.status.sent", tone: "success", empty: "platform.outbox.empty.sent" },
} as const satisfies Record<OutboxStatus, { label: string; tone: string; empty: string }>;

const isStatus = (value: string | null): value is OutboxStatus =>
  value === "pending" || value === "failed" || value === "sent";

/**
 * /super-admin/outbox: the platform's mail, newest first, filtered by status, with each
 * message's tries and last error; a failed message can be put back in the queue. Bodies are not
 * shown (they may hold one-time links).
 */
export function OutboxPage() {
  const { _ } = useCatalogue("platform");
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const status = isStatus(raw) ? raw : null;
  const query = useOutbox(status);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-zinc-600">{_("platform.outbox.description")}</p>
        <FilterPills
          filters={FILTERS.map((filter) => ({ ...filter, label: _(filter.label) }))}
          value={status}
          onChange={(value) => setParams(value ? { status: value } : {}, { replace: true })}
        />
      </div>
      <PagedList
        query={{ ...query, data: query.data?.pages.flatMap((page) => page.messages) }}
        label={_("platform.outbox.list")}
        errorFallback={_("platform.outbox.error")}
        empty={_(status ? STATUS[status].empty : "platform.outbox.empty")}
      >
        {(message) => <OutboxItem key={message.id} message={message} />}
      </PagedList>
    </div>
  );
}

/** One message: recipient, subject, state, tries, times, last error; Retry when it failed. */
function OutboxItem({ message }: { message: AdminOutboxRow }) {
  const { _ } = useCatalogue("platform");
  const dateStyle = useDateStyle();
  const retry = useRetryOutboxMessage({
    mutationConfig: {
      onSuccess: () =>
        toast({
          title: _("platform.outbox.retried"),
          description: _("platform.outbox.retried.description", { to: message.to }),
          variant: "success",
        }),
      onError: (error) =>
        toast({ title: _("platform.outbox.notRetried"), description: errorMessage(error), variant: "destructive" }),
    },
  });
  const state = STATUS[message.status];
  const tries = _("platform.outbox.tries", { count: message.attempts });
  const when =
    message.status === "sent"
      ? _("platform.outbox.sentAt", { date: formatInstant(message.sentAt, dateStyle) })
      : message.status === "pending"
        ? _("platform.outbox.nextTry", { date: formatInstant(message.nextAttemptAt, dateStyle) })
        : _("platform.outbox.gaveUp", { count: message.attempts });
  return (
    <li className="grid gap-2 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:gap-4">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 break-words font-medium text-zinc-900">{message.subject}</span>
          <Badge tone={state.tone}>{_(state.label)}</Badge>
        </p>
        <p className="truncate text-sm text-zinc-700">{_("platform.mail.to", { to: message.to })}</p>
        <p className="text-xs text-zinc-600">
          {_("platform.outbox.queuedAt", { date: formatInstant(message.createdAt, dateStyle) })} · {tries} · {when}
        </p>
        {message.lastError ? (
          <p className={cn("mt-1 text-xs break-words", message.status === "failed" ? "text-red-700" : "text-zinc-600")}>
            {_("platform.outbox.lastError", { error: message.lastError })}
          </p>
        ) : null}
      </div>
      {message.status === "failed" ? (
        <Button
          variant="secondary"
          size="sm"
          className="justify-self-start"
          disabled={retry.isPending}
          onClick={() => retry.mutate(message.id)}
          aria-label={_("platform.outbox.retry.label", { to: message.to, subject: message.subject })}
        >
          <RotateCw className="size-4" aria-hidden="true" />
          {_("platform.outbox.retry")}
        </Button>
      ) : null}
    </li>
  );
}
