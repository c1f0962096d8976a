import { apiErrorSchema } from '@fengshui/shared/api-error';
import {
  checkEmailResponseSchema,
  emailOnlySchema,
  loginResponseSchema,
  loginSchema,
  messageResponseSchema,
  needsVerificationSchema,
  refreshSchema,
  resetPasswordSchema,
  sessionUserSchema,
  signupSchema,
  tokenParamsSchema,
  updatePasswordSchema,
  verifyEmailResponseSchema,
} from '@fengshui/shared/auth';
import { AUTH_MESSAGES } from '@fengshui/shared/auth-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { Unauthorized } from '../../domain/errors.ts';
import { currentUser, requireUser } from '../../http/auth-guards.ts';
import { SESSION_OPTIONAL } from '../../http/openapi.ts';
import { limit, limitPerSubject } from '../../http/rate-limits.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie.ts';
import {
  assertResetTokenValid,
  authenticate,
  changePassword,
  emailExists,
  registerCustomer,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './auth-service.ts';
import type { SessionCache } from './session-cache.ts';
import { createSession, revokeSession, rotateSession } from './session-service.ts';
import { toSessionUser } from './session-user.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * `sessions` is this instance's session cache, handed to the services that end a session or change its
 * user: they drop what it keeps of it before the answer leaves; other instances hear it from the
 * database (docs/accounts.md#sessions).
 */
export function authRoutes(deps: AppDeps, sessions: SessionCache): FastifyPluginAsyncZod {
  const { db, config, mailer } = deps;
  const context = { db, mailer, publicUrl: config.publicUrl };
  const meta = (request: { headers: Record<string, unknown>; ip: string }) => ({
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
    ip: request.ip,
  });

  return async (app) => {
    app.post(
      '/auth/signup',
      {
        config: limit('signup', config),
        schema: {
          operationId: 'signUp',
          summary: 'Creates a customer account and sends the verification e-mail',
          tags: ['auth'],
          body: signupSchema,
          response: {
            201: z.object({ success: z.literal(true), message: z.string(), user: sessionUserSchema }),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const user = await registerCustomer(context, request.body);
        return reply
          .status(201)
          .send({ success: true, message: AUTH_MESSAGES.registered, user: toSessionUser(user) });
      },
    );

    app.post(
      '/auth/login',
      {
        config: limit('loginPerAddress', config),
        preHandler: limitPerSubject(app, 'login', config, (request) => {
          const name = (request.body as { emailOrUsername?: unknown } | undefined)?.emailOrUsername;
          return typeof name === 'string' ? name.trim().toLowerCase() : null;
        }),
        schema: {
          operationId: 'logIn',
          summary: 'Signs in with e-mail or username and password; sets the session cookie',
          tags: ['auth'],
          body: loginSchema,
          response: { 200: loginResponseSchema, 403: needsVerificationSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = await authenticate(db, request.body);
        const session = await createSession(db, user.id, meta(request));
        setSessionCookie(reply, session.token, session.expiresAt, config.secureCookies);
        return {
          success: true as const,
          message: AUTH_MESSAGES.welcome,
          token: session.token,
          user: toSessionUser(user),
        };
      },
    );

    app.post(
      '/auth/refresh',
      {
        schema: {
          operationId: 'refreshSession',
          summary: 'Extends the current session and answers its new expiry',
          tags: ['auth'],
          body: refreshSchema,
          response: { 200: z.object({ success: z.literal(true), token: z.string() }), ...errors },
        },
      },
      async (request, reply) => {
        const token = request.body?.token ?? request.sessionToken ?? request.cookies.session;
        const session = token ? await rotateSession(db, token, meta(request), sessions) : null;
        if (!session) {
          clearSessionCookie(reply, config.secureCookies);
          throw new Unauthorized(AUTH_MESSAGES.sessionExpired, 'SESSION_EXPIRED');
        }
        setSessionCookie(reply, session.token, session.expiresAt, config.secureCookies);
        return { success: true as const, token: session.token };
      },
    );

    app.post(
      '/auth/logout',
      {
        schema: {
          operationId: 'logOut',
          summary: 'Ends the current session and clears the cookie',
          tags: ['auth'],
          response: { 200: messageResponseSchema },
        },
      },
      async (request, reply) => {
        if (request.sessionId) await revokeSession(db, request.sessionId, sessions);
        clearSessionCookie(reply, config.secureCookies);
        return { success: true, message: AUTH_MESSAGES.loggedOut };
      },
    );

    app.get(
      '/auth/me',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'getCurrentUser',
          summary: 'The signed-in user',
          tags: ['auth'],
          response: { 200: sessionUserSchema, 401: apiErrorSchema },
        },
      },
      async (request) => currentUser(request),
    );

    // The web app's start-up question "who is signed in here?": a guest is an answer, not an error,
    // so it is 200 with null rather than a 401 in every visitor's console.
    app.get(
      '/auth/session',
      {
        schema: {
          operationId: 'getSession',
          security: SESSION_OPTIONAL,
          summary: 'The signed-in user, or null for a guest',
          tags: ['auth'],
          response: { 200: z.object({ user: sessionUserSchema.nullable() }) },
        },
      },
      async (request) => ({ user: request.user }),
    );

    app.put(
      '/auth/update-password',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'updatePassword',
          summary: 'Changes the password of the signed-in user',
          tags: ['auth'],
          body: updatePasswordSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        await changePassword(db, currentUser(request).id, request.sessionId, request.body, sessions);
        return { success: true, message: AUTH_MESSAGES.passwordUpdated };
      },
    );

    app.post(
      '/auth/check-email',
      {
        config: limit('checkEmail', config),
        schema: {
          operationId: 'checkEmail',
          summary: 'Whether an e-mail address already has an account',
          tags: ['auth'],
          body: emailOnlySchema,
          response: { 200: checkEmailResponseSchema, ...errors },
        },
      },
      async (request) => {
        const exists = await emailExists(db, request.body.email);
        return { exists, available: !exists };
      },
    );

    app.post(
      '/auth/resend-verification',
      {
        config: limit('resendVerification', config),
        schema: {
          operationId: 'resendVerification',
          summary: 'Sends the verification e-mail again',
          tags: ['auth'],
          body: emailOnlySchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        await resendVerification(context, request.body.email);
        return { success: true, message: AUTH_MESSAGES.verificationSent };
      },
    );

    app.get(
      '/auth/verify-email/:token',
      {
        schema: {
          operationId: 'verifyEmail',
          summary: "Confirms an e-mail address with the link's token",
          tags: ['auth'],
          params: tokenParamsSchema,
          response: { 200: verifyEmailResponseSchema, ...errors },
        },
      },
      async (request) => {
        const result = await verifyEmail(db, request.params.token, sessions);
        const already = result.status === 'already-verified';
        return {
          success: true,
          message: already ? AUTH_MESSAGES.alreadyVerified : AUTH_MESSAGES.verified,
          alreadyVerified: already,
          expired: false,
        };
      },
    );

    app.post(
      '/auth/forgot-password',
      {
        config: limit('forgotPassword', config),
        schema: {
          operationId: 'forgotPassword',
          summary: 'Sends a password reset link, without saying whether the address has an account',
          tags: ['auth'],
          body: emailOnlySchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        await requestPasswordReset(context, request.body.email);
        return { success: true, message: AUTH_MESSAGES.resetSent };
      },
    );

    app.get(
      '/auth/verify-reset-token/:token',
      {
        schema: {
          operationId: 'verifyResetToken',
          summary: 'Whether a password reset link is still valid',
          tags: ['auth'],
          params: tokenParamsSchema,
          response: { 200: z.object({ valid: z.literal(true) }), ...errors },
        },
      },
      async (request) => {
        await assertResetTokenValid(db, request.params.token);
        return { valid: true as const };
      },
    );

    app.post(
      '/auth/reset-password/:token',
      {
        config: limit('resetPassword', config),
        schema: {
          operationId: 'resetPassword',
          summary: "Sets a new password with a reset link's token",
          tags: ['auth'],
          params: tokenParamsSchema,
          body: resetPasswordSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        await resetPassword(db, request.params.token, request.body.password, sessions);
        return { success: true, message: AUTH_MESSAGES.resetDone };
      },
    );
  };
}
