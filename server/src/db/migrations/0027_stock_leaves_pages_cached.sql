-- Decision 049: a sale leaves the product's page cached. The product page (and its buy-now page)
-- shows the stock only as what does not change with each sale: out of stock, the exact figure up to
-- 10 (the quantity selector's "1 to N", "Only N left" at 5 or fewer), else "In Stock" with a
-- selector of 1 to 10 (STOCK_SHOWN_UP_TO and shownStock in contract/src/catalogue-rules.ts). So a
-- stock move notes `product:<id>` (which drops those pages) only when that shown figure moves, and
-- `catalogue` only when the card's band moves (migration 0016). Every stock move notes `stock:<id>`,
-- which drops nothing but makes the product's own read (GET /api/v1/productData/:id) read its row
-- again, so the API's figure stays exact.
CREATE FUNCTION "shown_page_stock"(stock integer) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
	SELECT least(greatest(stock, 0), 10)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- An update that changed nothing (compared as text: two columns are json, which has no equality).
	IF TG_OP = 'UPDATE' AND NEW::text = OLD::text THEN
		RETURN NULL;
	END IF;
	-- Only stock or holds moved (an order held, released or took units): the product's exact figure
	-- always, its pages when their shown figure moved, and the lists too when the card's band moved.
	IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'stock' - 'reserved' - 'updated_at') = (to_jsonb(OLD) - 'stock' - 'reserved' - 'updated_at') THEN
		IF NEW.stock IS DISTINCT FROM OLD.stock THEN
			PERFORM "note_content_change"(ARRAY['stock:' || NEW.id::text]
				|| CASE WHEN "shown_page_stock"(NEW.stock) = "shown_page_stock"(OLD.stock) THEN ARRAY[]::text[] ELSE ARRAY['product:' || NEW.id::text] END
				|| CASE WHEN "shown_stock_band"(NEW.stock) = "shown_stock_band"(OLD.stock) THEN ARRAY[]::text[] ELSE ARRAY['catalogue'] END);
		END IF;
		RETURN NULL;
	END IF;
	PERFORM "note_content_change"(ARRAY['catalogue', 'product:' || (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text]);
	IF TG_OP = 'UPDATE' AND NEW.id <> OLD.id THEN
		PERFORM "note_content_change"(ARRAY['product:' || OLD.id::text]);
	END IF;
	RETURN NULL;
END
$$;
