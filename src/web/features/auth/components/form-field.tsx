import type { ReactNode } from "react";
import { FieldError, Label } from "../../../components/ui/label.tsx";

/** A labelled field with its validation message. */
export function FormField({
  id,
  label,
  error,
  children,
  hint,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  children: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
      {hint}
    </div>
  );
}
