-- The insights read a range's orders and lines from indexes alone (docs/admin.md#insights,
-- docs/decisions/008-api-performance.md, "Fourteenth pass"). The orders' index gains their payment
-- columns and the place of their address, copied out of it by the database; each line gains its
-- order's placing time, so a range's lines are found by it instead of among every line of every order.
DROP INDEX "order_items_order_sale_idx";--> statement-breakpoint
DROP INDEX "orders_created_sale_idx";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "placed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "order_items" SET "placed_at" = "orders"."created_at" FROM "orders" WHERE "orders"."id" = "order_items"."order_id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "placed_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_region_id" text GENERATED ALWAYS AS (shipping_address->>'region_id') STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_province_id" text GENERATED ALWAYS AS (shipping_address->>'province_id') STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_region" text GENERATED ALWAYS AS (nullif(shipping_address->>'region', '')) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_province" text GENERATED ALWAYS AS (nullif(shipping_address->>'province', '')) STORED;--> statement-breakpoint
CREATE INDEX "order_items_placed_sale_idx" ON "order_items" USING btree ("placed_at","order_id","product_id","quantity","unit_price_centavos");--> statement-breakpoint
CREATE INDEX "orders_created_sale_idx" ON "orders" USING btree ("created_at","status","id","user_id","total_centavos","payment_method","payment_status","ship_region_id","ship_province_id","ship_region","ship_province");
