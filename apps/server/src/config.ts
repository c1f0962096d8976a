import path from 'node:path';
import { z } from 'zod';

// docs/contributing.md#configuration: every environment variable is parsed once here; a bad value stops start-up with a clear message.
const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  // Connections each instance opens to the database; unset, 10 to PostgreSQL and 3 to PGlite (db/client.ts, decision 008).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag,
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  SEED_ADMIN_EMAIL: z.email().optional(),
  SEED_ADMIN_PASSWORD: z.string().min(8).optional(),
  // The owner's name on the seeded admin account: the dashboard greets them by it.
  SEED_ADMIN_NAME: z.string().trim().min(1).max(160).default('Mei Lin Tan'),
  REDIS_URL: z.string().optional(),
  // Megabytes of public catalogue answers each instance keeps (0 keeps none); decision 008.
  CATALOG_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  // Sessions each instance keeps in memory (0 keeps none); decision 008, eighth pass.
  SESSION_CACHE_SIZE: z.coerce.number().int().min(0).max(1_000_000).default(10_000),
  // How often the job worker looks for due side effects (mail, courier); 0 leaves it to the tests; decision 009.
  JOB_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  WEB_DIST_DIR: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Feng Shui Prosper <hello@fengshuiprosper.ph>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  // Multiplies every rate limit; the tests raise it so that only the rate-limit tests meet the limits.
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  // docs/integrations/dragonpay.md#configuration: with no merchant id the sandbox gateway is used.
  DRAGONPAY_MERCHANT_ID: z.string().optional(),
  DRAGONPAY_SECRET_KEY: z.string().optional(),
  DRAGONPAY_PASSWORD: z.string().optional(),
  DRAGONPAY_BASE_URL: z.url().default('https://test.dragonpay.ph'),
  // docs/integrations/dragonpay.md#configuration: also accept RSA-SHA256 signed postbacks; on unless set to false or 0.
  DRAGONPAY_VERIFY_SIGNATURES: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => value !== 'false' && value !== '0'),
  // Without it the sandbox's secret is generated once per database (db/instance-secrets.ts).
  SANDBOX_PAYMENT_SECRET: z.string().min(16).optional(),
  PAYMENT_WINDOW_HOURS: z.coerce.number().positive().default(48),
  // docs/integrations/ninjavan.md#configuration: with no client id the sandbox courier is used.
  NINJAVAN_CLIENT_ID: z.string().optional(),
  NINJAVAN_CLIENT_SECRET: z.string().optional(),
  NINJAVAN_BASE_URL: z.url().default('https://api-sandbox.ninjavan.co'),
  // docs/integrations/ninjavan.md#hosts-and-authentication: `ph`, or `sg` on the sandbox host, which takes no other.
  NINJAVAN_COUNTRY: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
  SANDBOX_COURIER_SECRET: z.string().min(16).optional(),
  // docs/integrations/semaphore.md#configuration: texts through Semaphore, else kept in the SMS outbox.
  SMS_PROVIDER: z.enum(['semaphore', 'outbox']).default('outbox'),
  SEMAPHORE_API_KEY: z.string().optional(),
  SEMAPHORE_SENDER_NAME: z.string().trim().max(11).default(''),
  // docs/architecture.md#security: production refuses the sandboxes unless this is set on purpose.
  ALLOW_SANDBOX: booleanFlag,
  // docs/content.md#home-page and #overlays: optional media and the chat widget.
  HOME_HERO_VIDEO_URL: z.url({ protocol: /^https?$/ }).optional(),
  FENG_SHUI_DAILY_URL: z.url({ protocol: /^https?$/ }).optional(),
  CHAT_WIDGET_URL: z.url({ protocol: /^https$/ }).optional(),
  CHAT_WIDGET_CONFIG_URL: z.url({ protocol: /^https$/ }).optional(),
  // docs/integrations/web-push.md#configuration: without the pair, the keys are generated once per database.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be the base64url of an uncompressed P-256 public key (65 bytes)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the base64url of a P-256 private key (32 bytes)')
    .optional(),
  // Web Push services accept only these two kinds of contact address.
  VAPID_SUBJECT: z.url({ protocol: /^(mailto|https)$/ }).optional(),
});

export type Config = ReturnType<typeof parseConfig>;

type EnvValues = z.infer<typeof envSchema>;

// Values that were ever written in this repository as examples or defaults: known to anyone who reads it.
const PUBLISHED_SECRETS = new Set([
  'change-me',
  'change-me-please',
  'sandbox-dev-secret-not-for-production',
  'sandbox-courier-secret-not-for-production',
]);

const SANDBOX_HOSTS = ['test.dragonpay.ph', 'api-sandbox.ninjavan.co'];

function isLoopback(url: URL): boolean {
  return url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
}

function refuse(variable: string, reason: string): never {
  throw new Error(`Unsafe production configuration:\n  ${variable}: ${reason}`);
}

/**
 * docs/architecture.md#security: a production server that anyone can reach must not take orders through a
 * sandbox (which marks orders paid or delivered on its own signature), must not sign with a secret that is
 * published in the source, and must not send its session cookies over plain http.
 */
function refuseUnsafeProduction(values: EnvValues): void {
  if (values.PUBLIC_URL) {
    const url = new URL(values.PUBLIC_URL);
    if (url.protocol !== 'https:' && !isLoopback(url))
      refuse('PUBLIC_URL', `must be an https: address in production (got ${url.origin})`);
  }
  const secrets = {
    DRAGONPAY_SECRET_KEY: values.DRAGONPAY_SECRET_KEY,
    DRAGONPAY_PASSWORD: values.DRAGONPAY_PASSWORD,
    NINJAVAN_CLIENT_SECRET: values.NINJAVAN_CLIENT_SECRET,
    GOOGLE_CLIENT_SECRET: values.GOOGLE_CLIENT_SECRET,
    SANDBOX_PAYMENT_SECRET: values.SANDBOX_PAYMENT_SECRET,
    SANDBOX_COURIER_SECRET: values.SANDBOX_COURIER_SECRET,
    SEED_ADMIN_PASSWORD: values.SEED_ADMIN_PASSWORD,
    SEMAPHORE_API_KEY: values.SEMAPHORE_API_KEY,
  };
  for (const [variable, value] of Object.entries(secrets)) {
    if (value !== undefined && PUBLISHED_SECRETS.has(value.trim().toLowerCase()))
      refuse(variable, 'is an example value published in the source; set a secret of your own');
  }
  // docs/integrations/web-push.md#configuration: push services contact the shop through this address,
  // and Apple's refuses a localhost one.
  if (values.VAPID_SUBJECT?.startsWith('https:') && isLoopback(new URL(values.VAPID_SUBJECT)))
    refuse('VAPID_SUBJECT', 'must be a mailto: or a public https: address in production');
  if (values.ALLOW_SANDBOX) return;
  const allow = 'or set ALLOW_SANDBOX=true to run the sandbox on purpose';
  if (!values.DRAGONPAY_MERCHANT_ID)
    refuse(
      'DRAGONPAY_MERCHANT_ID',
      `is not set, so online payments would use the sandbox gateway; set it and DRAGONPAY_SECRET_KEY, ${allow}`,
    );
  if (SANDBOX_HOSTS.includes(new URL(values.DRAGONPAY_BASE_URL).hostname))
    refuse('DRAGONPAY_BASE_URL', `points at Dragonpay's test host; set https://gw.dragonpay.ph, ${allow}`);
  if (!values.NINJAVAN_CLIENT_ID || !values.NINJAVAN_CLIENT_SECRET)
    refuse(
      values.NINJAVAN_CLIENT_ID ? 'NINJAVAN_CLIENT_SECRET' : 'NINJAVAN_CLIENT_ID',
      `is not set, so deliveries would use the sandbox courier; set NINJAVAN_CLIENT_ID and NINJAVAN_CLIENT_SECRET, ${allow}`,
    );
  if (SANDBOX_HOSTS.includes(new URL(values.NINJAVAN_BASE_URL).hostname))
    refuse('NINJAVAN_BASE_URL', `points at Ninja Van's sandbox; set https://api.ninjavan.co, ${allow}`);
}

/** The shop's own address for push services: its https: site, else the sender of its e-mails. */
function defaultVapidSubject(values: EnvValues): string {
  const site = values.PUBLIC_URL ? new URL(values.PUBLIC_URL) : null;
  if (site?.protocol === 'https:' && !isLoopback(site)) return site.origin;
  const address = /<([^>]+)>/.exec(values.MAIL_FROM)?.[1] ?? values.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  if (values.DRAGONPAY_MERCHANT_ID && !values.DRAGONPAY_SECRET_KEY)
    throw new Error(
      'Invalid environment configuration:\n  DRAGONPAY_SECRET_KEY: required when DRAGONPAY_MERCHANT_ID is set',
    );
  // docs/integrations/dragonpay.md#status-inquiry: an order is marked paid only once the status inquiry,
  // which signs in with the password, confirms it; without it every payment would wait for ever.
  if (values.DRAGONPAY_MERCHANT_ID && !values.DRAGONPAY_PASSWORD)
    throw new Error(
      'Invalid environment configuration:\n  DRAGONPAY_PASSWORD: required when DRAGONPAY_MERCHANT_ID is set (the status inquiry confirms each payment with it)',
    );
  if (values.SMS_PROVIDER === 'semaphore' && !values.SEMAPHORE_API_KEY)
    throw new Error(
      'Invalid environment configuration:\n  SEMAPHORE_API_KEY: required when SMS_PROVIDER is semaphore',
    );
  if (Boolean(values.VAPID_PUBLIC_KEY) !== Boolean(values.VAPID_PRIVATE_KEY))
    throw new Error(
      `Invalid environment configuration:\n  ${values.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'}: required with the other VAPID key`,
    );
  if (values.NODE_ENV === 'production') refuseUnsafeProduction(values);
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: values.DATABASE_URL || undefined,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    pgliteDir: path.join(dataDir, 'db'),
    mediaDir: path.join(dataDir, 'media'),
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    seedDemoData: values.SEED_DEMO_DATA,
    seedAdminEmail: values.SEED_ADMIN_EMAIL,
    seedAdminPassword: values.SEED_ADMIN_PASSWORD,
    seedAdminName: values.SEED_ADMIN_NAME,
    redisUrl: values.REDIS_URL || undefined,
    catalogCacheBytes: Math.round(values.CATALOG_CACHE_MB * 1024 * 1024),
    sessionCacheSize: values.SESSION_CACHE_SIZE,
    jobPollMs: values.JOB_POLL_MS,
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    smtpUrl: values.SMTP_URL || undefined,
    mailFrom: values.MAIL_FROM,
    google:
      values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
        ? { clientId: values.GOOGLE_CLIENT_ID, clientSecret: values.GOOGLE_CLIENT_SECRET }
        : undefined,
    rateLimitScale: values.RATE_LIMIT_SCALE,
    dragonpay: values.DRAGONPAY_MERCHANT_ID
      ? {
          merchantId: values.DRAGONPAY_MERCHANT_ID,
          secretKey: values.DRAGONPAY_SECRET_KEY ?? '',
          password: values.DRAGONPAY_PASSWORD ?? '',
          baseUrl: values.DRAGONPAY_BASE_URL.replace(/\/$/, ''),
          verifySignatures: values.DRAGONPAY_VERIFY_SIGNATURES,
        }
      : undefined,
    // '' until db/instance-secrets.ts fills it from the database; the sandboxes refuse to run with ''.
    sandboxPaymentSecret: values.SANDBOX_PAYMENT_SECRET ?? '',
    ninjavan:
      values.NINJAVAN_CLIENT_ID && values.NINJAVAN_CLIENT_SECRET
        ? {
            clientId: values.NINJAVAN_CLIENT_ID,
            clientSecret: values.NINJAVAN_CLIENT_SECRET,
            baseUrl: values.NINJAVAN_BASE_URL.replace(/\/$/, ''),
            country:
              values.NINJAVAN_COUNTRY ??
              (SANDBOX_HOSTS.includes(new URL(values.NINJAVAN_BASE_URL).hostname) ? 'sg' : 'ph'),
          }
        : undefined,
    sandboxCourierSecret: values.SANDBOX_COURIER_SECRET ?? '',
    semaphore:
      values.SMS_PROVIDER === 'semaphore' && values.SEMAPHORE_API_KEY
        ? { apiKey: values.SEMAPHORE_API_KEY, senderName: values.SEMAPHORE_SENDER_NAME }
        : undefined,
    allowSandbox: values.ALLOW_SANDBOX,
    // '' until db/instance-secrets.ts fills the keys from the database when they are not configured.
    vapid: {
      publicKey: values.VAPID_PUBLIC_KEY ?? '',
      privateKey: values.VAPID_PRIVATE_KEY ?? '',
      subject: values.VAPID_SUBJECT ?? defaultVapidSubject(values),
    },
    paymentWindowHours: values.PAYMENT_WINDOW_HOURS,
    secureCookies: (values.PUBLIC_URL ?? '').startsWith('https:'),
    site: {
      heroVideoUrl: values.HOME_HERO_VIDEO_URL,
      fengShuiDailyUrl: values.FENG_SHUI_DAILY_URL,
      chatWidget: values.CHAT_WIDGET_URL
        ? { scriptUrl: values.CHAT_WIDGET_URL, configUrl: values.CHAT_WIDGET_CONFIG_URL }
        : undefined,
    },
  };
}
