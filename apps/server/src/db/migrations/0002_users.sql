CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"username" varchar(40) NOT NULL,
	"first_name" varchar(80) DEFAULT '' NOT NULL,
	"last_name" varchar(80) DEFAULT '' NOT NULL,
	"phone" varchar(20),
	"password_hash" text,
	"user_type" varchar(20) DEFAULT 'customer' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_type_idx" ON "users" USING btree ("user_type");