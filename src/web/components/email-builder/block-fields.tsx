import type { EmailBlock } from "#shared/schemas/email-template.ts";
import { Input, Textarea } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";

/** The inputs of one block, by its type; `onFocusField` names the field so "Insert" knows where to write. */
export function BlockFields({
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
  const { _ } = useCatalogue("admin");
  const id = (key: string) => `email-block-${index}-${key}`;
  switch (block.type) {
    case "heading":
      return (
        <div className="grid gap-1.5">
          <Label htmlFor={id("text")}>{_("admin.emailBuilder.field.heading")}</Label>
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
          <Label htmlFor={id("text")}>{_("admin.emailBuilder.field.text")}</Label>
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
            <Label htmlFor={id("label")}>{_("admin.emailBuilder.field.buttonLabel")}</Label>
            <Input
              id={id("label")}
              value={block.label}
              maxLength={100}
              onFocus={() => onFocusField("label")}
              onChange={(e) => onChange({ label: e.target.value })}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={id("url")}>{_("admin.emailBuilder.field.buttonLink")}</Label>
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
      return <p className="text-sm text-zinc-600 dark:text-zinc-400">{_("admin.emailBuilder.field.details")}</p>;
    case "divider":
      return <p className="text-sm text-zinc-600 dark:text-zinc-400">{_("admin.emailBuilder.field.divider")}</p>;
  }
}
