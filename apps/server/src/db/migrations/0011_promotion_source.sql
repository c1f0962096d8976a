ALTER TABLE "promotions" ADD COLUMN "source" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
-- Welcome codes minted before this column existed (welcome-offer.ts: prefix WELCOME-, this name).
UPDATE "promotions" SET "source" = 'newsletter' WHERE "code" LIKE 'WELCOME-%' AND "name" = 'Newsletter welcome 10%';--> statement-breakpoint
CREATE INDEX "promotions_source_created_idx" ON "promotions" USING btree ("source","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_source_known" CHECK ("promotions"."source" in ('owner', 'newsletter'));
