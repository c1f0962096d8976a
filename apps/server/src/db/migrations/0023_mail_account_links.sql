-- A verification or reset mail carries a link that acts on the customer's account: once a mail server
-- has it, the outbox keeps no readable copy (docs/admin.md#mail-outbox). Mails written before this are
-- known by their subjects (integrations/mail/templates.ts); those already sent lose their link now.
ALTER TABLE "mail_outbox" ADD COLUMN "carries_account_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "mail_outbox" SET "carries_account_link" = true WHERE "subject" LIKE 'Verify your e-mail for %' OR "subject" LIKE 'Reset your % password';--> statement-breakpoint
UPDATE "mail_outbox" SET "text" = 'This message holds a link to the customer''s account: only their mailbox gets it, and the shop keeps no copy once it is sent.', "html" = 'This message holds a link to the customer''s account: only their mailbox gets it, and the shop keeps no copy once it is sent.' WHERE "carries_account_link" AND "sent_at" IS NOT NULL;
