import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "#web/lib/cn.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type ContentProps = ComponentProps<typeof DialogPrimitive.Content>;

const OVERLAY = "fixed inset-0 z-50 bg-zinc-950/50";

/** What every modal here shares: a portal, the dimmed overlay and the content panel. */
function ModalFrame({ overlayClassName, ...props }: ContentProps & { overlayClassName: string }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClassName} />
      <DialogPrimitive.Content {...props} />
    </DialogPrimitive.Portal>
  );
}

/** The × in a panel's corner; `className` places it. */
function CloseButton({ className }: { className: string }) {
  const { _ } = useCatalogue("common");
  return (
    <DialogPrimitive.Close
      className={cn(
        "absolute rounded-md p-1 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 dark:hover:bg-zinc-800 dark:hover:text-zinc-100",
        className,
      )}
    >
      <X className="size-4" aria-hidden="true" />
      <span className="sr-only">{_("common.close")}</span>
    </DialogPrimitive.Close>
  );
}

const DIALOG_SIZES = {
  /** A question with two buttons. */
  md: "max-w-md p-6",
  lg: "max-w-lg p-6",
  /** A form with a list (customise the dashboard): more room on a phone. */
  xl: "max-w-xl p-4 sm:p-6",
};

/**
 * Centered modal panel with a title, optional description and close button. `className` adds
 * classes and never overrides the panel's (cn does not merge; scripts/class-clashes.ts checks).
 */
export function DialogContent({
  className,
  children,
  title,
  description,
  size = "lg",
  ...props
}: ContentProps & { title: string; description?: ReactNode; size?: keyof typeof DIALOG_SIZES }) {
  return (
    <ModalFrame
      overlayClassName={`${OVERLAY} backdrop-blur-[1px]`}
      className={cn(
        "fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-zinc-200 bg-white shadow-xl dark:border-zinc-800 dark:bg-zinc-900",
        DIALOG_SIZES[size],
        className,
      )}
      {...(description ? {} : { "aria-describedby": undefined })}
      {...props}
    >
      <div className="flex flex-col gap-1 pr-6">
        <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="text-sm text-zinc-600 dark:text-zinc-400">
            {description}
          </DialogPrimitive.Description>
        ) : null}
      </div>
      {children}
      <CloseButton className="top-4 right-4" />
    </ModalFrame>
  );
}

/** Bottom sheet (used by the mobile "More" menu). */
export function SheetContent({ className, children, title, ...props }: ContentProps & { title: string }) {
  return (
    <ModalFrame
      overlayClassName={OVERLAY}
      aria-describedby={undefined}
      className={cn(
        "fixed inset-x-0 bottom-0 z-50 rounded-t-2xl border-t border-zinc-200 bg-white p-4 pb-8 shadow-xl dark:border-zinc-800 dark:bg-zinc-900",
        className,
      )}
      {...props}
    >
      <DialogPrimitive.Title className="mb-3 text-base font-semibold">{title}</DialogPrimitive.Title>
      {children}
      <CloseButton className="top-3 right-3" />
    </ModalFrame>
  );
}

/**
 * A panel near the top of the screen without padding, visible title or close button, for a search
 * box with results under it (the command palette). `title` names it for screen readers.
 */
export function PaletteContent({ className, children, title, ...props }: ContentProps & { title: string }) {
  return (
    <ModalFrame
      overlayClassName={`${OVERLAY} backdrop-blur-[1px]`}
      aria-describedby={undefined}
      className={cn(
        "fixed top-4 left-1/2 z-50 w-[calc(100%-1.5rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-2xl sm:top-[12vh] dark:border-zinc-800 dark:bg-zinc-900",
        className,
      )}
      {...props}
    >
      <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
      {children}
    </ModalFrame>
  );
}
