import {
  adminCustomerDetailSchema,
  adminCustomerListQuerySchema,
  adminCustomerListSchema,
  customerIdParamsSchema,
} from '@fengshui/shared/admin-customers';
import { apiErrorSchema } from '@fengshui/shared/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/auth-guards.ts';
import { customerForAdmin, listCustomers } from './customer-directory.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The owner's customer list, read-only (docs/admin.md#customers). */
export function adminCustomerRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/customers',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'listCustomers',
          summary: 'The customers, by search, with their order counts and totals',
          tags: ['admin'],
          querystring: adminCustomerListQuerySchema,
          response: { 200: adminCustomerListSchema, ...errors },
        },
      },
      (request) => listCustomers(db, request.query),
    );

    app.get(
      '/admin/customers/:id',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'getCustomer',
          summary: 'A customer with their addresses and orders',
          tags: ['admin'],
          params: customerIdParamsSchema,
          response: { 200: adminCustomerDetailSchema, ...errors },
        },
      },
      (request) => customerForAdmin(db, request.params.id),
    );
  };
}
