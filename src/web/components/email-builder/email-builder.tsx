/**
 * The email builder (docs/product.md "Notifications and e-mail"), used by team admins
 * (/email-builder, the team's copies) and super admins (/super-admin/email-templates, the platform
 * defaults): pick a template, edit its subject and blocks with {{variables}}, see the rendered HTML
 * and plain text with sample data as you type, save, send a test to yourself, or reset to the
 * default.
 */
import { ArrowDown, ArrowUp, Plus, RotateCcw, Save, Send, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import type { EmailBlock, EmailBlockType, EmailTemplate, EmailTemplateBody } from "#shared/schemas/email-template.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { Dialog, DialogClose, DialogContent } from "#web/components/ui/dialog.tsx";
import { Input, NativeSelect, Textarea } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import type { EmailTemplateScope } from "#web/lib/api/email-templates/email-template-keys.ts";
import { useEmailTemplate } from "#web/lib/api/email-templates/get-email-template.ts";
import { useEmailTemplates } from "#web/lib/api/email-templates/get-email-templates.ts";
import { useEmailPreview } from "#web/lib/api/email-templates/preview-email-template.ts";
import { useResetEmailTemplate } from "#web/lib/api/email-templates/reset-email-template.ts";
import { useSaveEmailTemplate } from "#web/lib/api/email-templates/save-email-template.ts";
import { useSendTestEmail } from "#web/lib/api/email-templates/send-test-email.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useDebouncedValue } from "#web/lib/use-debounced-value.ts";

const BLOCK_LABELS: Record<EmailBlockType, string> = {
  heading: "Heading",
  text: "Text",
  button: "Button",
  details: "Booking details",
  divider: "Divider",
};

function newBlock(type: EmailBlockType): EmailBlock {
  switch (type) {
    case "heading":
      return { type, text: "Heading" };
    case "text":
      return { type, text: "Text" };
    case "button":
      return { type, label: "Open", url: "{{link}}" };
    case "details":
      return { type };
    case "divider":
      return { type };
  }
}

/** The whole builder for one scope: the template list, then the selected template's editor and preview. */
export function EmailBuilder({ scope }: { scope: EmailTemplateScope }) {
  const list = useEmailTemplates(scope);
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <QueryState query={list}>
      {({ templates }) => {
        const current = selected ?? templates[0]?.id ?? "invite";
        return (
          <div className="grid gap-6 2xl:grid-cols-[14rem_minmax(0,1fr)]">
            <div className="max-w-sm 2xl:hidden">
              <Label htmlFor="email-template-select">Template</Label>
              <NativeSelect
                id="email-template-select"
                className="mt-1.5"
                value={current}
                onChange={(e) => setSelected(e.target.value)}
              >
                {templates.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                    {t.overridden ? " (edited)" : ""}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <nav aria-label="E-mail templates" className="hidden 2xl:block">
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
                      {t.overridden ? <Badge tone="accent">Edited</Badge> : null}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            <TemplateLoader key={current} scope={scope} id={current} />
          </div>
        );
      }}
    </QueryState>
  );
}

function TemplateLoader({ scope, id }: { scope: EmailTemplateScope; id: string }) {
  const template = useEmailTemplate(scope, id);
  return (
    <QueryState query={template}>
      {(data) => (
        <TemplateEditor key={`${data.id}:${data.updatedAt}:${data.overridden}`} scope={scope} template={data} />
      )}
    </QueryState>
  );
}

function TemplateEditor({ scope, template }: { scope: EmailTemplateScope; template: EmailTemplate }) {
  const [body, setBody] = useState<EmailTemplateBody>({ subject: template.subject, blocks: template.blocks });
  const [error, setError] = useState<string | null>(null);
  /** The field a variable goes into when "Insert" is pressed: the last one focused. */
  const lastField = useRef<{ block: number | null; key: string } | null>(null);
  const save = useSaveEmailTemplate(scope, template.id);
  const reset = useResetEmailTemplate(scope, template.id);
  const sendTest = useSendTestEmail(scope, template.id);
  const preview = useEmailPreview(scope, template.id, useDebouncedValue(body, 400));
  const dirty = JSON.stringify(body) !== JSON.stringify({ subject: template.subject, blocks: template.blocks });
  const defaultLabel = scope === "team" ? "the platform default" : "the shipped default";

  const update = (index: number, patch: Partial<Record<string, string>>) =>
    setBody((b) => ({
      ...b,
      blocks: b.blocks.map((block, i) => (i === index ? ({ ...block, ...patch } as EmailBlock) : block)),
    }));
  const move = (index: number, by: -1 | 1) =>
    setBody((b) => {
      const blocks = [...b.blocks];
      const [block] = blocks.splice(index, 1);
      blocks.splice(index + by, 0, block);
      return { ...b, blocks };
    });
  const remove = (index: number) => setBody((b) => ({ ...b, blocks: b.blocks.filter((_, i) => i !== index) }));
  const add = (type: EmailBlockType) => setBody((b) => ({ ...b, blocks: [...b.blocks, newBlock(type)] }));

  function insertVariable(name: string) {
    const token = `{{${name}}}`;
    const target = lastField.current;
    if (!target || target.block === null) {
      setBody((b) => ({ ...b, subject: `${b.subject}${token}` }));
      return;
    }
    const block = body.blocks[target.block] as Record<string, unknown> | undefined;
    if (!block || typeof block[target.key] !== "string") return;
    update(target.block, { [target.key]: `${block[target.key] as string}${token}` });
  }

  const onSave = () =>
    save.mutate(body, {
      onSuccess: () => {
        setError(null);
        toast({ title: "Template saved", variant: "success" });
      },
      onError: (e) => setError(errorMessage(e, "The template could not be saved")),
    });
  const onTest = () =>
    sendTest.mutate(body, {
      onSuccess: ({ to }) => {
        setError(null);
        toast({ title: "Test e-mail queued", description: `It goes to ${to}.`, variant: "success" });
      },
      onError: (e) => setError(errorMessage(e, "The test could not be sent")),
    });

  const blockTypes: EmailBlockType[] = template.hasDetails
    ? ["heading", "text", "button", "details", "divider"]
    : ["heading", "text", "button", "divider"];

  return (
    <div className="grid min-w-0 gap-6 xl:grid-cols-2">
      <div className="grid min-w-0 content-start gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-lg font-semibold">{template.name}</h2>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{template.description}</p>
          </div>
          {template.overridden ? <Badge tone="accent">Edited</Badge> : <Badge>Default</Badge>}
        </div>
        {error ? (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
          >
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button onClick={onSave} disabled={save.isPending || (!dirty && template.overridden)}>
            <Save aria-hidden="true" />
            {save.isPending ? "Saving..." : "Save"}
          </Button>
          <Button variant="secondary" onClick={onTest} disabled={sendTest.isPending}>
            <Send aria-hidden="true" />
            Send test to me
          </Button>
          <ResetButton
            disabled={!template.overridden || reset.isPending}
            defaultLabel={defaultLabel}
            onConfirm={() =>
              reset.mutate(undefined, {
                onSuccess: () => toast({ title: "Template reset to default", variant: "success" }),
                onError: (e) => setError(errorMessage(e, "The template could not be reset")),
              })
            }
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="email-subject">Subject</Label>
          <Input
            id="email-subject"
            value={body.subject}
            maxLength={200}
            onFocus={() => {
              lastField.current = { block: null, key: "subject" };
            }}
            onChange={(e) => setBody((b) => ({ ...b, subject: e.target.value }))}
          />
        </div>
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">Blocks</legend>
          <ol className="grid gap-3">
            {body.blocks.map((block, index) => (
              // Blocks have no id of their own; their place is their identity while editing.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <li key={index}>
                <Card className="grid gap-3 p-3">
                  <div className="flex items-center justify-between gap-2">
                    <span className="text-sm font-medium">
                      {index + 1}. {BLOCK_LABELS[block.type]}
                    </span>
                    <div className="flex gap-1">
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        disabled={index === 0}
                        aria-label={`Move block ${index + 1} up`}
                        onClick={() => move(index, -1)}
                      >
                        <ArrowUp aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        disabled={index === body.blocks.length - 1}
                        aria-label={`Move block ${index + 1} down`}
                        onClick={() => move(index, 1)}
                      >
                        <ArrowDown aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        disabled={body.blocks.length === 1}
                        aria-label={`Remove block ${index + 1}`}
                        onClick={() => remove(index)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </div>
                  <BlockFields
                    block={block}
                    index={index}
                    onChange={(patch) => update(index, patch)}
                    onFocusField={(key) => {
                      lastField.current = { block: index, key };
                    }}
                  />
                </Card>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap gap-2">
            {blockTypes.map((type) => (
              <Button key={type} variant="secondary" size="sm" onClick={() => add(type)}>
                <Plus aria-hidden="true" />
                {BLOCK_LABELS[type]}
              </Button>
            ))}
          </div>
        </fieldset>
        <section aria-labelledby="email-variables" className="grid gap-2">
          <h3 id="email-variables" className="text-sm font-medium">
            Variables
          </h3>
          <p className="text-xs text-zinc-600 dark:text-zinc-400">
            Insert puts the variable at the end of the field you last edited. Values are escaped; names are quoted.
          </p>
          <ul className="grid gap-1">
            {template.variables.map((v) => (
              <li key={v.name} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="min-w-0">
                  <code className="rounded bg-zinc-100 px-1 py-0.5 text-xs dark:bg-zinc-800">{`{{${v.name}}}`}</code>{" "}
                  <span className="text-zinc-600 dark:text-zinc-400">{v.description}</span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Insert {{${v.name}}}`}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => insertVariable(v.name)}
                >
                  Insert
                </Button>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section
        aria-labelledby="email-preview"
        className="grid min-w-0 content-start gap-3 xl:sticky xl:top-4 xl:self-start"
      >
        <h3 id="email-preview" className="text-sm font-medium">
          Preview <span className="font-normal text-zinc-600 dark:text-zinc-400">(sample data)</span>
        </h3>
        {preview.isError ? (
          <p role="status" className="text-sm text-red-700 dark:text-red-300">
            {errorMessage(preview.error, "The preview could not be rendered")}
          </p>
        ) : null}
        <p className="text-sm">
          <span className="text-zinc-600 dark:text-zinc-400">Subject: </span>
          <span data-testid="preview-subject" className="font-medium">
            {preview.data?.subject ?? ""}
          </span>
        </p>
        {/* A new frame per rendering: Chromium sometimes left the frame blank when `srcdoc` changed
            while the previous document was still loading (first on an empty one). Sandboxed without
            scripts: the preview is markup only. */}
        <iframe
          key={preview.data?.html ?? ""}
          title="HTML preview"
          sandbox=""
          srcDoc={preview.data?.html ?? ""}
          className={cn("h-96 w-full rounded-md border border-zinc-200 bg-white dark:border-zinc-700")}
        />
        <div className="grid gap-1.5">
          <span className="text-sm font-medium">Plain text</span>
          <pre
            data-testid="preview-text"
            className="max-h-64 overflow-auto rounded-md border border-zinc-200 bg-zinc-50 p-3 text-xs whitespace-pre-wrap text-zinc-800 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200"
          >
            {preview.data?.text ?? ""}
          </pre>
        </div>
      </section>
    </div>
  );
}

function BlockFields({
  block,
  index,
  onChange,
  onFocusField,
}: {
  block: EmailBlock;
  index: number;
  onChange: (patch: Record<string, string>) => void;
  onFocusField: (key: string) => void;
}) {
  const id = (key: string) => `email-block-${index}-${key}`;
  switch (block.type) {
    case "heading":
      return (
        <div className="grid gap-1.5">
          <Label htmlFor={id("text")}>Heading text</Label>
          <Input
            id={id("text")}
            value={block.text}
            maxLength={200}
            onFocus={() => onFocusField("text")}
            onChange={(e) => onChange({ text: e.target.value })}
          />
        </div>
      );
    case "text":
      return (
        <div className="grid gap-1.5">
          <Label htmlFor={id("text")}>Text</Label>
          <Textarea
            id={id("text")}
            value={block.text}
            maxLength={2000}
            onFocus={() => onFocusField("text")}
            onChange={(e) => onChange({ text: e.target.value })}
          />
        </div>
      );
    case "button":
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={id("label")}>Button label</Label>
            <Input
              id={id("label")}
              value={block.label}
              maxLength={100}
              onFocus={() => onFocusField("label")}
              onChange={(e) => onChange({ label: e.target.value })}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={id("url")}>Button link</Label>
            <Input
              id={id("url")}
              value={block.url}
              maxLength={2000}
              onFocus={() => onFocusField("url")}
              onChange={(e) => onChange({ url: e.target.value })}
            />
          </div>
        </div>
      );
    case "details":
      return <p className="text-sm text-zinc-600 dark:text-zinc-400">The booking's office and time.</p>;
    case "divider":
      return <p className="text-sm text-zinc-600 dark:text-zinc-400">A horizontal line.</p>;
  }
}

function ResetButton({
  disabled,
  defaultLabel,
  onConfirm,
}: {
  disabled: boolean;
  defaultLabel: string;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" disabled={disabled} onClick={() => setOpen(true)}>
        <RotateCcw aria-hidden="true" />
        Reset to default
      </Button>
      <DialogContent
        title="Reset to default?"
        description={`Your changes to this template are removed and ${defaultLabel} is sent again.`}
      >
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            Reset
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
