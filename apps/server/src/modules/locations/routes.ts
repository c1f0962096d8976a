import { apiErrorSchema } from '@fengshui/shared/api-error';
import {
  barangayListSchema,
  cityIdParamsSchema,
  cityListSchema,
  citySearchQuerySchema,
  citySearchResultListSchema,
  clearLocationCacheResponseSchema,
  districtListSchema,
  districtRegionParamsSchema,
  provinceIdParamsSchema,
  provinceListSchema,
  regionIdParamsSchema,
  regionListSchema,
  validateAddressResponseSchema,
  validateAddressSchema,
} from '@fengshui/shared/locations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/auth-guards.ts';
import { searchCities } from './city-search.ts';
import { createLocationCache } from './location-cache.ts';
import { checkAddressServiceability, createLocationDirectory } from './location-service.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

// The lists only change when the PSGC data is reloaded: browsers may keep them for a day. The city
// lists carry the owner's `serviceable` switch, so they are kept for an hour; validate-address is the
// authoritative check and is never cached.
const DAY = 86_400;
const HOUR = 3_600;
const keptFor = (seconds: number) => ({ publicCache: { maxAge: seconds, sharedMaxAge: seconds } });

export function locationRoutes({ db, courier }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Per app instance, so tests and several apps in one process never share a cache.
    const directory = createLocationDirectory(db);
    const cityIndex = createLocationCache(1);

    app.get(
      '/locations/regions',
      {
        config: keptFor(DAY),
        schema: {
          operationId: 'listRegions',
          tags: ['locations'],
          summary: 'Regions in the usual order, capital first',
          response: { 200: regionListSchema },
        },
      },
      () => directory.regions(),
    );

    app.get(
      '/locations/provinces/:regionId',
      {
        config: keptFor(DAY),
        schema: {
          operationId: 'listProvinces',
          tags: ['locations'],
          summary: "A region's provinces by name; none for the capital region (see districts)",
          params: regionIdParamsSchema,
          response: { 200: provinceListSchema, ...errors },
        },
      },
      (request) => directory.provinces(request.params.regionId),
    );

    app.get(
      '/locations/districts/:id',
      {
        config: keptFor(DAY),
        schema: {
          operationId: 'listDistricts',
          tags: ['locations'],
          summary: "The capital region's districts (130000000); none for other regions",
          params: districtRegionParamsSchema,
          response: { 200: districtListSchema, ...errors },
        },
      },
      (request) => directory.districts(request.params.id),
    );

    app.get(
      '/locations/cities/:provinceId',
      {
        config: keptFor(HOUR),
        schema: {
          operationId: 'listCities',
          tags: ['locations'],
          summary: 'Cities and municipalities of a province or district, by name, with postcodes',
          params: provinceIdParamsSchema,
          response: { 200: cityListSchema, ...errors },
        },
      },
      (request) => directory.cities(request.params.provinceId),
    );

    // The names change only with the PSGC data, but each answer carries the owner's serviceable switch:
    // kept for a few minutes, like the catalogue's reads.
    app.get(
      '/locations/cities',
      {
        config: keptFor(5 * 60),
        schema: {
          operationId: 'searchCities',
          tags: ['locations'],
          summary: 'Cities and municipalities anywhere in the country whose name matches, best first',
          querystring: citySearchQuerySchema,
          response: { 200: citySearchResultListSchema, 400: apiErrorSchema },
        },
      },
      (request) => searchCities(db, cityIndex, request.query.search),
    );

    app.get(
      '/locations/barangays/:cityId',
      {
        config: keptFor(DAY),
        schema: {
          operationId: 'listBarangays',
          tags: ['locations'],
          summary: "A city's barangays by name",
          params: cityIdParamsSchema,
          response: { 200: barangayListSchema, ...errors },
        },
      },
      (request) => directory.barangays(request.params.cityId),
    );

    app.post(
      '/locations/validate-address',
      {
        schema: {
          operationId: 'validateAddress',
          tags: ['locations'],
          summary: 'Checks that the parts of an address fit together and whether the courier delivers there',
          body: validateAddressSchema,
          response: { 200: validateAddressResponseSchema, 400: apiErrorSchema },
        },
      },
      (request) => checkAddressServiceability(db, courier, request.body),
    );

    app.post(
      '/locations/clear-cache',
      {
        preHandler: requireAdmin,
        schema: {
          operationId: 'clearLocationCache',
          tags: ['locations'],
          summary: "Drops this instance's cached location lists (admin)",
          response: { 200: clearLocationCacheResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async () => {
        directory.clearCache();
        cityIndex.clear();
        return { success: true as const, message: 'Location cache cleared' };
      },
    );
  };
}
