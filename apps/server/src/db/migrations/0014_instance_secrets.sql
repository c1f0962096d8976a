-- Secrets the installation makes for itself on first start (the sandboxes' signing secrets when none is
-- configured), read back on every later start: docs/architecture.md#security.
CREATE TABLE "instance_secrets" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A newsletter welcome code belongs to the subscriber: only the account with this e-mail may use it.
ALTER TABLE "promotions" ADD COLUMN "only_for_email" varchar(254);
