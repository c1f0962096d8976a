import { isCapitalRegion } from '@fengshui/shared/locations';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useBarangays } from '../api/get-barangays.ts';
import { useCities } from '../api/get-cities.ts';
import { useDistricts } from '../api/get-districts.ts';
import { useProvinces } from '../api/get-provinces.ts';
import { useRegions } from '../api/get-regions.ts';
import {
  type LocationListKind,
  type LocationListStatus,
  locationListStatus,
  locationPlaceholder,
} from '../logic/location-lists.ts';

// docs/accounts.md#limits: address lookups are debounced 300 ms.
export const LOCATION_LOOKUP_DEBOUNCE_MS = 300;

export interface LocationOption {
  value: string;
  label: string;
  /** Cities only: the postcode to suggest. */
  postcode?: string | null;
}

export interface LocationList {
  kind: LocationListKind;
  options: LocationOption[];
  status: LocationListStatus;
  /** The text of the select's empty first option. */
  placeholder: string;
  retry: () => void;
}

interface Selected {
  region_id: string;
  province_id: string;
  city_id: string;
}

interface ListQuery<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

function listOf<T>(
  kind: LocationListKind,
  query: ListQuery<T>,
  toOption: (item: T) => LocationOption,
  parent: { chosen: boolean; settling: boolean; capital?: boolean },
): LocationList {
  const options = query.data?.map(toOption) ?? [];
  const status = locationListStatus({
    parentChosen: parent.chosen,
    settling: parent.settling,
    isPending: query.isPending,
    isError: query.isError,
    count: options.length,
  });
  return {
    kind,
    options: status === 'ready' ? options : [],
    status,
    placeholder: locationPlaceholder(kind, status, parent.capital),
    retry: () => void query.refetch(),
  };
}

/**
 * The four cascading lists of the address form. Each list is fetched for its parent's value once that
 * has settled; in the capital region, districts stand in for provinces.
 */
export function useLocationLists(selected: Selected): {
  regions: LocationList;
  provinces: LocationList;
  cities: LocationList;
  barangays: LocationList;
} {
  const regionId = useDebouncedValue(selected.region_id, LOCATION_LOOKUP_DEBOUNCE_MS);
  const provinceId = useDebouncedValue(selected.province_id, LOCATION_LOOKUP_DEBOUNCE_MS);
  const cityId = useDebouncedValue(selected.city_id, LOCATION_LOOKUP_DEBOUNCE_MS);
  const capital = isCapitalRegion(regionId);

  const regionsQuery = useRegions();
  const provincesQuery = useProvinces(regionId, !capital);
  const districtsQuery = useDistricts(regionId, capital);
  const citiesQuery = useCities(provinceId);
  const barangaysQuery = useBarangays(cityId);

  const regionParent = {
    chosen: selected.region_id !== '',
    // Also settling while the label already says District but the old province list is shown.
    settling: selected.region_id !== regionId,
  };
  const provinces = isCapitalRegion(selected.region_id)
    ? listOf(
        'districts',
        districtsQuery,
        (item) => ({ value: item.district_id, label: item.district_name }),
        regionParent,
      )
    : listOf(
        'provinces',
        provincesQuery,
        (item) => ({ value: item.province_id, label: item.province_name }),
        regionParent,
      );

  return {
    regions: listOf('regions', regionsQuery, (item) => ({ value: item.region_id, label: item.region_name }), {
      chosen: true,
      settling: false,
    }),
    provinces,
    cities: listOf(
      'cities',
      citiesQuery,
      (item) => ({ value: item.city_id, label: item.city_name, postcode: item.postcode }),
      {
        chosen: selected.province_id !== '',
        settling: selected.province_id !== provinceId,
        capital: isCapitalRegion(selected.region_id),
      },
    ),
    barangays: listOf(
      'barangays',
      barangaysQuery,
      (item) => ({ value: item.barangay_id, label: item.barangay_name }),
      { chosen: selected.city_id !== '', settling: selected.city_id !== cityId },
    ),
  };
}
