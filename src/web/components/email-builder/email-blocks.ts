import type { EmailBlock, EmailBlockType } from "#shared/schemas/email-template.ts";

export const BLOCK_LABELS: Record<EmailBlockType, string> = {
  heading: "Heading",
  text: "Text",
  button: "Button",
  details: "Booking details",
  divider: "Divider",
};

/** The blocks a template may add: "Booking details" only where the mail is about a booking. */
export function blockTypesFor(hasDetails: boolean): EmailBlockType[] {
  return hasDetails ? ["heading", "text", "button", "details", "divider"] : ["heading", "text", "button", "divider"];
}

export function newBlock(type: EmailBlockType): EmailBlock {
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

/** `blocks` with the fields of block `index` replaced by `patch`. */
export function patchBlock(blocks: EmailBlock[], index: number, patch: Partial<Record<string, string>>): EmailBlock[] {
  return blocks.map((block, i) => (i === index ? ({ ...block, ...patch } as EmailBlock) : block));
}

/** `blocks` with block `index` moved one place up (-1) or down (1). */
export function moveBlock(blocks: EmailBlock[], index: number, by: -1 | 1): EmailBlock[] {
  const moved = [...blocks];
  const [block] = moved.splice(index, 1);
  moved.splice(index + by, 0, block);
  return moved;
}

export function removeBlock(blocks: EmailBlock[], index: number): EmailBlock[] {
  return blocks.filter((_, i) => i !== index);
}
