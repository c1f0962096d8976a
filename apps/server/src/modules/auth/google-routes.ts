import { generateCodeVerifier, generateState } from 'arctic';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { NotFound } from '../../domain/errors.ts';
import { setSessionCookie } from '../../http/session-cookie.ts';
import { findOrCreateGoogleUser, safeReturnTo } from './google-sign-in.ts';
import type { SessionCache } from './session-cache.ts';
import { createSession } from './session-service.ts';

const FLOW_COOKIE = 'google_oauth';
const FLOW_MINUTES = 10;

/** `sessions`: the sign-in may link or verify an existing account, whose kept sessions then go. */
export function googleRoutes({ db, config, google }: AppDeps, sessions: SessionCache): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/providers',
      {
        schema: {
          operationId: 'listAuthProviders',
          summary: 'The sign-in methods this shop offers',
          tags: ['auth'],
          response: { 200: z.object({ google: z.boolean() }) },
        },
      },
      async () => ({ google: google !== null }),
    );

    app.get(
      '/auth/google',
      {
        schema: {
          operationId: 'startGoogleSignIn',
          summary: "Redirects to Google's sign-in page",
          otherAnswers: { 302: { description: "To Google's sign-in page" } },
          tags: ['auth'],
          querystring: z.object({ returnTo: z.string().max(300).optional() }),
        },
      },
      async (request, reply) => {
        if (!google) throw new NotFound('Google sign-in is not configured');
        const state = generateState();
        const codeVerifier = generateCodeVerifier();
        reply.setCookie(
          FLOW_COOKIE,
          JSON.stringify({ state, codeVerifier, returnTo: safeReturnTo(request.query.returnTo) }),
          {
            httpOnly: true,
            sameSite: 'lax',
            secure: config.secureCookies,
            path: '/api/auth/google',
            maxAge: FLOW_MINUTES * 60,
          },
        );
        return reply.redirect(google.authorizationUrl(state, codeVerifier).toString());
      },
    );

    app.get(
      '/auth/google/callback',
      {
        schema: {
          operationId: 'finishGoogleSignIn',
          summary: "Google's return: signs the user in and redirects to the web app",
          otherAnswers: { 302: { description: 'To the web app, signed in, or to /login with an error' } },
          tags: ['auth'],
          querystring: z.object({
            code: z.string().max(2000).optional(),
            state: z.string().max(200).optional(),
          }),
        },
      },
      async (request, reply) => {
        reply.clearCookie(FLOW_COOKIE, { path: '/api/auth/google' });
        try {
          if (!google) throw new Error('not configured');
          const flow = JSON.parse(request.cookies[FLOW_COOKIE] ?? 'null') as {
            state: string;
            codeVerifier: string;
            returnTo: string;
          } | null;
          const { code, state } = request.query;
          if (!flow || !code || !state || state !== flow.state) throw new Error('state mismatch');
          const profile = await google.exchange(code, flow.codeVerifier);
          const user = await findOrCreateGoogleUser(db, profile, sessions);
          const session = await createSession(db, user.id, { ip: request.ip });
          setSessionCookie(reply, session.token, session.expiresAt, config.secureCookies);
          return reply.redirect(
            `/social-auth-success?status=ok&returnTo=${encodeURIComponent(safeReturnTo(flow.returnTo))}`,
          );
        } catch (error) {
          request.log.warn({ err: error }, 'google sign-in failed');
          // docs/accounts.md#google-sign-in: the callback page says it failed, then goes on to the login page.
          return reply.redirect('/social-auth-success?status=failed&error=auth_failed');
        }
      },
    );
  };
}
