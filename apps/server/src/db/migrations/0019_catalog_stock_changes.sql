-- A sale's stock change no longer notifies at its commit (docs/decisions/008-api-performance.md).
-- PostgreSQL serialises every committing transaction that has sent a notification on one lock held
-- through the commit's disk flush, so with a notification from each order's stock update, orders
-- committed one at a time. An update of products or variants that changes nothing but stock and the
-- sold count now writes the product's id here instead; every app instance takes what is here every
-- tenth of a second and sends one `catalog_changed` notification for all of it, so caches still drop
-- those products within a second, and a change is not lost if an instance stops before telling.
-- Every other catalogue write still notifies at its commit, as in migration 0012.
CREATE TABLE "catalog_stock_changes" (
	"product_id" integer NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('catalog_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'products' THEN
    changed := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  ELSE
    changed := CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END;
  END IF;
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME IN ('products', 'product_variants')
     AND to_jsonb(NEW) - '{stock,items_sold}'::text[] = to_jsonb(OLD) - '{stock,items_sold}'::text[] THEN
    INSERT INTO catalog_stock_changes (product_id) VALUES (changed);
    RETURN NULL;
  END IF;
  PERFORM pg_notify('catalog_changed', changed::text);
  RETURN NULL;
END
$$;
