import type { AdminCityList, AdminCityRow } from '@fengshui/shared/admin-locations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { areaKeys } from './area-keys.ts';

/** PUT /admin/locations/cities/:code {serviceable}: counts at once for the address check and checkout. */
export const setCityServiceable = ({ cityId, serviceable }: { cityId: string; serviceable: boolean }) =>
  apiRequest<{ success: true; message: string; city: AdminCityRow }>(`/admin/locations/cities/${cityId}`, {
    method: 'PUT',
    body: { serviceable },
  });

/**
 * The switch shows the server's answer in every cached page at once; the lists are then read again
 * (a city switched back on leaves the "not serviceable" filter, and the count changes).
 */
export function useSetCityServiceable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCityServiceable,
    onSuccess: (response) => {
      queryClient.setQueriesData<AdminCityList>({ queryKey: areaKeys.lists() }, (list) =>
        list
          ? {
              ...list,
              cities: list.cities.map((city) =>
                city.city_id === response.city.city_id ? response.city : city,
              ),
            }
          : list,
      );
      toast.success(response.message);
      void queryClient.invalidateQueries({ queryKey: areaKeys.lists() });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
