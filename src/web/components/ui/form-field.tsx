import type { ReactNode } from "react";
import { cn } from "#web/lib/cn.ts";
import { FieldError, Label } from "./label.tsx";

/** The accessibility props a field's control needs: its id and how it points at its error and hints. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * A labelled form field with its validation message (`${id}-error`) and an optional hint below.
 * Pass the control as children; as a function, it gets `FieldControlProps` so the control is
 * marked invalid and described by the error (and by `describedBy`, e.g. a hint's id) without
 * repeating the ids in every form.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  describedBy,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Extra element ids that describe the control (space-separated). */
  describedBy?: string;
  className?: string;
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}) {
  const errorId = `${id}-error`;
  const control: FieldControlProps = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [error ? errorId : null, describedBy].filter(Boolean).join(" ") || undefined,
  };
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {typeof children === "function" ? children(control) : children}
      <FieldError id={errorId} message={error} />
      {hint}
    </div>
  );
}

/** A hint under a field: pass its `id` to the FormField's `describedBy` so the control is described by it. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-xs text-zinc-600 dark:text-zinc-400">
      {children}
    </p>
  );
}
