import { useId } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ListResults } from '../components/ListResults.tsx';
import { fieldClass } from '../components/orders/action-classes.ts';
import { Pagination } from '../components/orders/Pagination.tsx';
import { SearchField } from '../components/SearchField.tsx';
import { useAddressFilters } from '../hooks/use-address-filters.ts';
import { useAreaCities } from './api/get-area-cities.ts';
import { useRegions } from './api/get-regions.ts';
import { useSetCityServiceable } from './api/set-city-serviceable.ts';
import { ServiceableSwitch } from './components/ServiceableSwitch.tsx';
import { areaFiltersToParams, readAreaFilters } from './logic/area-filters.ts';

/**
 * /admin/delivery-areas: where the courier delivers, one switch per city or municipality. A city
 * switched off is "not serviceable" in the address form and refused at checkout, from the next check on.
 */
export function DeliveryAreasPage() {
  useDocumentTitle('Delivery areas | Admin');
  const regionId = useId();
  const [filters, update] = useAddressFilters(readAreaFilters, areaFiltersToParams);
  const cities = useAreaCities(filters);
  const regions = useRegions();
  const toggle = useSetCityServiceable();
  const data = cities.data;
  const filtered = Boolean(filters.search || filters.region || filters.offOnly);

  return (
    <div>
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="font-display text-3xl font-bold text-brand-700 sm:text-4xl">Delivery areas</h1>
        {data && (
          <span className="text-sm text-stone-500">
            {data.not_serviceable_total === 0
              ? 'Every city is serviceable'
              : `${data.not_serviceable_total} ${data.not_serviceable_total === 1 ? 'city' : 'cities'} switched off`}
          </span>
        )}
      </div>
      <p className="mt-1 max-w-3xl text-sm text-stone-600">
        Switch a city off when the courier cannot deliver there: its addresses show as not serviceable and
        checkout refuses them. The change counts at once.
      </p>

      <div className="mt-4 flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="flex-1">
          <SearchField
            label="Search cities"
            placeholder="City, municipality, province or postcode"
            value={filters.search}
            onSearch={(search) => update({ search }, true)}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={regionId} className="sr-only">
            Region
          </label>
          <select
            id={regionId}
            value={filters.region}
            onChange={(event) => update({ region: event.target.value })}
            className={`${fieldClass} min-h-11 w-auto max-w-full sm:max-w-xs`}
          >
            <option value="">All regions</option>
            {regions.data?.map((region) => (
              <option key={region.region_id} value={region.region_id}>
                {region.region_name}
              </option>
            ))}
          </select>
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-stone-700">
            <input
              type="checkbox"
              checked={filters.offOnly}
              onChange={(event) => update({ offOnly: event.target.checked })}
              className="h-4 w-4 accent-brand-600"
            />
            Only not serviceable
          </label>
        </div>
      </div>

      <ListResults
        query={cities}
        loadingLabel="Loading cities…"
        isEmpty={(loaded) => loaded.cities.length === 0}
        emptyTitle={
          filters.offOnly && !filters.search && !filters.region
            ? 'Every city is serviceable.'
            : filtered
              ? 'No cities match these filters.'
              : 'No cities loaded yet.'
        }
      >
        {(loaded) => (
          <>
            <ul className="divide-y divide-stone-100 rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
              {loaded.cities.map((city) => (
                <li
                  key={city.city_id}
                  data-testid="city-row"
                  className="flex items-center gap-3 px-4 py-2 sm:gap-4"
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-ink">
                      {city.city_name}
                      {city.postcode && <span className="ml-2 text-xs text-stone-500">{city.postcode}</span>}
                      {!city.serviceable && (
                        <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-[11px] font-semibold text-stone-600 sm:hidden">
                          Off
                        </span>
                      )}
                    </p>
                    <p className="truncate text-xs text-stone-500">
                      {city.province_name} · {city.region_name}
                    </p>
                  </div>
                  <ServiceableSwitch
                    cityName={city.city_name}
                    serviceable={city.serviceable}
                    pending={toggle.isPending && toggle.variables?.cityId === city.city_id}
                    onChange={(serviceable) => toggle.mutate({ cityId: city.city_id, serviceable })}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              page={loaded.page}
              totalPages={loaded.total_pages}
              onPage={(page) => update({ page: Math.max(1, page) })}
            />
          </>
        )}
      </ListResults>
    </div>
  );
}
