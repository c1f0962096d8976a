import { apiErrorSchema } from '@fengshui/shared/api-error';
import {
  categoryListResponseSchema,
  homeListQuerySchema,
  productArrayResponseSchema,
  productIdParamsSchema,
  productImageResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  productSchema,
  productSearchQuerySchema,
} from '@fengshui/shared/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { PUBLIC_READ, PUBLIC_READ_PER_VISITOR } from '../../http/cache-policy.ts';
import { listCategories } from './category-service.ts';
import {
  getProduct,
  getProductImageUrl,
  listBestSellers,
  listFlashDeals,
  listNewArrivals,
  listProducts,
  searchProducts,
} from './product-service.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

export function catalogRoutes({ db, storage }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/products',
      {
        config: PUBLIC_READ,
        schema: {
          tags: ['catalogue'],
          summary: 'Paged product list, newest first',
          querystring: productListQuerySchema,
          response: { 200: productListResponseSchema, ...errors },
        },
      },
      (request) => listProducts(db, storage, request.query),
    );

    app.get(
      '/products/new-arrivals',
      {
        config: PUBLIC_READ,
        schema: {
          tags: ['catalogue'],
          summary: 'Products created in the last 30 days',
          querystring: homeListQuerySchema,
          response: { 200: productArrayResponseSchema, ...errors },
        },
      },
      async (request) => ({ products: await listNewArrivals(db, storage, request.query.limit) }),
    );

    app.get(
      '/products/best-sellers',
      {
        config: PUBLIC_READ,
        schema: {
          tags: ['catalogue'],
          querystring: homeListQuerySchema,
          response: { 200: productArrayResponseSchema, ...errors },
        },
      },
      async (request) => ({ products: await listBestSellers(db, storage, request.query.limit) }),
    );

    app.get(
      '/products/flash-deals',
      {
        config: PUBLIC_READ,
        schema: {
          tags: ['catalogue'],
          summary: 'Live flash deals (expired deals drop out)',
          querystring: homeListQuerySchema,
          response: { 200: productArrayResponseSchema, ...errors },
        },
      },
      async (request) => ({ products: await listFlashDeals(db, storage, request.query.limit) }),
    );

    app.get(
      '/products/search',
      {
        config: PUBLIC_READ,
        schema: {
          tags: ['catalogue'],
          summary: 'Typo-tolerant product search',
          querystring: productSearchQuerySchema,
          response: { 200: productArrayResponseSchema, ...errors },
        },
      },
      async (request) => ({
        products: await searchProducts(db, storage, request.query.query, request.query.limit),
      }),
    );

    app.get(
      '/products/:id',
      {
        config: PUBLIC_READ_PER_VISITOR,
        schema: {
          tags: ['catalogue'],
          params: productIdParamsSchema,
          response: { 200: productSchema, ...errors },
        },
      },
      (request) =>
        getProduct(db, storage, request.params.id, { includeArchived: request.user?.userType === 'admin' }),
    );

    app.get(
      '/products/:id/image',
      {
        config: PUBLIC_READ,
        schema: {
          tags: ['catalogue'],
          params: productIdParamsSchema,
          response: { 200: productImageResponseSchema, ...errors },
        },
      },
      async (request) => ({ url: await getProductImageUrl(db, storage, request.params.id) }),
    );

    app.get(
      '/categories',
      { config: PUBLIC_READ, schema: { tags: ['catalogue'], response: { 200: categoryListResponseSchema } } },
      () => listCategories(db, storage),
    );
  };
}
