// The SMS module's public entry: other modules, http/ and jobs/ import it only from here
// (docs/architecture.md#module-boundaries).
export { deliverSms, orderTextParts, orderTextRecipient, queueOrderText } from './sms-outbox.ts';
