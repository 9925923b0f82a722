ALTER TABLE "products" ADD COLUMN "volume_per_unit_l" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "dimensions_cm" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin_country" text;