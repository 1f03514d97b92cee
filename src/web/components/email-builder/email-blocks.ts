import type { EmailBlock, EmailBlockType } from "#shared/schemas/email-template.ts";

/** The message id of each block type's name (the admin catalogue). */
export const BLOCK_LABELS: Record<EmailBlockType, string> = {
  heading: "admin.emailBuilder.block.heading",
  text: "admin.emailBuilder.block.text",
  button: "admin.emailBuilder.block.button",
  details: "admin.emailBuilder.block.details",
  divider: "admin.emailBuilder.block.divider",
};

/** The blocks a template may add: "Booking details" only where the mail is about a booking. */
export function blockTypesFor(hasDetails: boolean): EmailBlockType[] {
  return hasDetails ? ["heading", "text", "button", "details", "divider"] : ["heading", "text", "button", "divider"];
}

/**
 * A new block of `type`. Its placeholder text is the template's content (data, sent in the
 * e-mails' language), not the builder's words, so it stays as it is.
 */
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

/**
 * A block while it is edited, with a key of its own: the list's rows, their focus and the field
 * "Insert" writes into follow the block when it moves, rather than staying at its old place.
 */
export interface DraftBlock {
  key: number;
  block: EmailBlock;
}

let lastKey = 0;

/** `block` with a key no other draft block of this page has. */
export function draftBlock(block: EmailBlock): DraftBlock {
  lastKey += 1;
  return { key: lastKey, block };
}

/** `blocks` with the fields of the block keyed `key` replaced by `patch`. */
export function patchBlock(blocks: DraftBlock[], key: number, patch: Partial<Record<string, string>>): DraftBlock[] {
  return blocks.map((draft) =>
    draft.key === key ? { key, block: { ...draft.block, ...patch } as EmailBlock } : draft,
  );
}

/** `blocks` with block `index` moved one place up (-1) or down (1). */
export function moveBlock<T>(blocks: T[], index: number, by: -1 | 1): T[] {
  const moved = [...blocks];
  const [block] = moved.splice(index, 1);
  moved.splice(index + by, 0, block);
  return moved;
}

export function removeBlock<T>(blocks: T[], index: number): T[] {
  return blocks.filter((_, i) => i !== index);
}
