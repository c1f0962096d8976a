import { apiErrorSchema } from '@fengshui/shared/api-error';
import { sessionUserSchema } from '@fengshui/shared/auth';
import { SMS_MESSAGES, smsPreferenceSchema, smsPreferenceUpdateSchema } from '@fengshui/shared/sms';
import {
  addressIdParamsSchema,
  canDeleteResponseSchema,
  profileUpdateSchema,
  shippingAddressInputSchema,
  shippingAddressSchema,
  USER_MESSAGES,
  usernameUpdateSchema,
} from '@fengshui/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireUser } from '../../http/auth-guards.ts';
import { guardEveryRoute } from '../../http/openapi.ts';
import { clearSessionCookie } from '../../http/session-cookie.ts';
import { type SessionCache, toSessionUser } from '../auth/index.ts';
import { canDeleteAccount, deleteAccount } from './account-deletion.ts';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './address-service.ts';
import { updateProfile } from './profile-service.ts';
import { readSmsPreference, saveSmsPreference } from './sms-preference.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const userResponse = z.object({ success: z.literal(true), message: z.string(), user: sessionUserSchema });
const addressResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  address: shippingAddressSchema,
});
const done = z.object({ success: z.literal(true), message: z.string() });

/**
 * `sessions` is this instance's session cache, handed to the services that change what a session tells
 * of its user (name, phone, username, deletion): they drop the user's kept sessions before the answer
 * leaves (docs/accounts.md#sessions).
 */
export function userRoutes(deps: AppDeps, sessions: SessionCache): FastifyPluginAsyncZod {
  const { db, config, mailer } = deps;
  const context = { db, mailer, publicUrl: config.publicUrl };
  return async (app) => {
    guardEveryRoute(app, requireUser);

    app.put(
      '/users/profile',
      {
        schema: {
          operationId: 'updateProfile',
          summary: "Changes the signed-in customer's name and phone",
          tags: ['users'],
          body: profileUpdateSchema,
          response: { 200: userResponse, ...errors },
        },
      },
      async (request) => {
        const user = await updateProfile(context, currentUser(request).id, request.body, sessions);
        return { success: true as const, message: USER_MESSAGES.profileUpdated, user: toSessionUser(user) };
      },
    );

    app.get(
      '/users/sms-preference',
      {
        schema: {
          operationId: 'getSmsPreference',
          summary: 'Whether the customer gets texts about cash-on-delivery orders, and the number',
          tags: ['users'],
          response: { 200: smsPreferenceSchema, ...errors },
        },
      },
      (request) => readSmsPreference(db, currentUser(request).id),
    );

    app.put(
      '/users/sms-preference',
      {
        schema: {
          operationId: 'updateSmsPreference',
          summary: 'Turns texts about cash-on-delivery orders on or off, with the mobile number',
          tags: ['users'],
          body: smsPreferenceUpdateSchema,
          response: {
            200: z.object({ success: z.literal(true), message: z.string(), preference: smsPreferenceSchema }),
            ...errors,
          },
        },
      },
      async (request) => {
        // The mobile number given here is the account's phone.
        const preference = await saveSmsPreference(db, currentUser(request).id, request.body, sessions);
        return { success: true as const, message: SMS_MESSAGES.saved, preference };
      },
    );

    app.put(
      '/users/update-username',
      {
        schema: {
          operationId: 'updateUsername',
          summary: "Changes the signed-in customer's username",
          tags: ['users'],
          body: usernameUpdateSchema,
          response: { 200: userResponse, ...errors },
        },
      },
      async (request) => {
        const user = await updateProfile(
          context,
          currentUser(request).id,
          { username: request.body.username },
          sessions,
        );
        return { success: true as const, message: USER_MESSAGES.usernameUpdated, user: toSessionUser(user) };
      },
    );

    app.get(
      '/users/shipping-addresses',
      {
        schema: {
          operationId: 'listShippingAddresses',
          summary: "The customer's saved shipping addresses, default first",
          tags: ['users'],
          response: { 200: z.array(shippingAddressSchema), 401: apiErrorSchema },
        },
      },
      (request) => listAddresses(db, currentUser(request).id),
    );

    app.post(
      '/users/shipping-address',
      {
        schema: {
          operationId: 'createShippingAddress',
          summary: 'Saves a new shipping address',
          tags: ['users'],
          body: shippingAddressInputSchema,
          response: { 201: addressResponse, ...errors },
        },
      },
      async (request, reply) => {
        const address = await createAddress(db, currentUser(request).id, request.body);
        return reply.status(201).send({ success: true, message: USER_MESSAGES.addressSaved, address });
      },
    );

    app.put(
      '/users/shipping-address/:id',
      {
        schema: {
          operationId: 'updateShippingAddress',
          summary: 'Edits a saved shipping address',
          tags: ['users'],
          params: addressIdParamsSchema,
          body: shippingAddressInputSchema,
          response: { 200: addressResponse, ...errors },
        },
      },
      async (request) => {
        const address = await updateAddress(db, currentUser(request).id, request.params.id, request.body);
        return { success: true as const, message: USER_MESSAGES.addressSaved, address };
      },
    );

    app.delete(
      '/users/shipping-address/:id',
      {
        schema: {
          operationId: 'deleteShippingAddress',
          summary: 'Deletes a saved shipping address',
          tags: ['users'],
          params: addressIdParamsSchema,
          response: { 200: done, ...errors },
        },
      },
      async (request) => {
        await deleteAddress(db, currentUser(request).id, request.params.id);
        return { success: true as const, message: USER_MESSAGES.addressDeleted };
      },
    );

    app.get(
      '/users/can-delete-account',
      {
        schema: {
          operationId: 'canDeleteAccount',
          summary: 'Whether the account may be deleted now (no order still open)',
          tags: ['users'],
          response: { 200: canDeleteResponseSchema, 401: apiErrorSchema },
        },
      },
      (request) => canDeleteAccount(db, currentUser(request).id),
    );

    app.delete(
      '/users/account',
      {
        schema: {
          operationId: 'deleteAccount',
          summary: "Deletes the signed-in customer's account",
          tags: ['users'],
          response: { 200: done, ...errors },
        },
      },
      async (request, reply) => {
        await deleteAccount(db, currentUser(request).id, sessions);
        clearSessionCookie(reply, config.secureCookies);
        return { success: true as const, message: USER_MESSAGES.accountDeleted };
      },
    );
  };
}
