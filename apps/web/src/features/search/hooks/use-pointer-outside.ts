import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onOutside` on a press outside `ref` while `active` (docs/content.md#search: dropdowns close on
 * an outside click). The layouts' useOutsideClick also closes on Escape, which the search must not
 * hand on: there Escape closes only the list, and the pop-over or sidebar around it stays.
 */
export function usePointerOutside(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
): void {
  const latest = useRef(onOutside);
  latest.current = onOutside;
  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) latest.current();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [ref, active]);
}
