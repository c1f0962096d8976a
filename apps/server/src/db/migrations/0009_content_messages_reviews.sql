CREATE TABLE "blogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(160) NOT NULL,
	"title" varchar(200) NOT NULL,
	"category" varchar(60) NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"cover_image_key" varchar(200),
	"publish_date" timestamp with time zone DEFAULT now() NOT NULL,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer_html" text NOT NULL,
	"category" varchar(30) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"publish_date" timestamp with time zone,
	"status" varchar(12) DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" varchar(80) NOT NULL,
	"preview_image_key" varchar(200),
	"pdf_key" varchar(200),
	"position" integer DEFAULT 0 NOT NULL,
	"status" varchar(12) DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "zodiac_reads" (
	"user_id" integer NOT NULL,
	"sign" varchar(10) NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zodiac_reads_user_id_sign_pk" PRIMARY KEY("user_id","sign")
);
--> statement-breakpoint
CREATE TABLE "zodiacs" (
	"sign" varchar(10) PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"overview" text DEFAULT '' NOT NULL,
	"career" text DEFAULT '' NOT NULL,
	"health" text DEFAULT '' NOT NULL,
	"love" text DEFAULT '' NOT NULL,
	"color" varchar(200) DEFAULT '' NOT NULL,
	"number" varchar(100) DEFAULT '' NOT NULL,
	"daily" text DEFAULT '' NOT NULL,
	"weekly" text DEFAULT '' NOT NULL,
	"monthly" text DEFAULT '' NOT NULL,
	"status" varchar(12) DEFAULT 'published' NOT NULL,
	"content_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zodiacs_sign_known" CHECK ("zodiacs"."sign" in ('rat','ox','tiger','rabbit','dragon','snake','horse','goat','monkey','rooster','dog','pig'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(12) NOT NULL,
	"name" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(30) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"message" text NOT NULL,
	"status" varchar(10) DEFAULT 'new' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "zodiac_reads" ADD CONSTRAINT "zodiac_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zodiac_reads" ADD CONSTRAINT "zodiac_reads_sign_zodiacs_sign_fk" FOREIGN KEY ("sign") REFERENCES "public"."zodiacs"("sign") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blogs_slug_key" ON "blogs" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blogs_published_idx" ON "blogs" USING btree ("status","publish_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blogs_category_idx" ON "blogs" USING btree ("category","publish_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blogs_search_idx" ON "blogs" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "faqs_category_idx" ON "faqs" USING btree ("category","position");--> statement-breakpoint
CREATE INDEX "product_guides_position_idx" ON "product_guides" USING btree ("position");--> statement-breakpoint
CREATE INDEX "product_guides_search_idx" ON "product_guides" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contact_messages_inbox_idx" ON "contact_messages" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_product_user_key" ON "reviews" USING btree ("product_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_recent_idx" ON "reviews" USING btree ("created_at" DESC NULLS LAST);