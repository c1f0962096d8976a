export type LocationListKind = 'regions' | 'provinces' | 'districts' | 'cities' | 'barangays';

interface LocationListText {
  label: string;
  placeholder: string;
  /** Shown in the select while its parent is not chosen yet. */
  chooseParentFirst: string;
  loading: string;
  empty: string;
  failed: string;
}

// docs/accounts.md#messages: the empty and failure texts are the spec's.
export const LOCATION_LIST_TEXT: Record<LocationListKind, LocationListText> = {
  regions: {
    label: 'Region',
    placeholder: 'Select region',
    chooseParentFirst: 'Select region',
    loading: 'Loading regions…',
    empty: 'No regions found',
    failed: 'Failed to load regions. Please refresh the page.',
  },
  provinces: {
    label: 'Province',
    placeholder: 'Select province',
    chooseParentFirst: 'Select a region first',
    loading: 'Loading provinces…',
    empty: 'No provinces found for this region',
    failed: 'Failed to load provinces. Please try again.',
  },
  districts: {
    label: 'District',
    placeholder: 'Select district',
    chooseParentFirst: 'Select a region first',
    loading: 'Loading districts…',
    empty: 'No districts found for NCR',
    failed: 'Failed to load districts. Please try again.',
  },
  cities: {
    label: 'City / Municipality',
    placeholder: 'Select city or municipality',
    chooseParentFirst: 'Select a province first',
    loading: 'Loading cities…',
    empty: 'No cities found for this province/district',
    failed: 'Failed to load cities. Please try again.',
  },
  barangays: {
    label: 'Barangay',
    placeholder: 'Select barangay',
    chooseParentFirst: 'Select a city first',
    loading: 'Loading barangays…',
    empty: 'No barangays found for this city',
    failed: 'Failed to load barangays. Please try again.',
  },
};

export type LocationListStatus = 'waiting-for-parent' | 'loading' | 'error' | 'empty' | 'ready';

export interface LocationListQueryState {
  /** The level above has a value (always true for regions). */
  parentChosen: boolean;
  /** The parent changed less than the debounce delay ago, so the shown list would be stale. */
  settling: boolean;
  isPending: boolean;
  isError: boolean;
  count: number;
}

export function locationListStatus(state: LocationListQueryState): LocationListStatus {
  if (!state.parentChosen) return 'waiting-for-parent';
  if (state.settling) return 'loading';
  if (state.isError) return 'error';
  if (state.isPending) return 'loading';
  return state.count === 0 ? 'empty' : 'ready';
}

/** The text inside the select's first, empty option; in the capital region cities wait for a district. */
export function locationPlaceholder(
  kind: LocationListKind,
  status: LocationListStatus,
  capital = false,
): string {
  const text = LOCATION_LIST_TEXT[kind];
  if (status === 'waiting-for-parent') {
    return kind === 'cities' && capital ? 'Select a district first' : text.chooseParentFirst;
  }
  if (status === 'loading') return text.loading;
  return text.placeholder;
}

/** The line under the select when the list cannot be used: empty, or failed (with a Retry). */
export function locationProblem(kind: LocationListKind, status: LocationListStatus): string | null {
  if (status === 'empty') return LOCATION_LIST_TEXT[kind].empty;
  if (status === 'error') return LOCATION_LIST_TEXT[kind].failed;
  return null;
}
