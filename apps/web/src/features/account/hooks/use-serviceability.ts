import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useServiceabilityCheck } from '../api/validate-address.ts';
import { type Serviceability, serviceabilityOf } from '../logic/serviceability.ts';

// docs/accounts.md#limits: serviceability is checked 800 ms after the location stops changing.
export const SERVICEABILITY_DEBOUNCE_MS = 800;

interface ChosenLocation {
  region_id: string;
  province_id: string;
  city_id: string;
  barangay_id: string;
}

export function useServiceability(location: ChosenLocation): Serviceability {
  // One string, so a re-render with the same codes does not restart the wait.
  const key = [location.region_id, location.province_id, location.city_id, location.barangay_id].join('|');
  const settledKey = useDebouncedValue(key, SERVICEABILITY_DEBOUNCE_MS);
  const [region = '', province = '', city = '', barangay = ''] = settledKey.split('|');
  const complete = location.region_id !== '' && location.province_id !== '' && location.city_id !== '';
  const query = useServiceabilityCheck({ region, province, city, barangay }, complete);
  return serviceabilityOf({
    complete,
    settling: key !== settledKey,
    isPending: query.isPending,
    isError: query.isError,
    data: query.data,
  });
}
