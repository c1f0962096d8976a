// The notifications module's public entry: other modules, http/ and jobs/ import it only from here
// (docs/architecture.md#module-boundaries).

export type { NewNotification } from './notification-service.ts';
export { notificationParts, notify } from './notification-service.ts';
export { deliverPush } from './push-subscriptions.ts';
