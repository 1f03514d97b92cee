import type { ErrorText } from "#shared/error-text.ts";
import { validationText } from "#shared/validation-text.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

/**
 * A shared schema's English validation message (a field's error, a theme's contrast problem) in
 * the reader's language, as the validation catalogue words it (src/shared/validation-text.ts); a
 * message the catalogue does not have shows as it is.
 */
export function WordedValidationMessage({ message }: { message: string }) {
  const { _ } = useCatalogue("validation");
  const text = validationText(message);
  if (!text) return message;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.values ?? {})) values[name] = worded(value, _);
  return _(text.id, values);
}

function worded(value: NonNullable<ErrorText["values"]>[string], _: (id: string) => string): string | number {
  if (typeof value !== "object") return value;
  return "id" in value ? _(value.id) : value.date;
}
