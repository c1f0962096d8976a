import { useState } from 'react';
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning.ts';

/**
 * The edited flag of a content form: any change through `edit` marks the form edited, which makes
 * the browser ask before leaving (except while the save is on its way); a save or delete clears it.
 */
export function useEditTracking(saving: boolean) {
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesWarning(dirty && !saving);
  const edit =
    <T>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setDirty(true);
    };
  return { edit, markSaved: () => setDirty(false) };
}
