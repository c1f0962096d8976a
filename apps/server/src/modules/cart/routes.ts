import { apiErrorSchema } from '@fengshui/shared/api-error';
import {
  addToCartSchema,
  cartLineIdsSchema,
  cartLineParamsSchema,
  cartResponseSchema,
  cartSelectionSchema,
  mergeCartResponseSchema,
  mergeCartSchema,
  updateCartQuantitySchema,
} from '@fengshui/shared/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireUser } from '../../http/auth-guards.ts';
import { guardEveryRoute } from '../../http/openapi.ts';
import { readCart } from './cart-read.ts';
import {
  addToCart,
  clearCart,
  mergeGuestCart,
  removeLine,
  removeLines,
  setAllSelected,
  setLineSelected,
  updateQuantity,
} from './cart-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const cartReply = { 200: cartResponseSchema, ...errors };

/** docs/cart.md#api; every call answers with the whole cart, so the page never reads twice. */
export function cartRoutes({ db, storage }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    guardEveryRoute(app, requireUser);
    const cartOf = async (userId: number) => ({ items: await readCart(db, storage, userId) });

    app.get(
      '/cart',
      {
        schema: {
          operationId: 'getCart',
          summary: "The signed-in customer's cart",
          tags: ['cart'],
          response: cartReply,
        },
      },
      (request) => cartOf(currentUser(request).id),
    );

    app.post(
      '/cart',
      {
        schema: {
          operationId: 'addToCart',
          summary: 'Adds a product to the cart, or raises the quantity of its line',
          tags: ['cart'],
          body: addToCartSchema,
          response: { 201: cartResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const items = await addToCart(db, storage, currentUser(request).id, request.body);
        return reply.status(201).send({ items });
      },
    );

    app.put(
      '/cart/:cart_id',
      {
        schema: {
          operationId: 'updateCartQuantity',
          summary: 'Sets the quantity of a cart line',
          tags: ['cart'],
          params: cartLineParamsSchema,
          body: updateCartQuantitySchema,
          response: cartReply,
        },
      },
      async (request) => {
        const { id } = currentUser(request);
        await updateQuantity(db, id, request.params.cart_id, request.body.quantity);
        return cartOf(id);
      },
    );

    app.delete(
      '/cart/:cart_id',
      {
        schema: {
          operationId: 'removeCartLine',
          summary: 'Removes one line from the cart',
          tags: ['cart'],
          params: cartLineParamsSchema,
          response: cartReply,
        },
      },
      async (request) => {
        const { id } = currentUser(request);
        await removeLine(db, id, request.params.cart_id);
        return cartOf(id);
      },
    );

    app.delete(
      '/cart',
      {
        schema: {
          operationId: 'clearCart',
          summary: 'Empties the cart',
          tags: ['cart'],
          response: cartReply,
        },
      },
      async (request) => {
        const { id } = currentUser(request);
        await clearCart(db, id);
        return cartOf(id);
      },
    );

    app.patch(
      '/cart/:cart_id/selection',
      {
        schema: {
          operationId: 'selectCartLine',
          summary: 'Selects or unselects one line for checkout',
          tags: ['cart'],
          params: cartLineParamsSchema,
          body: cartSelectionSchema,
          response: cartReply,
        },
      },
      async (request) => {
        const { id } = currentUser(request);
        await setLineSelected(db, id, request.params.cart_id, request.body.selected);
        return cartOf(id);
      },
    );

    app.patch(
      '/cart/selection',
      {
        schema: {
          operationId: 'selectAllCartLines',
          tags: ['cart'],
          summary: 'Select or unselect every line',
          body: cartSelectionSchema,
          response: cartReply,
        },
      },
      async (request) => {
        const { id } = currentUser(request);
        await setAllSelected(db, id, request.body.selected);
        return cartOf(id);
      },
    );

    app.post(
      '/cart/remove',
      {
        schema: {
          operationId: 'removeCartLines',
          tags: ['cart'],
          summary: 'Delete Selected',
          body: cartLineIdsSchema,
          response: cartReply,
        },
      },
      async (request) => {
        const { id } = currentUser(request);
        await removeLines(db, id, request.body.cart_ids);
        return cartOf(id);
      },
    );

    app.post(
      '/cart/merge',
      {
        schema: {
          operationId: 'mergeGuestCart',
          tags: ['cart'],
          summary: "Merge a guest's cart after sign-in",
          body: mergeCartSchema,
          response: { 200: mergeCartResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { id } = currentUser(request);
        const adjustments = await mergeGuestCart(db, id, request.body);
        return { items: await readCart(db, storage, id), adjustments };
      },
    );
  };
}
