-- Every write that changes what the public catalogue shows tells the app instances, which drop what
-- they keep of it (docs/decisions/008-api-performance.md). The payload is the product's id, or '*' for
-- a change that may touch any product (a category). Notifications go out when the transaction commits
-- and not at all when it rolls back.
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
  PERFORM pg_notify('catalog_changed', changed::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON products
FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON product_images
FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON product_variants
FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER categories_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
