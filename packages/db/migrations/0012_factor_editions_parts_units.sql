ALTER TABLE "emission_factors" ADD COLUMN "tags_fr" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "emission_factors" ADD COLUMN "tags_en" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "emission_factors" ADD COLUMN "edition_group" text;--> statement-breakpoint
ALTER TABLE "emission_factors" ADD COLUMN "latest_edition" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "emission_factors" ADD COLUMN "valid_to" date;--> statement-breakpoint
ALTER TABLE "emission_factors" ADD COLUMN "replaced_by_key" text;--> statement-breakpoint
ALTER TABLE "emission_factors" ADD COLUMN "energy_basis" text;--> statement-breakpoint
ALTER TABLE "emission_factors" ADD COLUMN "unit_qualifier" text;--> statement-breakpoint
ALTER TABLE "emission_factors" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "emission_factors" ADD COLUMN "price_year" integer;--> statement-breakpoint
ALTER TABLE "emission_factors" ADD COLUMN "gwp_basis" text;--> statement-breakpoint
ALTER TABLE "emission_factors" ADD COLUMN "parts" jsonb;--> statement-breakpoint
-- The generated column now reads latest_edition, so it is rebuilt after that column exists.
ALTER TABLE "emission_factors" DROP COLUMN "searchable";--> statement-breakpoint
ALTER TABLE "emission_factors" ADD COLUMN "searchable" boolean GENERATED ALWAYS AS (status = 'valid' AND duplicate_of_key IS NULL AND latest_edition) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "factor_datasets" ADD COLUMN "gwp_basis" text;--> statement-breakpoint
CREATE INDEX "emission_factors_edition_group_idx" ON "emission_factors" USING btree ("edition_group") WHERE edition_group IS NOT NULL;--> statement-breakpoint
-- Keeps what databases already hold before the columns leave emission_factor_details; the library is re-imported
-- anyway (the loader version changes), this is for a company's own factors.
UPDATE "emission_factors" f SET "unit_qualifier" = d."unit_qualifier",
  "energy_basis" = CASE WHEN d."energy_basis" IN ('LHV', 'HHV') THEN d."energy_basis" END,
  "price_year" = d."price_year",
  "valid_to" = CASE WHEN d."valid_to" ~ '^\d{4}-\d{2}-\d{2}$' THEN d."valid_to"::date END
FROM "emission_factor_details" d WHERE d."factor_id" = f."id";--> statement-breakpoint
ALTER TABLE "emission_factor_details" DROP COLUMN "unit_qualifier";--> statement-breakpoint
ALTER TABLE "emission_factor_details" DROP COLUMN "energy_basis";--> statement-breakpoint
ALTER TABLE "emission_factor_details" DROP COLUMN "price_year";--> statement-breakpoint
ALTER TABLE "emission_factor_details" DROP COLUMN "valid_to";
