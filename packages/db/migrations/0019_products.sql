CREATE TABLE "product_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"spec" jsonb NOT NULL,
	"quantity" double precision NOT NULL,
	"unit" text NOT NULL,
	"sub_product_id" uuid,
	"factor_id" uuid,
	"factor_source" text,
	"factor_dataset_version" text,
	"factor_name" text,
	"factor_kg_co2e_per_unit" double precision,
	"factor_unit" text,
	"factor_year" integer,
	"factor_geography" text,
	"factor_primary" boolean,
	"share_total_kg_co2e" double precision
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"annual_production_volume" double precision,
	"weight_per_unit_kg" double precision NOT NULL,
	"revenue_per_unit_eur" double precision,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"is_component" boolean DEFAULT false NOT NULL,
	"is_final_product" boolean DEFAULT true NOT NULL,
	"category" text NOT NULL,
	"processing_state" text,
	"composition_mode" text NOT NULL,
	"footprint" jsonb NOT NULL,
	"catalog_item_id" uuid,
	"published_slug" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simple_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_per_unit" double precision NOT NULL,
	"emissions_per_unit" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_lines" ADD CONSTRAINT "product_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_lines" ADD CONSTRAINT "product_lines_sub_product_id_products_id_fk" FOREIGN KEY ("sub_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_lines" ADD CONSTRAINT "product_lines_factor_id_emission_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."emission_factors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_catalog_item_id_catalog_items_id_fk" FOREIGN KEY ("catalog_item_id") REFERENCES "public"."catalog_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simple_products" ADD CONSTRAINT "simple_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_lines_product_idx" ON "product_lines" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_lines_sub_product_idx" ON "product_lines" USING btree ("sub_product_id");--> statement-breakpoint
CREATE INDEX "products_company_idx" ON "products" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_published_slug_key" ON "products" USING btree ("published_slug") WHERE published_slug IS NOT NULL;--> statement-breakpoint
CREATE INDEX "simple_products_company_idx" ON "simple_products" USING btree ("company_id","created_at");