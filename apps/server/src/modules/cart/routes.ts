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
import type { AppDeps } from '../../app.ts';
import { currentUser, requireUser } from '../../http/auth-guards.ts';
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
    app.addHook('onRequest', requireUser);
    const cartOf = async (userId: number) => ({ items: await readCart(db, storage, userId) });

    app.get('/cart', { schema: { tags: ['cart'], response: cartReply } }, (request) =>
      cartOf(currentUser(request).id),
    );

    app.post(
      '/cart',
      { schema: { tags: ['cart'], body: addToCartSchema, response: { 201: cartResponseSchema, ...errors } } },
      async (request, reply) => {
        const { id } = currentUser(request);
        await addToCart(db, id, request.body);
        return reply.status(201).send(await cartOf(id));
      },
    );

    app.put(
      '/cart/:cart_id',
      {
        schema: {
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
      { schema: { tags: ['cart'], params: cartLineParamsSchema, response: cartReply } },
      async (request) => {
        const { id } = currentUser(request);
        await removeLine(db, id, request.params.cart_id);
        return cartOf(id);
      },
    );

    app.delete('/cart', { schema: { tags: ['cart'], response: cartReply } }, async (request) => {
      const { id } = currentUser(request);
      await clearCart(db, id);
      return cartOf(id);
    });

    app.patch(
      '/cart/:cart_id/selection',
      {
        schema: {
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
        schema: { tags: ['cart'], summary: 'Delete Selected', body: cartLineIdsSchema, response: cartReply },
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
