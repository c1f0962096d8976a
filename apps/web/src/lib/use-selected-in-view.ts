import { useEffect, useRef } from 'react';

/** Room left beside a chosen chip, so it does not sit flush against the row's edge. */
const MARGIN_PX = 16;

/**
 * For a row of choices that scrolls sideways on a phone: when the choice changes (`choice`), the chosen
 * one (a pressed button, or the link to the current page) is scrolled into the row, so a choice made
 * elsewhere (a dashboard link to the last view, a reload, a shared link) is seen as chosen. Only the row
 * scrolls; the page stays where it is.
 */
export function useSelectedInView<T extends HTMLElement>(choice: unknown) {
  const row = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the row is measured again when the choice changes
  useEffect(() => {
    const element = row.current;
    const chosen = element?.querySelector<HTMLElement>('[aria-pressed="true"], [aria-current="page"]');
    if (!element || !chosen) return;
    const rowBox = element.getBoundingClientRect();
    const box = chosen.getBoundingClientRect();
    if (box.left < rowBox.left) element.scrollLeft -= rowBox.left - box.left + MARGIN_PX;
    else if (box.right > rowBox.right) element.scrollLeft += box.right - rowBox.right + MARGIN_PX;
  }, [choice]);
  return row;
}
