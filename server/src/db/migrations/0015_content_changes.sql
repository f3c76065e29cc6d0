-- What the public pages show changes here (decision 024). Every write to it, through the services or
-- straight in SQL, notes which parts of the pages changed (tags such as `catalogue`, `product:12`,
-- `offers`) in an append-only log inside the writing transaction, and wakes every server instance
-- listening on the channel `content_changed` when it commits. An insert never waits for another
-- writer (a row per tag, bumped in place, would make every payment queue on the `catalogue` row and
-- could deadlock two orders that take stock of the same products in turn); each instance reads the
-- log up to the oldest transaction still running, so a commit that lands out of order is still read.
CREATE TABLE "content_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tag" text NOT NULL,
	"tx" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_changes_tx_idx" ON "content_changes" USING btree ("tx");
--> statement-breakpoint
CREATE INDEX "content_changes_changed_at_idx" ON "content_changes" USING btree ("changed_at");
--> statement-breakpoint
CREATE FUNCTION "note_content_change"(tags text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	-- Once per tag and transaction: a statement touching 30 products notes `catalogue` once.
	INSERT INTO "content_changes" ("tag")
	SELECT DISTINCT t FROM unnest(tags) AS t
	WHERE t IS NOT NULL
		AND NOT EXISTS (SELECT 1 FROM "content_changes" c WHERE c."tx" = pg_current_xact_id() AND c."tag" = t);
	-- Sent at commit, once per transaction (identical notifications are folded into one).
	PERFORM pg_notify('content_changed', '');
END
$$;
--> statement-breakpoint
-- A product's row carries its price, stock, holds and rating: its own page and every list of products show it.
CREATE FUNCTION "products_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- An update that changed nothing (compared as text: two columns are json, which has no equality).
	IF TG_OP = 'UPDATE' AND NEW::text = OLD::text THEN
		RETURN NULL;
	END IF;
	PERFORM "note_content_change"(ARRAY['catalogue', 'product:' || (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text]);
	IF TG_OP = 'UPDATE' AND NEW.id <> OLD.id THEN
		PERFORM "note_content_change"(ARRAY['product:' || OLD.id::text]);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "products_content_changed"();
--> statement-breakpoint
-- The reviews list is on its product's page only; the rating they make is on the product's row.
CREATE FUNCTION "reviews_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM "note_content_change"(ARRAY['product:' || OLD.product_id::text]);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM "note_content_change"(ARRAY['product:' || NEW.product_id::text]);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reviews_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "reviews" FOR EACH ROW EXECUTE FUNCTION "reviews_content_changed"();
--> statement-breakpoint
-- The shop's counter of paid orders in the last week (orders-service.ts, countRecentOrders): only a
-- change to what it counts, never an order being created, shipped or delivered.
CREATE FUNCTION "orders_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	counted_before boolean := TG_OP <> 'INSERT' AND OLD.status IN ('paid', 'shipped', 'delivered') AND NOT OLD.needs_refund AND OLD.paid_at IS NOT NULL;
	counted_after boolean := TG_OP <> 'DELETE' AND NEW.status IN ('paid', 'shipped', 'delivered') AND NOT NEW.needs_refund AND NEW.paid_at IS NOT NULL;
BEGIN
	IF counted_before IS DISTINCT FROM counted_after OR (counted_after AND OLD.paid_at IS DISTINCT FROM NEW.paid_at) THEN
		PERFORM "note_content_change"(ARRAY['orders-recent']);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_content_changed"();
--> statement-breakpoint
-- Tables whose every row is shown together (the offers in the banner, the shop's slides, the blog,
-- the stores, the pincodes buy-now delivers to, the EMI plans): one tag each, named by the trigger.
CREATE FUNCTION "table_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "note_content_change"(TG_ARGV);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "promotions_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotions" FOR EACH STATEMENT EXECUTE FUNCTION "table_content_changed"('offers');
--> statement-breakpoint
CREATE TRIGGER "shop_slides_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_slides" FOR EACH STATEMENT EXECUTE FUNCTION "table_content_changed"('slides');
--> statement-breakpoint
CREATE TRIGGER "blog_posts_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION "table_content_changed"('blog');
--> statement-breakpoint
CREATE TRIGGER "stores_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stores" FOR EACH STATEMENT EXECUTE FUNCTION "table_content_changed"('stores');
--> statement-breakpoint
CREATE TRIGGER "deliverable_pincodes_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "deliverable_pincodes" FOR EACH STATEMENT EXECUTE FUNCTION "table_content_changed"('delivery');
--> statement-breakpoint
CREATE TRIGGER "emi_plans_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "emi_plans" FOR EACH STATEMENT EXECUTE FUNCTION "table_content_changed"('emi');
--> statement-breakpoint
-- The products' TRUNCATE (tests, a reload of the catalogue): rows are gone without row triggers.
CREATE TRIGGER "products_truncated" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "table_content_changed"('catalogue', '*');
--> statement-breakpoint
CREATE TRIGGER "reviews_truncated" AFTER TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "table_content_changed"('*');
