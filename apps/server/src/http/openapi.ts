import { apiErrorSchema } from '@fengshui/shared/api-error';
import type { onRouteHookHandler, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { requireAdmin, requireUser } from './auth-guards.ts';
import { SESSION_COOKIE } from './session-hook.ts';

// docs/contributing.md#the-api-contract: what every operation of the OpenAPI document says and where it
// comes from. Routes write their own operationId and summary; who may call them and the error answers
// every route shares are derived here, from the same guards and hooks that decide them at run time.

/** The two ways a session is presented: the web app's cookie, or a bearer token (docs/accounts.md#sessions). */
export const securitySchemes = {
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The session token, for clients other than the web app.',
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The httpOnly session cookie the web app gets at sign-in; a write that carries it must come from this shop.',
  },
} as const;

/** A signed-in session, by either scheme. */
export const SIGNED_IN: Record<string, string[]>[] = [{ bearerToken: [] }, { sessionCookie: [] }];
/** Open to guests; a session, when sent, changes the answer (e.g. what the customer has read). */
export const SESSION_OPTIONAL: Record<string, string[]>[] = [{}, ...SIGNED_IN];

/** An answer that no response schema checks (a file, plain text, a redirect): for the document only. */
interface OtherAnswer {
  description: string;
  /** Absent for an answer without a body, such as a redirect. */
  mediaType?: string;
}

declare module 'fastify' {
  interface FastifySchema {
    otherAnswers?: Record<number, OtherAnswer>;
  }
}

type Access = 'public' | 'user' | 'admin';
type Guard = RouteOptions['onRequest'];

function guardsOf(route: Pick<RouteOptions, 'onRequest' | 'preHandler'>): unknown[] {
  const asList = (hooks: Guard | RouteOptions['preHandler']) =>
    Array.isArray(hooks) ? hooks : hooks ? [hooks] : [];
  return [...asList(route.onRequest), ...asList(route.preHandler)];
}

/** Who may call a route, read from its guard hooks (requireUser, requireAdmin). */
export function accessOf(route: Pick<RouteOptions, 'onRequest' | 'preHandler'>): Access {
  const guards = guardsOf(route);
  if (guards.includes(requireAdmin)) return 'admin';
  if (guards.includes(requireUser)) return 'user';
  return 'public';
}

/**
 * For a plugin whose every route needs the same guard. The guard goes onto each route (rather than as a
 * plugin-wide hook) so the OpenAPI document can see it; it still runs before the body is read.
 */
export function guardEveryRoute(
  app: { addHook(name: 'onRoute', hook: onRouteHookHandler): unknown },
  guard: typeof requireUser,
): void {
  app.addHook('onRoute', (route) => {
    route.onRequest = [guard, ...guardsOf({ onRequest: route.onRequest })] as RouteOptions['onRequest'];
  });
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface RouteSchema {
  otherAnswers?: Record<number, OtherAnswer>;
  security?: Record<string, string[]>[];
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  response?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The error answers a route can give whatever its handler does, each with the error envelope. */
function commonErrors(route: RouteOptions, schema: RouteSchema): Record<number, typeof apiErrorSchema> {
  const errors: Record<number, typeof apiErrorSchema> = {};
  const security = schema.security ?? [];
  const needsSession = security.length > 0 && !security.some((scheme) => Object.keys(scheme).length === 0);
  // Input that fails its schema answers 400 VALIDATION_FAILED (docs/architecture.md#errors).
  if (schema.body || schema.querystring || schema.params) errors[400] = apiErrorSchema;
  if (needsSession) errors[401] = apiErrorSchema;
  // An admin route refuses customers; a write that rides on a cookie from another site is refused (CSRF).
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (accessOf(route) === 'admin' || methods.some((method) => UNSAFE_METHODS.has(method))) {
    errors[403] = apiErrorSchema;
  }
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) errors[429] = apiErrorSchema;
  return errors;
}

/**
 * The swagger transform: the route's own schema, plus its security (unless the route states one, as the
 * few whose guard is conditional do) and the common error answers it does not declare itself, then the
 * zod-to-JSON-Schema conversion of fastify-type-provider-zod.
 */
export const openApiTransform: typeof jsonSchemaTransform = (document) => {
  const route = document.route as RouteOptions;
  const schema = document.schema as RouteSchema | undefined;
  if (!schema || schema.hide) return jsonSchemaTransform(document);
  const access = accessOf(route);
  const security = schema.security ?? (access === 'public' ? [] : SIGNED_IN);
  const withSecurity = { ...schema, security };
  const { otherAnswers, ...withoutOthers } = withSecurity;
  const response = { ...commonErrors(route, withSecurity), ...schema.response };
  const converted = jsonSchemaTransform({
    ...document,
    schema: { ...withoutOthers, response } as typeof document.schema,
  });
  const responses = (converted.schema as { response: Record<string, unknown> }).response;
  for (const [code, answer] of Object.entries(otherAnswers ?? {}))
    responses[code] = otherAnswerSchema(answer);
  return converted;
};

function otherAnswerSchema({ description, mediaType }: OtherAnswer): Record<string, unknown> {
  if (!mediaType) return { type: 'null', description };
  const body = mediaType.endsWith('json') ? { type: 'object' } : { type: 'string', format: 'binary' };
  return { description, content: { [mediaType]: { schema: body } } };
}

/** A route's options shared by several routes, with the operationId and summary of one of them. */
export function named<Options extends { schema: object }>(
  options: Options,
  operationId: string,
  summary: string,
): Options {
  return { ...options, schema: { ...options.schema, operationId, summary } };
}
