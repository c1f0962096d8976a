import { useCallback, useMemo, useSyncExternalStore } from 'react';

// docs/catalogue.md#delivery-and-payment-notes: the city a shopper chose on one product page shows on
// every other, in this tab and in others, until they choose another.

/** A city chosen in the product page's picker, as remembered in localStorage. */
export interface ChosenPlace {
  cityId: string;
  provinceId: string;
  regionId: string;
  /** "Makati City, Metro Manila". */
  label: string;
}

export const CHOSEN_PLACE_KEY = 'fengshui:delivery-place';

const listeners = new Set<() => void>();
// What storage refused to keep (private mode), for this page only.
let memory: string | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CHOSEN_PLACE_KEY);
  } catch {
    return null;
  }
}

/** The stored place, or null when there is none or it is not one we wrote. */
export function parseChosenPlace(raw: string | null): ChosenPlace | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof ChosenPlace, unknown>>;
    const { cityId, provinceId, regionId, label } = value;
    if ([cityId, provinceId, regionId, label].every((field) => typeof field === 'string' && field !== ''))
      return { cityId, provinceId, regionId, label } as ChosenPlace;
    return null;
  } catch {
    return null;
  }
}

/** Remembers (or, with null, forgets) the chosen place and tells every picker on the page. */
export function rememberChosenPlace(place: ChosenPlace | null): void {
  try {
    if (place) window.localStorage.setItem(CHOSEN_PLACE_KEY, JSON.stringify(place));
    else window.localStorage.removeItem(CHOSEN_PLACE_KEY);
  } catch {
    // Storage refused (private mode): the choice holds on this page only.
    memory = place ? JSON.stringify(place) : null;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CHOSEN_PLACE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The remembered place (null on the server and while hydrating) and the function to change it. */
export function useChosenPlace(): [ChosenPlace | null, (place: ChosenPlace | null) => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw() ?? memory,
    () => null,
  );
  const place = useMemo(() => parseChosenPlace(raw), [raw]);
  const choose = useCallback((next: ChosenPlace | null) => rememberChosenPlace(next), []);
  return [place, choose];
}
