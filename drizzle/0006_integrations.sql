CREATE TABLE "integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"type" text NOT NULL,
	"email" text,
	"public_key" text,
	"partner_id" text,
	"private_key_encrypted" text NOT NULL,
	"partner_key_encrypted" text,
	"base_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integrations_shop_id_type_unique" UNIQUE("shop_id","type")
);
--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integrations_shop_id_index" ON "integrations" USING btree ("shop_id");