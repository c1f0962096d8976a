-- The owner's insights (docs/admin.md#insights): the orders of a range with what the item pass joins on
-- and the customers pass reads, and each order's lines with what is summed, so both passes can be
-- answered from the indexes (index-only scans where the visibility map allows).
CREATE INDEX "orders_created_sale_idx" ON "orders" USING btree ("created_at","status","id","user_id","total_centavos");--> statement-breakpoint
CREATE INDEX "order_items_order_sale_idx" ON "order_items" USING btree ("order_id","product_id","quantity","unit_price_centavos");
