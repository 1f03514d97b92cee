import type { EmailBlock } from "#shared/schemas/email-template.ts";
import { Input, Textarea } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";

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
