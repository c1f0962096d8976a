-- Stock can no longer go below nothing. An order's stock update now takes its units unconditionally
-- and this check refuses one that would oversell, failing the statement and so the order's whole
-- transaction: the order's last writes and its commit can then be sent together, without waiting for
-- the stock's answer in between (docs/decisions/008-api-performance.md, twelfth pass). The app never
-- wrote a negative stock; a row that has one anyway is set to nothing so that the check can be added.
UPDATE "product_variants" SET "stock" = 0 WHERE "stock" < 0;--> statement-breakpoint
UPDATE "products" SET "stock" = 0 WHERE "stock" < 0;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_stock_not_negative" CHECK ("product_variants"."stock" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0);
