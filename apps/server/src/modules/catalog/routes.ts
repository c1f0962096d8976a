import { apiErrorSchema } from '@fengshui/shared/api-error';
import {
  categoryListResponseSchema,
  homeListQuerySchema,
  type Product,
  type ProductCard,
  type ProductView,
  productArrayResponseSchema,
  productCardArrayResponseSchema,
  productCardListResponseSchema,
  productIdParamsSchema,
  productImageResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  productSchema,
  productSearchQuerySchema,
} from '@fengshui/shared/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { PUBLIC_READ, PUBLIC_READ_PER_VISITOR } from '../../http/cache-policy.ts';
import { jsonBody } from '../../http/json-reply.ts';
import { SESSION_OPTIONAL } from '../../http/openapi.ts';
import { answerExpiry, replyCached } from './cached-reads-http.ts';
import type { CatalogCache } from './catalog-cache.ts';
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
// The whole product by default; `view=card` answers with only what a card shows.
const listReply = z.union([productListResponseSchema, productCardListResponseSchema]);
const arrayReply = z.union([productArrayResponseSchema, productCardArrayResponseSchema]);

/** The JSON of a `{ products }` answer in the shape the view asked for. */
const productsBody = (view: ProductView, products: Product[] | ProductCard[]) =>
  view === 'card'
    ? jsonBody(productCardArrayResponseSchema, { products: products as ProductCard[] })
    : jsonBody(productArrayResponseSchema, { products: products as Product[] });

export function catalogRoutes({ db, storage }: AppDeps, cache: CatalogCache): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/products',
      {
        config: PUBLIC_READ,
        schema: {
          operationId: 'listProducts',
          tags: ['catalogue'],
          summary: 'Paged product list, newest first',
          querystring: productListQuerySchema,
          response: { 200: listReply, ...errors },
        },
      },
      (request, reply) =>
        replyCached(cache, request, reply, {}, async () => {
          const page = await listProducts(db, storage, request.query);
          return {
            body:
              request.query.view === 'card'
                ? jsonBody(
                    productCardListResponseSchema,
                    page as z.output<typeof productCardListResponseSchema>,
                  )
                : jsonBody(productListResponseSchema, page as z.output<typeof productListResponseSchema>),
            expiresAt: answerExpiry(page.products),
          };
        }),
    );

    app.get(
      '/products/new-arrivals',
      {
        config: PUBLIC_READ,
        schema: {
          operationId: 'listNewArrivals',
          tags: ['catalogue'],
          summary: 'Products created in the last 30 days',
          querystring: homeListQuerySchema,
          response: { 200: arrayReply, ...errors },
        },
      },
      (request, reply) =>
        replyCached(cache, request, reply, {}, async () => {
          const { limit, view } = request.query;
          const products = await listNewArrivals(db, storage, limit, view);
          return {
            body: productsBody(view, products),
            expiresAt: answerExpiry(products, { newArrivals: true }),
          };
        }),
    );

    app.get(
      '/products/best-sellers',
      {
        config: PUBLIC_READ,
        schema: {
          operationId: 'listBestSellers',
          summary: 'The best-selling products, most sold first',
          tags: ['catalogue'],
          querystring: homeListQuerySchema,
          response: { 200: arrayReply, ...errors },
        },
      },
      (request, reply) =>
        replyCached(cache, request, reply, {}, async () => {
          const { limit, view } = request.query;
          const products = await listBestSellers(db, storage, limit, view);
          return { body: productsBody(view, products), expiresAt: answerExpiry(products) };
        }),
    );

    app.get(
      '/products/flash-deals',
      {
        config: PUBLIC_READ,
        schema: {
          operationId: 'listFlashDeals',
          tags: ['catalogue'],
          summary: 'Live flash deals (expired deals drop out)',
          querystring: homeListQuerySchema,
          response: { 200: arrayReply, ...errors },
        },
      },
      (request, reply) =>
        replyCached(cache, request, reply, {}, async () => {
          const { limit, view } = request.query;
          const products = await listFlashDeals(db, storage, limit, view);
          return { body: productsBody(view, products), expiresAt: answerExpiry(products) };
        }),
    );

    app.get(
      '/products/search',
      {
        config: PUBLIC_READ,
        schema: {
          operationId: 'searchProducts',
          tags: ['catalogue'],
          summary: 'Typo-tolerant product search',
          querystring: productSearchQuerySchema,
          response: { 200: arrayReply, ...errors },
        },
      },
      (request, reply) =>
        replyCached(cache, request, reply, {}, async () => {
          const { query, limit, view } = request.query;
          const products = await searchProducts(db, storage, query, limit, view);
          return { body: productsBody(view, products), expiresAt: answerExpiry(products) };
        }),
    );

    app.get(
      '/products/:id',
      {
        config: PUBLIC_READ_PER_VISITOR,
        schema: {
          operationId: 'getProduct',
          security: SESSION_OPTIONAL,
          summary: 'One product with its pictures and stock, by id',
          tags: ['catalogue'],
          params: productIdParamsSchema,
          response: { 200: productSchema, ...errors },
        },
      },
      (request, reply) => {
        // The owner also sees archived products, to edit them: never kept, never served kept.
        const owner = request.user?.userType === 'admin';
        return replyCached(
          cache,
          request,
          reply,
          { productId: request.params.id, bypass: owner },
          async () => {
            const product = await getProduct(db, storage, request.params.id, { includeArchived: owner });
            return { body: jsonBody(productSchema, product), expiresAt: answerExpiry([product]) };
          },
        );
      },
    );

    app.get(
      '/products/:id/image',
      {
        config: PUBLIC_READ,
        schema: {
          operationId: 'getProductImage',
          summary: "A product's main picture",
          tags: ['catalogue'],
          params: productIdParamsSchema,
          response: { 200: productImageResponseSchema, ...errors },
        },
      },
      async (request) => ({ url: await getProductImageUrl(db, storage, request.params.id) }),
    );

    app.get(
      '/categories',
      {
        config: PUBLIC_READ,
        schema: {
          operationId: 'listCategories',
          summary: "The category tree, for the shop's menus and filters",
          tags: ['catalogue'],
          response: { 200: categoryListResponseSchema },
        },
      },
      (request, reply) =>
        replyCached(cache, request, reply, {}, async () => ({
          body: jsonBody(categoryListResponseSchema, await listCategories(db, storage)),
        })),
    );
  };
}
