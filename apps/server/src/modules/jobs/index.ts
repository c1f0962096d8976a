// The jobs module's public entry: other modules, http/ and jobs/ import it only from here
// (docs/architecture.md#module-boundaries).
export { enqueueJob, jobsInsert } from './job-queue.ts';
export { JobGiveUp } from './job-worker.ts';
export { listOutboxMail } from './outbox-mail.ts';
