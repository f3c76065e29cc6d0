ALTER TABLE "service_tickets" DROP CONSTRAINT "service_tickets_product_check";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "bestseller";--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_product_check" CHECK (length("service_tickets"."product") between 1 and 150);