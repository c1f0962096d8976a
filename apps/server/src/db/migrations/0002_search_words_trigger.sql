-- Keeps search_words filled with the words of product names (3 letters or more), for typo correction.
CREATE OR REPLACE FUNCTION products_collect_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT lower(part)
  FROM regexp_split_to_table(NEW.name, '[^[:alnum:]]+') AS part
  WHERE length(part) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_words
AFTER INSERT OR UPDATE OF name ON products
FOR EACH ROW EXECUTE FUNCTION products_collect_search_words();
