import { AlertTriangle, CheckCircle2, Info, X, XCircle } from "lucide-react";
import { Toast } from "radix-ui";
import { cn } from "#web/lib/cn.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { dismissToast, type ToastVariant, useToastState } from "#web/lib/toast-store.ts";

const styles: Record<ToastVariant, string> = {
  default: "border-zinc-200 bg-white text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100",
  destructive: "border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100",
  success:
    "border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  warning: "border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100",
  info: "border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100",
};

const icons = {
  default: null,
  destructive: XCircle,
  success: CheckCircle2,
  warning: AlertTriangle,
  info: Info,
} as const;

/** Renders the single current toast (spec: one visible, new replaces old, 2000 ms). */
export function Toaster() {
  const { _ } = useCatalogue("common");
  const item = useToastState();
  const Icon = item ? icons[item.variant] : null;
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={2000}>
      {item ? (
        <Toast.Root
          key={item.id}
          duration={item.duration}
          type={item.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg",
            styles[item.variant],
          )}
          data-testid="toast"
        >
          {Icon ? <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" /> : null}
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description ? (
              <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100">
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">{_("common.toast.dismiss")}</span>
          </Toast.Close>
        </Toast.Root>
      ) : null}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 max-md:bottom-16" />
    </Toast.Provider>
  );
}
