import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { createDragonpay } from './dragonpay/dragonpay.ts';
import { createSandboxPayments } from './dragonpay/sandbox.ts';
import type { PaymentProvider } from './dragonpay/types.ts';
import { createArcticGoogle } from './google/arctic-google.ts';
import type { GoogleSignIn } from './google/types.ts';
import { createMailer, createSmtpTransport } from './mail/mailer.ts';
import type { Mailer, MailTransport } from './mail/types.ts';
import { createNinjaVan } from './ninjavan/ninjavan.ts';
import { createSandboxCourier } from './ninjavan/sandbox.ts';
import type { CourierProvider } from './ninjavan/types.ts';
import { createSandboxSms } from './sms/sandbox.ts';
import { createSemaphore } from './sms/semaphore.ts';
import type { SmsProvider } from './sms/types.ts';
import { createLocalStorage } from './storage/local.ts';
import type { MediaStorage } from './storage/types.ts';
import type { PushSender } from './web-push/types.ts';
import { createWebPush } from './web-push/web-push.ts';

export interface Integrations {
  storage: MediaStorage;
  courier: CourierProvider;
  payments: PaymentProvider;
  mailer: Mailer;
  /** How the job worker reaches the mail server; null keeps mail in the outbox only. */
  mailTransport: MailTransport | null;
  google: GoogleSignIn | null;
  /** Texts about cash-on-delivery orders: Semaphore when configured, else they stay in the SMS outbox. */
  sms: SmsProvider;
  /** Web Push to the customers' devices, signed with the VAPID keys. */
  push: PushSender;
}

/**
 * The integrations chosen once from configuration (docs/contributing.md#integrations): real adapters when
 * configured, sandboxes otherwise. The sandboxes' secrets come from `withInstanceSecrets`; left empty, the
 * sandboxes accept no signature at all.
 */
export function createIntegrations(config: Config, db: DbOrTx): Integrations {
  return {
    storage: createLocalStorage(config.mediaDir),
    courier: config.ninjavan
      ? createNinjaVan(db, config.ninjavan)
      : createSandboxCourier(db, { webhookSecret: config.sandboxCourierSecret }),
    payments: config.dragonpay
      ? createDragonpay(config.dragonpay)
      : createSandboxPayments({ secret: config.sandboxPaymentSecret }),
    mailer: createMailer(db),
    mailTransport: config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null,
    google: config.google
      ? createArcticGoogle({ ...config.google, redirectUri: `${config.publicUrl}/api/auth/google/callback` })
      : null,
    sms: config.semaphore ? createSemaphore(config.semaphore) : createSandboxSms(),
    push: createWebPush(config.vapid),
  };
}
