import type { ComponentProps } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "#web/components/ui/dialog.tsx";
import { errorMessage } from "#web/lib/api-client.ts";

/** The change a confirmation runs on an item's id, as a mutation hook returns it. */
export interface ConfirmedChange {
  mutate: (id: string) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

/** What the dialog says about its item. */
export interface ConfirmWords {
  title: string;
  description: string;
  keep: string;
  confirm: string;
  pending: string;
}

/**
 * Asks before `change` is made to `item` (null: closed): its words, its refusal in place, a way out
 * and the change itself, in red unless `tone` says it takes nothing away.
 */
export function ConfirmDialog<T extends { id: string }>({
  item,
  onClose,
  change,
  words,
  size,
  tone = "destructive",
}: {
  item: T | null;
  onClose: () => void;
  change: ConfirmedChange;
  words: (item: T) => ConfirmWords;
  size?: ComponentProps<typeof DialogContent>["size"];
  tone?: "destructive" | "default";
}) {
  const text = item ? words(item) : null;
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) {
          change.reset();
          onClose();
        }
      }}
    >
      {item && text ? (
        <DialogContent size={size} title={text.title} description={text.description}>
          {change.error ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errorMessage(change.error)}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">{text.keep}</Button>
            </DialogClose>
            <Button variant={tone} disabled={change.isPending} onClick={() => change.mutate(item.id)}>
              {change.isPending ? text.pending : text.confirm}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
