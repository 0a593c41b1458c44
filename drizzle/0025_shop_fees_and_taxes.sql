ALTER TABLE "shops" ADD COLUMN "estimate_fees" jsonb DEFAULT '{"taxRates":{"parts":0,"labor":0,"fees":0},"shopSupplies":null,"hazmat":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "estimate_validity_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "estimate_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_estimate_validity_days" CHECK ("shops"."estimate_validity_days" between 1 and 365);