-- The publications that really wrote about the shop, entered by the owner (docs/content.md#press-mentions).
-- Numbered 0015: 0013 and 0014 belong to other branches of the same issue.
CREATE TABLE "press_mentions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"url" varchar(500) NOT NULL,
	"logo_url" varchar(500),
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "press_mentions_position_idx" ON "press_mentions" USING btree ("position","id");
