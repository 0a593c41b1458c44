CREATE TABLE "background_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"quote_id" uuid NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "matrices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"type" text NOT NULL,
	"position" integer NOT NULL,
	"start_cost" numeric(12, 2) NOT NULL,
	"end_cost" numeric(12, 2) NOT NULL,
	"multiplier" numeric(8, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourced_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_part_item_id" uuid NOT NULL,
	"part_id" text NOT NULL,
	"part_name" text NOT NULL,
	"part_number" text NOT NULL,
	"status" text NOT NULL,
	"price_list" numeric(10, 2),
	"price_cost" numeric(10, 2) NOT NULL,
	"price_cost_with_matrix" numeric(10, 2) NOT NULL,
	"supplier_id" integer,
	"supplier_name" text NOT NULL,
	"brand" text,
	"brand_id" text,
	"pcdb_part_type_id" integer,
	"image1" text,
	"store_id" integer,
	"store_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sourced_parts_quote_part_item_id_unique" UNIQUE("quote_part_item_id")
);
--> statement-breakpoint
ALTER TABLE "quote_labor_items" ADD COLUMN "guide_labor_item_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_labor_items" ADD COLUMN "guide_motor_time" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "verify_error" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "sourcing_error" text;--> statement-breakpoint
ALTER TABLE "matrices" ADD CONSTRAINT "matrices_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourced_parts" ADD CONSTRAINT "sourced_parts_quote_part_item_id_quote_part_items_id_fk" FOREIGN KEY ("quote_part_item_id") REFERENCES "public"."quote_part_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "background_jobs_status_locked_until_index" ON "background_jobs" USING btree ("status","locked_until");--> statement-breakpoint
CREATE INDEX "background_jobs_quote_id_index" ON "background_jobs" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_active_idx" ON "background_jobs" USING btree ("kind","quote_id") WHERE status in ('QUEUED', 'RUNNING');--> statement-breakpoint
CREATE INDEX "matrices_shop_id_type_position_index" ON "matrices" USING btree ("shop_id","type","position");--> statement-breakpoint
ALTER TABLE "quote_labor_items" ADD CONSTRAINT "quote_labor_items_guide_labor_item_id_guide_labor_items_id_fk" FOREIGN KEY ("guide_labor_item_id") REFERENCES "public"."guide_labor_items"("id") ON DELETE set null ON UPDATE no action;