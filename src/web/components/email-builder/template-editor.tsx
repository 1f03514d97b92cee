import { useMemo, useRef, useState } from "react";
import type { EmailTemplate } from "#shared/schemas/email-template.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import type { EmailTemplateCopy } from "#web/lib/api/email-templates/email-template-keys.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { BlockList } from "./block-list.tsx";
import { blockTypesFor, type DraftBlock, draftBlock, patchBlock } from "./email-blocks.ts";
import { EmailPreview } from "./email-preview.tsx";
import { TemplateActions } from "./template-actions.tsx";
import { VariableList } from "./variable-list.tsx";

/**
 * One template being edited: it holds the draft (subject and blocks) and the last refusal, and
 * lays out the actions, the subject, the blocks and the variables beside the live preview.
 */
export function TemplateEditor({ copy, template }: { copy: EmailTemplateCopy; template: EmailTemplate }) {
  const { _ } = useCatalogue("admin");
  const [subject, setSubject] = useState(template.subject);
  const [blocks, setBlocks] = useState<DraftBlock[]>(() => template.blocks.map(draftBlock));
  const body = useMemo(() => ({ subject, blocks: blocks.map((draft) => draft.block) }), [subject, blocks]);
  const [error, setError] = useState<string | null>(null);
  /** The field a variable goes into when "Insert" is pressed: the last one focused (block by key). */
  const lastField = useRef<{ block: number | null; field: string } | null>(null);
  const dirty = JSON.stringify(body) !== JSON.stringify({ subject: template.subject, blocks: template.blocks });

  function insertVariable(name: string) {
    const token = `{{${name}}}`;
    const target = lastField.current;
    if (!target || target.block === null) {
      setSubject((s) => `${s}${token}`);
      return;
    }
    const key = target.block;
    const block = blocks.find((draft) => draft.key === key)?.block as Record<string, unknown> | undefined;
    // The block was removed since: there is no field to write into.
    if (!block || typeof block[target.field] !== "string") return;
    const patch = { [target.field]: `${block[target.field] as string}${token}` };
    setBlocks((b) => patchBlock(b, key, patch));
  }

  return (
    <div className="grid min-w-0 gap-6 xl:grid-cols-2">
      <div className="grid min-w-0 content-start gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-lg font-semibold">{template.name}</h2>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{template.description}</p>
          </div>
          {template.overridden ? (
            <Badge tone="accent">{_("admin.emailBuilder.edited")}</Badge>
          ) : (
            <Badge>{_("admin.emailBuilder.default")}</Badge>
          )}
        </div>
        {error ? (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
          >
            {error}
          </p>
        ) : null}
        <TemplateActions copy={copy} template={template} body={body} dirty={dirty} onError={setError} />
        <div className="grid gap-1.5">
          <Label htmlFor="email-subject">{_("admin.emailBuilder.subject")}</Label>
          <Input
            id="email-subject"
            value={subject}
            maxLength={200}
            onFocus={() => {
              lastField.current = { block: null, field: "subject" };
            }}
            onChange={(e) => setSubject(e.target.value)}
          />
        </div>
        <BlockList
          blocks={blocks}
          blockTypes={blockTypesFor(template.hasDetails)}
          onChange={setBlocks}
          onFocusField={(block, field) => {
            lastField.current = { block, field };
          }}
        />
        <VariableList variables={template.variables} onInsert={insertVariable} />
      </div>
      <EmailPreview copy={copy} id={template.id} body={body} />
    </div>
  );
}
