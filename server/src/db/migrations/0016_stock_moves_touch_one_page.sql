-- Decision 024, amended: a sale moves the stock of one product, and only its own page shows the exact
-- figure ("1 to 37"); the lists of products (the shop, its searches and filters, the cart, the
-- product lines) show stock only as the card's band: "Out of Stock", "Only 3 left!" at 1 to 5
-- (LOW_STOCK_LIMIT in contract/src/catalogue-rules.ts, cardStockText), or nothing. Holds (`reserved`)
-- show nowhere. Noting `catalogue` for every payment dropped every list page and rebuilt the
-- catalogue snapshot on every instance, several times a second on a sale day.
CREATE FUNCTION "shown_stock_band"(stock integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE WHEN stock <= 0 THEN 'out' WHEN stock <= 5 THEN stock::text ELSE 'in' END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- An update that changed nothing (compared as text: two columns are json, which has no equality).
	IF TG_OP = 'UPDATE' AND NEW::text = OLD::text THEN
		RETURN NULL;
	END IF;
	-- Only stock or holds moved (an order held, released or took units): the product's own page when
	-- its stock moved, and the lists too only when the card's band moved.
	IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'stock' - 'reserved' - 'updated_at') = (to_jsonb(OLD) - 'stock' - 'reserved' - 'updated_at') THEN
		IF NEW.stock IS DISTINCT FROM OLD.stock THEN
			PERFORM "note_content_change"(CASE
				WHEN "shown_stock_band"(NEW.stock) = "shown_stock_band"(OLD.stock) THEN ARRAY['product:' || NEW.id::text]
				ELSE ARRAY['catalogue', 'product:' || NEW.id::text]
			END);
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
