/**
 * The email builder (docs/product.md "Notifications and e-mail"), used by team admins
 * (/email-builder, the team's copies) and super admins (/super-admin/email-templates, the platform
 * defaults): pick a language and a template, edit its subject and blocks with {{variables}}, see
 * the rendered HTML and plain text with that language's sample data as you type, save, send a test
 * to yourself, or reset to the default. Each language's copy is its own: a recipient gets the copy
 * in their language (docs/product.md "Languages").
 */
import { useId, useState } from "react";
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language, SOURCE_LANGUAGE } from "#shared/i18n.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { NativeSelect } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import type { EmailTemplateCopy, EmailTemplateScope } from "#web/lib/api/email-templates/email-template-keys.ts";
import { useEmailTemplate } from "#web/lib/api/email-templates/get-email-template.ts";
import { useEmailTemplates } from "#web/lib/api/email-templates/get-email-templates.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { TemplateEditor } from "./template-editor.tsx";

/**
 * The whole builder for one scope: the language and the template list, then the selected template's
 * editor and preview. It opens on the copy in the reader's own language.
 */
export function EmailBuilder({ scope }: { scope: EmailTemplateScope }) {
  const { _, i18n } = useCatalogue("admin");
  const [language, setLanguage] = useState<Language>(isLanguage(i18n.locale) ? i18n.locale : SOURCE_LANGUAGE);
  const copy: EmailTemplateCopy = { scope, language };
  const list = useEmailTemplates(copy);
  const [selected, setSelected] = useState<string | null>(null);
  const hintId = useId();
  const languageSelect = (
    <div className="max-w-sm">
      <Label htmlFor="email-language-select">{_("admin.emailBuilder.language")}</Label>
      <NativeSelect
        id="email-language-select"
        className="mt-1.5"
        value={language}
        aria-describedby={hintId}
        onChange={(e) => setLanguage(e.target.value as Language)}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </NativeSelect>
      <p id={hintId} className="mt-1.5 text-xs text-zinc-600 dark:text-zinc-400">
        {_("admin.emailBuilder.language.hint")}
      </p>
    </div>
  );
  return (
    <QueryState query={list}>
      {({ templates }) => {
        const current = selected ?? templates[0]?.id ?? "invite";
        return (
          <div className="grid gap-6 2xl:grid-cols-[14rem_minmax(0,1fr)]">
            <div className="grid gap-4 sm:grid-cols-2 2xl:col-span-2">
              {languageSelect}
              <div className="max-w-sm 2xl:hidden">
                <Label htmlFor="email-template-select">{_("admin.emailBuilder.template")}</Label>
                <NativeSelect
                  id="email-template-select"
                  className="mt-1.5"
                  value={current}
                  onChange={(e) => setSelected(e.target.value)}
                >
                  {templates.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.overridden ? _("admin.emailBuilder.template.edited", { name: t.name }) : t.name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
            <nav aria-label={_("admin.emailBuilder.templates")} className="hidden 2xl:block">
              <ul className="grid gap-1">
                {templates.map((t) => (
                  <li key={t.id}>
                    <button
                      type="button"
                      aria-current={t.id === current ? "true" : undefined}
                      onClick={() => setSelected(t.id)}
                      className="flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-indigo-600 aria-[current]:bg-indigo-50 aria-[current]:font-medium aria-[current]:text-indigo-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:aria-[current]:bg-indigo-950 dark:aria-[current]:text-indigo-100"
                    >
                      <span>{t.name}</span>
                      {t.overridden ? <Badge tone="accent">{_("admin.emailBuilder.edited")}</Badge> : null}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            <TemplateLoader key={`${language}:${current}`} copy={copy} id={current} />
          </div>
        );
      }}
    </QueryState>
  );
}

function TemplateLoader({ copy, id }: { copy: EmailTemplateCopy; id: string }) {
  const template = useEmailTemplate(copy, id);
  return (
    <QueryState query={template}>
      {(data) => <TemplateEditor key={`${data.id}:${data.updatedAt}:${data.overridden}`} copy={copy} template={data} />}
    </QueryState>
  );
}
