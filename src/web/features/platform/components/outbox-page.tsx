import { RotateCw } from "lucide-react";
import { useSearchParams } from "react-router";
import type { AdminOutboxRow } from "#shared/schemas/platform.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { toast } from "#web/lib/toast-store.ts";
import { type OutboxStatus, useOutbox } from "../api/get-outbox.ts";
import { useRetryOutboxMessage } from "../api/retry-outbox-message.ts";
import { formatInstant } from "../utils/format.ts";
import { FilterPills, PagedList } from "./paged-list.tsx";

const FILTERS: { value: OutboxStatus | null; label: string }[] = [
  { value: null, label: "All" },
  { value: "pending", label: "Queued" },
  { value: "failed", label: "Failed" },
  { value: "sent", label: "Sent" },
];

/** Each status in words, with its tone (the word is always shown: never colour only). */
const STATUS = {
  pending: { label: "Queued", tone: "accent" },
  failed: { label: "Failed", tone: "danger" },
  sent: { label: "Sent", tone: "success" },
} as const satisfies Record<OutboxStatus, { label: string; tone: string }>;

const isStatus = (value: string | null): value is OutboxStatus =>
  value === "pending" || value === "failed" || value === "sent";

/**
 * /super-admin/outbox: the platform's mail, newest first, filtered by status, with each
 * message's tries and last error; a failed message can be put back in the queue. Bodies are not
 * shown (they may hold one-time links).
 */
export function OutboxPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const status = isStatus(raw) ? raw : null;
  const query = useOutbox(status);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-zinc-600">
          Every e-mail the platform sends waits here until the mail server takes it. Failed mail has used its 8 tries;
          retry it once the cause is fixed.
        </p>
        <FilterPills
          filters={FILTERS}
          value={status}
          onChange={(value) => setParams(value ? { status: value } : {}, { replace: true })}
        />
      </div>
      <PagedList
        query={{ ...query, data: query.data?.pages.flatMap((page) => page.messages) }}
        label="Outbox messages"
        errorFallback="The outbox could not be loaded"
        empty={status ? `No ${STATUS[status].label.toLowerCase()} mail.` : "No mail yet."}
      >
        {(message) => <OutboxItem key={message.id} message={message} />}
      </PagedList>
    </div>
  );
}

/** One message: recipient, subject, state, tries, times, last error; Retry when it failed. */
function OutboxItem({ message }: { message: AdminOutboxRow }) {
  const retry = useRetryOutboxMessage({
    mutationConfig: {
      onSuccess: () =>
        toast({
          title: "Back in the queue",
          description: `To ${message.to}: sent at the next try.`,
          variant: "success",
        }),
      onError: (error) => toast({ title: "Not retried", description: errorMessage(error), variant: "destructive" }),
    },
  });
  const state = STATUS[message.status];
  const tries = `${message.attempts} ${message.attempts === 1 ? "try" : "tries"}`;
  const when =
    message.status === "sent"
      ? `Sent ${formatInstant(message.sentAt)}`
      : message.status === "pending"
        ? `Next try ${formatInstant(message.nextAttemptAt)}`
        : `Gave up after ${tries}`;
  return (
    <li className="grid gap-2 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:gap-4">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 break-words font-medium text-zinc-900">{message.subject}</span>
          <Badge tone={state.tone}>{state.label}</Badge>
        </p>
        <p className="truncate text-sm text-zinc-700">To {message.to}</p>
        <p className="text-xs text-zinc-600">
          Queued {formatInstant(message.createdAt)} · {tries} · {when}
        </p>
        {message.lastError ? (
          <p className={cn("mt-1 text-xs break-words", message.status === "failed" ? "text-red-700" : "text-zinc-600")}>
            Last error: {message.lastError}
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
          aria-label={`Retry the mail to ${message.to}: ${message.subject}`}
        >
          <RotateCw className="size-4" aria-hidden="true" />
          Retry
        </Button>
      ) : null}
    </li>
  );
}
