CREATE TABLE "barangays" (
	"code" varchar(10) PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"city_code" varchar(10) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"code" varchar(10) PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"region_code" varchar(10) NOT NULL,
	"province_code" varchar(10),
	"district_code" varchar(10),
	"postcode" varchar(4),
	"serviceable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"code" varchar(10) PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"region_code" varchar(10) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"code" varchar(10) PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"region_code" varchar(10) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" varchar(10) PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"designation" varchar(40) DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" varchar(254) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" varchar(300),
	"ip" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "shipping_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"recipient_name" varchar(120),
	"phone" varchar(20),
	"house_number" varchar(60) NOT NULL,
	"building" varchar(120),
	"street_name" varchar(120) NOT NULL,
	"region_id" varchar(10) NOT NULL,
	"region" varchar(120) NOT NULL,
	"province_id" varchar(10) NOT NULL,
	"province" varchar(120) NOT NULL,
	"city_id" varchar(10) NOT NULL,
	"city" varchar(120) NOT NULL,
	"barangay_id" varchar(10) NOT NULL,
	"barangay" varchar(120) NOT NULL,
	"postcode" varchar(4) NOT NULL,
	"country" varchar(2) DEFAULT 'PH' NOT NULL,
	"address_type" varchar(10) DEFAULT 'home' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "google_id" varchar(64);--> statement-breakpoint
ALTER TABLE "barangays" ADD CONSTRAINT "barangays_city_code_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_district_code_districts_code_fk" FOREIGN KEY ("district_code") REFERENCES "public"."districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provinces" ADD CONSTRAINT "provinces_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD CONSTRAINT "shipping_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "barangays_city_idx" ON "barangays" USING btree ("city_code");--> statement-breakpoint
CREATE INDEX "cities_province_idx" ON "cities" USING btree ("province_code");--> statement-breakpoint
CREATE INDEX "cities_district_idx" ON "cities" USING btree ("district_code");--> statement-breakpoint
CREATE INDEX "districts_region_idx" ON "districts" USING btree ("region_code");--> statement-breakpoint
CREATE INDEX "provinces_region_idx" ON "provinces" USING btree ("region_code");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shipping_addresses_user_idx" ON "shipping_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_addresses_one_default_key" ON "shipping_addresses" USING btree ("user_id") WHERE "shipping_addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_token_hash_key" ON "user_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_tokens_user_purpose_idx" ON "user_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_id_key" ON "users" USING btree ("google_id");