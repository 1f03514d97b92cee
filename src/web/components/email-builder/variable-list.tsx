import type { EmailTemplate } from "#shared/schemas/email-template.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";

/** The template's {{variables}} with what each holds, and an "Insert" button for each. */
export function VariableList({
  variables,
  onInsert,
}: {
  variables: EmailTemplate["variables"];
  onInsert: (name: string) => void;
}) {
  const { _ } = useCatalogue("admin");
  return (
    <section aria-labelledby="email-variables" className="grid gap-2">
      <h3 id="email-variables" className="text-sm font-medium">
        {_("admin.emailBuilder.variables")}
      </h3>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">{_("admin.emailBuilder.variables.help")}</p>
      <ul className="grid gap-1">
        {variables.map((v) => (
          <li key={v.name} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="min-w-0">
              <code className="rounded bg-zinc-100 px-1 py-0.5 text-xs dark:bg-zinc-800">{`{{${v.name}}}`}</code>{" "}
              <span className="text-zinc-600 dark:text-zinc-400">{v.description}</span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={_("admin.emailBuilder.variables.insertNamed", { variable: `{{${v.name}}}` })}
              // Keeps focus (and so the target field) where it was.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onInsert(v.name)}
            >
              {_("admin.emailBuilder.variables.insert")}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
