import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';

// docs/architecture.md#security: limits on login, sign-up, check-email, resend-verification, forgot-password, contact
// and appointment (and the newsletter sign-up), per client address and route.
const LIMITS = {
  login: { max: 10, minutes: 15 },
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
      message: `Too many attempts. Please try again in ${Math.max(1, Math.ceil(context.ttl / 60_000))} minute(s).`,
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
