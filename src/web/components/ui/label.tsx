import { Label as LabelPrimitive } from "radix-ui";
import { type ComponentProps, lazy, Suspense, useEffect } from "react";
import { cn } from "#web/lib/cn.ts";
import { loadCatalogues } from "#web/lib/i18n.ts";

const LABEL_SIZES = { sm: "text-sm leading-none", xs: "text-xs" };

/** Form label; `size` xs beside a small control (a switch in a card's header). */
export function Label({
  className,
  size = "sm",
  ...props
}: ComponentProps<typeof LabelPrimitive.Root> & { size?: keyof typeof LABEL_SIZES }) {
  return (
    <LabelPrimitive.Root
      className={cn("font-medium text-zinc-800 dark:text-zinc-200", LABEL_SIZES[size], className)}
      {...props}
    />
  );
}

const importValidationMessage = () => import("./validation-message.tsx");
const LazyValidationMessage = lazy(async () => ({
  default: (await importValidationMessage()).WordedValidationMessage,
}));

/**
 * Loads the wording of validation messages (its code and the validation catalogue, kept out of the
 * pages' first load) while a form is on screen, before any message is shown.
 */
function usePreloadedValidation(): void {
  useEffect(() => {
    void Promise.all([importValidationMessage(), loadCatalogues(["validation"])]).catch(() => undefined);
  }, []);
}

/**
 * A shared schema's validation message in the reader's language (validation-message.tsx); until its
 * wording has loaded, as the schema wrote it.
 */
export function ValidationMessage({ message }: { message: string }) {
  usePreloadedValidation();
  return (
    <Suspense fallback={message}>
      <LazyValidationMessage message={message} />
    </Suspense>
  );
}

/** Validation message under a field, in the reader's language. */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  usePreloadedValidation();
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-700 dark:text-red-400">
      <ValidationMessage message={message} />
    </p>
  );
}
