import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { RateLimited } from '../domain/errors.ts';

const tooMany = (ttlMs: number) =>
  `Too many attempts. Please try again in ${Math.max(1, Math.ceil(ttlMs / 60_000))} minute(s).`;

// docs/architecture.md#security: limits on login, sign-up, check-email, resend-verification, forgot-password, contact
// and appointment (and the newsletter sign-up), per client address and route; login also per account.
const LIMITS = {
  // Per account, from wherever the attempts come: a spread-out attack on one account is slowed.
  login: { max: 10, minutes: 15 },
  // Per address, higher: many people behind one shared NAT still sign in to their own accounts.
  loginPerAddress: { max: 50, minutes: 15 },
  signup: { max: 5, minutes: 60 },
  checkEmail: { max: 30, minutes: 15 },
  resendVerification: { max: 3, minutes: 15 },
  forgotPassword: { max: 3, minutes: 15 },
  resetPassword: { max: 10, minutes: 15 },
  contact: { max: 5, minutes: 15 },
  appointment: { max: 5, minutes: 15 },
  subscribe: { max: 10, minutes: 15 },
  // docs/catalogue.md#reviews: a customer posts a handful of reviews at most; this only slows a script down.
  review: { max: 10, minutes: 15 },
} as const;
export type LimitName = keyof typeof LIMITS;

export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  // Shared by every instance when Redis is configured (docs/architecture.md#scaling); in memory otherwise.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  // Without a listener ioredis prints every failed connection as an unhandled error; the limits stay open
  // (skipOnError) and the log says why.
  redis?.on('error', (error: Error) => app.log.warn({ err: error }, 'rate limits: Redis is unreachable'));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: tooMany(context.ttl),
    }),
  });
}

/** Route option for one named limit, scaled by RATE_LIMIT_SCALE. */
export function limit(name: LimitName, config: Config) {
  const { max, minutes } = LIMITS[name];
  return {
    rateLimit: {
      max: Math.max(1, Math.round(max * config.rateLimitScale)),
      timeWindow: minutes * 60_000,
      skipOnError: true,
    },
  };
}

/**
 * A `preHandler` for one named limit counted per what the request is about (the account a login names)
 * rather than per client address; it runs once the body is read and answers the same 429.
 */
export function limitPerSubject(
  app: FastifyInstance,
  name: LimitName,
  config: Config,
  subjectOf: (request: FastifyRequest) => string | null,
) {
  const { max, minutes } = LIMITS[name];
  const check = app.createRateLimit({
    max: Math.max(1, Math.round(max * config.rateLimitScale)),
    timeWindow: minutes * 60_000,
    skipOnError: true,
    keyGenerator: (request) => `${name}:${subjectOf(request)}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    if (subjectOf(request) === null) return;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw new RateLimited(tooMany(result.ttl));
  };
}
