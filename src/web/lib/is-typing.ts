/**
 * Whether a key event comes from a place where typing must not trigger shortcuts (a text field, a
 * select, editable content): the shell's and the pages' shortcuts ignore it (spec section 2
 * "Keyboard shortcuts": ignored inside text inputs except Escape).
 */
export function isTyping(e: KeyboardEvent): boolean {
  const target = e.target as HTMLElement | null;
  if (!target) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}
