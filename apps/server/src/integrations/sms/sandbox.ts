import type { SmsProvider } from './types.ts';

/**
 * The local stand-in: the message stays in the shop's SMS outbox (read at /admin/sms), like e-mail without
 * SMTP, and nothing leaves the machine. Its id says so, so a page never mistakes it for a gateway's.
 */
export function createSandboxSms(): SmsProvider {
  let sent = 0;
  return {
    name: 'outbox',
    async send() {
      sent += 1;
      return { ok: true, messageId: `local-${Date.now().toString(36)}-${sent}` };
    },
  };
}
