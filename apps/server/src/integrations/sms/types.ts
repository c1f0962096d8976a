/** Text messages behind one interface (docs/contributing.md#integrations): Semaphore's gateway or the local outbox. */

/** Why a message was not sent: `rejected` will never pass as it is, `unavailable` may pass later. */
export type SmsFailureReason = 'rejected' | 'unavailable';

export type SmsResult =
  | { ok: true; messageId: string }
  | { ok: false; reason: SmsFailureReason; message: string };

export interface SmsProvider {
  /** Put before each message id it gives ("semaphore:…", "outbox:…"), so the admin page tells them apart. */
  readonly name: string;
  /** One message to one Philippine mobile number in E.164 form (+639171234567). */
  send(to: string, text: string): Promise<SmsResult>;
}
