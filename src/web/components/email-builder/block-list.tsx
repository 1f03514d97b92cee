import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import type { EmailBlockType } from "#shared/schemas/email-template.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";
import { BlockFields } from "./block-fields.tsx";
import {
  BLOCK_LABELS,
  type DraftBlock,
  draftBlock,
  moveBlock,
  newBlock,
  patchBlock,
  removeBlock,
} from "./email-blocks.ts";

/**
 * The template's blocks in order, each with its fields and its move and remove buttons, then one
 * button per block type to add. Changes go out as updates of the list (`onChange`), so quick
 * clicks build on each other.
 */
export function BlockList({
  blocks,
  blockTypes,
  onChange,
  onFocusField,
}: {
  blocks: DraftBlock[];
  blockTypes: EmailBlockType[];
  onChange: (update: (blocks: DraftBlock[]) => DraftBlock[]) => void;
  onFocusField: (blockKey: number, field: string) => void;
}) {
  const { _ } = useCatalogue("admin");
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{_("admin.emailBuilder.blocks")}</legend>
      <ol className="grid gap-3">
        {blocks.map(({ key, block }, index) => (
          <li key={key}>
            <Card className="grid gap-3 p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium">
                  {index + 1}. {_(BLOCK_LABELS[block.type])}
                </span>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    disabled={index === 0}
                    aria-label={_("admin.emailBuilder.block.up", { number: index + 1 })}
                    onClick={() => onChange((b) => moveBlock(b, index, -1))}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    disabled={index === blocks.length - 1}
                    aria-label={_("admin.emailBuilder.block.down", { number: index + 1 })}
                    onClick={() => onChange((b) => moveBlock(b, index, 1))}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    disabled={blocks.length === 1}
                    aria-label={_("admin.emailBuilder.block.remove", { number: index + 1 })}
                    onClick={() => onChange((b) => removeBlock(b, index))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <BlockFields
                block={block}
                index={index}
                onChange={(patch) => onChange((b) => patchBlock(b, key, patch))}
                onFocusField={(field) => onFocusField(key, field)}
              />
            </Card>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        {blockTypes.map((type) => (
          <Button
            key={type}
            variant="secondary"
            size="sm"
            onClick={() => onChange((b) => [...b, draftBlock(newBlock(type))])}
          >
            <Plus aria-hidden="true" />
            {_(BLOCK_LABELS[type])}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
