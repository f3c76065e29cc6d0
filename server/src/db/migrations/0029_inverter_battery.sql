ALTER TABLE "products" ADD COLUMN "battery" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "battery_bank_volts" numeric(5, 1);--> statement-breakpoint
-- Inverters already in the catalogue: the battery as their specifications say it (decision 044).
UPDATE "products" SET "battery" = 'built-in' WHERE "category" = 'inverter' AND nullif(trim("specifications"->>'Built-in battery'), '') IS NOT NULL;--> statement-breakpoint
UPDATE "products" SET "battery" = 'external', "battery_bank_volts" = substring("specifications"->>'System voltage' from '^\s*([0-9]+(\.[0-9])?)')::numeric
  WHERE "category" = 'inverter' AND "battery" IS NULL AND "specifications"->>'System voltage' ~ '^\s*[0-9]+(\.[0-9])?\s*[Vv]'
  AND substring("specifications"->>'System voltage' from '^\s*([0-9]+(\.[0-9])?)')::numeric BETWEEN 12 AND 800;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_battery_check" CHECK (("products"."battery" is null and "products"."battery_bank_volts" is null) or ("products"."category" = 'inverter' and (("products"."battery" = 'built-in' and "products"."battery_bank_volts" is null) or ("products"."battery" = 'external' and "products"."battery_bank_volts" between 12 and 800))));