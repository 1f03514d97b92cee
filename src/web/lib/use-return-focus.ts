import { useRef } from "react";

/**
 * Returns focus to what opened a dialog when it closes. Radix gives focus back only to its own
 * Dialog.Trigger; dialogs opened from a grid cell have none, so focus fell to the page body and a
 * keyboard user tabbed ~30 times to get back. `remember` notes the focused opener (and selectors
 * of what may replace it, e.g. the cell a cancelled block frees); `prefer` names the element to
 * focus first (the block a booking just created); `restore` is the dialog's onCloseAutoFocus.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const preferred = useRef<string | null>(null);
  const fallbacks = useRef<string[]>([]);

  const remember = (fallbackSelectors: string[] = []) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    preferred.current = null;
    fallbacks.current = fallbackSelectors;
  };

  const prefer = (selector: string) => {
    preferred.current = selector;
  };

  const tryFocus = (): boolean => {
    const candidates: (HTMLElement | null)[] = [
      preferred.current ? document.querySelector<HTMLElement>(preferred.current) : null,
      opener.current?.isConnected ? opener.current : null,
      ...fallbacks.current.map((s) => document.querySelector<HTMLElement>(s)),
    ];
    const target = candidates.find((el) => el?.isConnected);
    if (!target) return false;
    target.focus({ preventScroll: false });
    return document.activeElement === target;
  };

  const restore = (event: Event) => {
    event.preventDefault();
    // The replacement (a new block) may render a frame after the dialog unmounts.
    if (!tryFocus()) requestAnimationFrame(() => tryFocus());
  };

  return { remember, prefer, restore };
}
