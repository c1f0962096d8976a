import { useEffect, useRef, useState } from 'react';

/**
 * A section's view/edit switch. Leaving edit mode puts focus back on the button that opened it (or on
 * the element with the given id), so a keyboard or screen-reader user is not dropped at the page top.
 */
export function useEditMode<T = true>() {
  const [editing, setEditing] = useState<T | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  // undefined: nothing to do; null: the opener; a string: that element's id.
  const focusTarget = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (editing !== null || focusTarget.current === undefined) return;
    const target = focusTarget.current ? document.getElementById(focusTarget.current) : openerRef.current;
    focusTarget.current = undefined;
    (target ?? openerRef.current)?.focus();
  }, [editing]);

  return {
    /** What is being edited (`true` for a whole section), or null in view mode. */
    editing,
    openerRef,
    start: (subject: T) => setEditing(() => subject),
    stop: (focusId?: string) => {
      focusTarget.current = focusId ?? null;
      setEditing(null);
    },
  };
}
