-- Texts about cash-on-delivery orders (docs/orders-and-delivery.md#text-messages): the customer's opt-in
-- and the SMS outbox the owner reads at /admin/sms. Numbered 0018: 0016 and 0017 belong to other branches.
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" varchar(16) NOT NULL,
	"text" varchar(320) NOT NULL,
	"kind" varchar(30) NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"provider_message_id" varchar(100),
	"error" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sms_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);