CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"expands_to" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_term_unique" UNIQUE("term"),
	CONSTRAINT "search_synonyms_term_check" CHECK (length("search_synonyms"."term") between 1 and 40),
	CONSTRAINT "search_synonyms_expands_to_check" CHECK (jsonb_typeof("search_synonyms"."expands_to") = 'array' and jsonb_array_length("search_synonyms"."expands_to") between 1 and 8)
);
--> statement-breakpoint
-- The shop search compares words by trigrams (decision 042). pg_trgm is a trusted extension: the
-- database's owner may create it without being a superuser (PostgreSQL 13 and later); PGlite loads
-- it from @electric-sql/pglite/contrib/pg_trgm (server/src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- A synonym changes what the shop's search finds: the shop's pages carry the `search` tag (decision 024).
CREATE TRIGGER "search_synonyms_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_synonyms" FOR EACH STATEMENT EXECUTE FUNCTION "table_content_changed"('search');
--> statement-breakpoint
-- The words Indian shoppers use for what the catalogue calls otherwise; staff add and remove them in the console.
INSERT INTO "search_synonyms" ("term", "expands_to") VALUES
	('scooter', '["two wheeler", "electric scooter", "ev"]'),
	('scooty', '["scooter", "ev"]'),
	('two wheeler', '["scooter", "motorcycle", "ev"]'),
	('bike', '["motorcycle", "ev"]'),
	('motorbike', '["motorcycle", "ev"]'),
	('golf cart', '["ev"]'),
	('e rickshaw', '["e-rickshaw", "3-wheeler", "ev"]'),
	('erickshaw', '["e-rickshaw", "ev"]'),
	('toto', '["e-rickshaw", "ev"]'),
	('three wheeler', '["3-wheeler", "e-rickshaw", "ev"]'),
	('loader', '["e-loader", "ev"]'),
	('ups', '["inverter"]'),
	('power backup', '["inverter"]'),
	('lfp', '["lifepo4"]'),
	('lithium iron phosphate', '["lifepo4"]'),
	('ess', '["energy storage"]'),
	('home battery', '["energy storage", "inverter battery"]'),
	('tower', '["telecom"]'),
	('bts', '["telecom"]')
ON CONFLICT ("term") DO NOTHING;
