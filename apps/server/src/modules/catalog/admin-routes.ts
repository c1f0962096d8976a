import multipart from '@fastify/multipart';
import {
  ADMIN_CATEGORY_MESSAGES,
  ADMIN_PRODUCT_MESSAGES,
  categoryCreateSchema,
  categoryDeleteResponseSchema,
  categoryIdParamsSchema,
  categoryUpdateSchema,
  categoryWriteResponseSchema,
  nextProductCodeResponseSchema,
  PRODUCT_IMAGES_MAX,
  productCreateSchema,
  productUpdateSchema,
} from '@fengshui/shared/admin-catalog';
import {
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  adminProductSchema,
  productDeleteResponseSchema,
  productWriteResponseSchema,
} from '@fengshui/shared/admin-product-reads';
import { apiErrorSchema } from '@fengshui/shared/api-error';
import { productIdParamsSchema } from '@fengshui/shared/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/auth-guards.ts';
import { multipartBody, uploadedFiles } from '../media/index.ts';
import { listProductsForAdmin, productForAdmin } from './admin-product-read.ts';
import type { CatalogCache } from './catalog-cache.ts';
import { clearOnOwnerWrites } from './catalog-cache-http.ts';
import { addCategory, editCategory, nextCodeInCategory, removeCategory } from './category-writes.ts';
import { addProduct, editProduct, removeProduct } from './product-writes.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
};

const productForm = multipartBody({ fileField: 'images', maxFiles: PRODUCT_IMAGES_MAX });
const categoryForm = multipartBody({ fileField: 'image', maxFiles: 1 });
const consumes = ['multipart/form-data', 'application/json'];

const PRODUCT_FORM_HELP =
  'Multipart (docs/admin.md#api): text fields as text parts, variants/specs/image_order/remove_image_ids as JSON text, image files in parts named `images` (at most 10 MB each). JSON works too, without files.';

/** The owner's catalogue (docs/admin.md#products): every route here is admin only. */
export function adminCatalogRoutes(deps: AppDeps, catalogCache: CatalogCache): FastifyPluginAsyncZod {
  const { db, storage } = deps;
  return async (app) => {
    // Only this plugin reads multipart bodies; another may have registered the parser above it.
    if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
    clearOnOwnerWrites(app, catalogCache);

    app.get(
      '/admin/products',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'listAdminProducts',
          tags: ['admin'],
          summary: 'The admin product table: archived too, by search, category and status',
          querystring: adminProductListQuerySchema,
          response: { 200: adminProductListResponseSchema, ...errors },
        },
      },
      (request) => listProductsForAdmin(db, storage, request.query),
    );

    app.get(
      '/admin/products/:id',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'getAdminProduct',
          tags: ['admin'],
          summary: 'A product as stored, for the edit form',
          params: productIdParamsSchema,
          response: { 200: adminProductSchema, ...errors },
        },
      },
      (request) => productForAdmin(db, storage, request.params.id),
    );

    app.get(
      '/admin/categories/:id/next-product-code',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'getNextProductCode',
          tags: ['admin'],
          summary: "The code a product added to the category now would get (the add form's preview)",
          params: categoryIdParamsSchema,
          response: { 200: nextProductCodeResponseSchema, ...errors },
        },
      },
      async (request) => ({ product_code: await nextCodeInCategory(db, request.params.id) }),
    );

    app.post(
      '/products',
      {
        onRequest: requireAdmin,
        preValidation: productForm,
        schema: {
          operationId: 'createProduct',
          tags: ['admin'],
          summary: 'Add a product',
          description: PRODUCT_FORM_HELP,
          consumes,
          body: productCreateSchema,
          response: { 201: productWriteResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const id = await addProduct(deps, request.body, uploadedFiles(request));
        return reply.status(201).send({
          message: ADMIN_PRODUCT_MESSAGES.created,
          product: await productForAdmin(db, storage, id),
        });
      },
    );

    app.put(
      '/products/:id',
      {
        onRequest: requireAdmin,
        preValidation: productForm,
        schema: {
          operationId: 'updateProduct',
          tags: ['admin'],
          summary: 'Edit a product: only the fields sent change',
          description: PRODUCT_FORM_HELP,
          consumes,
          params: productIdParamsSchema,
          body: productUpdateSchema,
          response: { 200: productWriteResponseSchema, ...errors },
        },
      },
      async (request) => {
        await editProduct(deps, request.params.id, request.body, uploadedFiles(request));
        return {
          message: ADMIN_PRODUCT_MESSAGES.updated,
          product: await productForAdmin(db, storage, request.params.id),
        };
      },
    );

    app.delete(
      '/products/:id',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'deleteProduct',
          tags: ['admin'],
          summary: 'Delete a product, or archive it when an order holds it',
          params: productIdParamsSchema,
          response: { 200: productDeleteResponseSchema, ...errors },
        },
      },
      async (request) => {
        const outcome = await removeProduct(deps, request.params.id);
        return {
          outcome,
          message: outcome === 'deleted' ? ADMIN_PRODUCT_MESSAGES.deleted : ADMIN_PRODUCT_MESSAGES.archived,
        };
      },
    );

    app.post(
      '/categories',
      {
        onRequest: requireAdmin,
        preValidation: categoryForm,
        schema: {
          operationId: 'createCategory',
          tags: ['admin'],
          summary: 'Add a category (multipart with an `image` file part, or JSON)',
          consumes,
          body: categoryCreateSchema,
          response: { 201: categoryWriteResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const category = await addCategory(deps, request.body, uploadedFiles(request)[0]);
        return reply.status(201).send({ message: ADMIN_CATEGORY_MESSAGES.created, category });
      },
    );

    app.put(
      '/categories/:id',
      {
        onRequest: requireAdmin,
        preValidation: categoryForm,
        schema: {
          operationId: 'updateCategory',
          tags: ['admin'],
          summary: 'Edit a category: only the fields sent change',
          consumes,
          params: categoryIdParamsSchema,
          body: categoryUpdateSchema,
          response: { 200: categoryWriteResponseSchema, ...errors },
        },
      },
      async (request) => ({
        message: ADMIN_CATEGORY_MESSAGES.updated,
        category: await editCategory(deps, request.params.id, request.body, uploadedFiles(request)[0]),
      }),
    );

    app.delete(
      '/categories/:id',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'deleteCategory',
          tags: ['admin'],
          summary: 'Delete a category that has no products and no sub-categories',
          params: categoryIdParamsSchema,
          response: { 200: categoryDeleteResponseSchema, ...errors },
        },
      },
      async (request) => {
        await removeCategory(deps, request.params.id);
        return { message: ADMIN_CATEGORY_MESSAGES.deleted };
      },
    );
  };
}
