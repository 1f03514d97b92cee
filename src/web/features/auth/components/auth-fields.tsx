/**
 * The fields the three auth forms share (sign in, create team, join team), so each is labelled,
 * described and autofilled the same way everywhere. `registration` is react-hook-form's
 * `register(name)` result; `id` also names the error (`${id}-error`) and strength meter elements.
 */
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";
import { PasswordStrength } from "./password-strength.tsx";

interface FieldProps {
  id: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

/** "Your Name". */
export function NameField({ id, error, registration }: FieldProps) {
  const { _ } = useCatalogue("auth");
  return (
    <FormField id={id} label={_("auth.field.name.label")} error={error}>
      {(control) => (
        <Input autoComplete="name" placeholder={_("auth.field.name.placeholder")} {...control} {...registration} />
      )}
    </FormField>
  );
}

/** "Email", the address one signs in with. */
export function EmailField({ id, error, registration }: FieldProps) {
  const { _ } = useCatalogue("auth");
  return (
    <FormField id={id} label={_("auth.field.email.label")} error={error}>
      {(control) => (
        <Input
          type="email"
          autoComplete="email"
          placeholder={_("auth.field.email.placeholder")}
          {...control}
          {...registration}
        />
      )}
    </FormField>
  );
}

/** "Password" for a new account, with the strength meter (which also describes the input). */
export function NewPasswordField({ id, error, registration, password }: FieldProps & { password: string }) {
  const { _ } = useCatalogue("auth");
  const strengthId = `${id}-strength`;
  return (
    <FormField
      id={id}
      label={_("auth.field.password.label")}
      error={error}
      describedBy={password ? strengthId : undefined}
      hint={<PasswordStrength id={strengthId} password={password} />}
    >
      {(control) => (
        <PasswordInput
          autoComplete="new-password"
          placeholder={_("auth.field.newPassword.placeholder")}
          {...control}
          {...registration}
        />
      )}
    </FormField>
  );
}
