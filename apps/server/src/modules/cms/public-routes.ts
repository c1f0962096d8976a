import { apiErrorSchema } from '@fengshui/shared/api-error';
import {
  blogIdParamsSchema,
  blogListQuerySchema,
  blogListResponseSchema,
  blogSchema,
  blogSearchResponseSchema,
  contentSearchQuerySchema,
  faqListResponseSchema,
  productGuideListResponseSchema,
  zodiacListQuerySchema,
  zodiacListResponseSchema,
  zodiacReadResponseSchema,
  zodiacSchema,
  zodiacSignParamsSchema,
} from '@fengshui/shared/cms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireUser } from '../../http/auth-guards.ts';
import { PUBLIC_READ, PUBLIC_READ_PER_VISITOR } from '../../http/cache-policy.ts';
import { SESSION_OPTIONAL } from '../../http/openapi.ts';
import { getPublishedBlog, listPublishedBlogs, searchBlogs } from './blog-service.ts';
import { listPublishedFaqs } from './faq-service.ts';
import { listPublishedGuides, searchGuides } from './product-guide-service.ts';
import { getZodiac, listZodiacs, markZodiacRead } from './zodiac-service.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** The content the site reads (docs/content.md#api and #search). */
export function publicCmsRoutes({ db, storage }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = { db, storage };
    const tags = ['content'];

    app.get(
      '/cms/blogs',
      {
        config: PUBLIC_READ,
        schema: {
          operationId: 'listBlogs',
          tags,
          summary: 'Published blog posts, newest first',
          querystring: blogListQuerySchema,
          response: { 200: blogListResponseSchema, ...errors },
        },
      },
      (request) => listPublishedBlogs(deps, request.query),
    );

    app.get(
      '/cms/blogs/search',
      {
        config: PUBLIC_READ,
        schema: {
          operationId: 'searchBlogs',
          tags,
          summary: 'Typo-tolerant search of the published posts',
          querystring: contentSearchQuerySchema,
          response: { 200: blogSearchResponseSchema, ...errors },
        },
      },
      async (request) => ({ blogs: await searchBlogs(deps, request.query.query, request.query.limit) }),
    );

    app.get(
      '/cms/blogs/:blogID',
      {
        config: PUBLIC_READ,
        schema: {
          operationId: 'getBlog',
          tags,
          summary: 'One published post, by number or slug',
          params: blogIdParamsSchema,
          response: { 200: blogSchema, ...errors },
        },
      },
      (request) => getPublishedBlog(deps, request.params.blogID),
    );

    app.get(
      '/cms/faqs',
      {
        config: PUBLIC_READ,
        schema: {
          operationId: 'listFaqs',
          tags,
          summary: 'The published server FAQs',
          response: { 200: faqListResponseSchema },
        },
      },
      async () => ({ faqs: await listPublishedFaqs(db) }),
    );

    app.get(
      '/cms/zodiacs',
      {
        config: PUBLIC_READ_PER_VISITOR,
        schema: {
          operationId: 'listZodiacs',
          security: SESSION_OPTIONAL,
          tags,
          summary: 'The published signs; search by sign, name or birth year',
          querystring: zodiacListQuerySchema,
          response: { 200: zodiacListResponseSchema, ...errors },
        },
      },
      async (request) => ({
        zodiacs: await listZodiacs(db, request.user?.id ?? null, request.query.search),
      }),
    );

    app.get(
      '/cms/zodiacs/:sign',
      {
        config: PUBLIC_READ_PER_VISITOR,
        schema: {
          operationId: 'getZodiac',
          security: SESSION_OPTIONAL,
          tags,
          summary: 'A sign’s guide and horoscopes, with is_updated/is_read for a signed-in customer',
          params: zodiacSignParamsSchema,
          response: { 200: zodiacSchema, ...errors },
        },
      },
      (request) => getZodiac(db, request.user?.id ?? null, request.params.sign),
    );

    app.post(
      '/cms/zodiacs/:sign/read',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'readZodiac',
          tags,
          summary: 'The signed-in customer has read the sign’s current horoscopes',
          params: zodiacSignParamsSchema,
          response: { 200: zodiacReadResponseSchema, 401: apiErrorSchema, ...errors },
        },
      },
      (request) => markZodiacRead(db, currentUser(request).id, request.params.sign),
    );

    app.get(
      '/cms/product-guides',
      {
        config: PUBLIC_READ,
        schema: {
          operationId: 'listProductGuides',
          tags,
          summary: 'The product care and placement guides, each with its PDF',
          response: { 200: productGuideListResponseSchema },
        },
      },
      async () => ({ guides: await listPublishedGuides(deps) }),
    );

    app.get(
      '/cms/product-guides/search',
      {
        config: PUBLIC_READ,
        schema: {
          operationId: 'searchProductGuides',
          tags,
          summary: 'Typo-tolerant search of the product guides',
          querystring: contentSearchQuerySchema,
          response: { 200: productGuideListResponseSchema, ...errors },
        },
      },
      async (request) => ({ guides: await searchGuides(deps, request.query.query, request.query.limit) }),
    );
  };
}
