CREATE TABLE "emission_factor_details" (
	"factor_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid,
	"licence" text,
	"licence_url" text,
	"attribution" text,
	"unit_raw" text NOT NULL,
	"source_value" double precision NOT NULL,
	"unit_qualifier" text,
	"energy_basis" text,
	"price_year" integer,
	"gases" jsonb,
	"components" jsonb,
	"lifecycle_stages" jsonb,
	"uncertainty_percent" double precision,
	"quality" double precision,
	"quality_scheme" text,
	"valid_from" text,
	"valid_to" text,
	"validity_text" text,
	"comment_fr" text,
	"comment_en" text,
	"source_metadata" jsonb
);
--> statement-breakpoint
-- Keeps what databases already hold (a company's own factors) before the columns leave emission_factors.
INSERT INTO "emission_factor_details" ("factor_id", "company_id", "licence", "licence_url", "attribution", "unit_raw",
  "source_value", "unit_qualifier", "energy_basis", "price_year", "gases", "components", "lifecycle_stages",
  "uncertainty_percent", "quality", "quality_scheme", "valid_from", "valid_to", "validity_text", "comment_fr",
  "comment_en", "source_metadata")
SELECT "id", "company_id", "licence", "licence_url", "attribution", "unit_raw", "source_value", "unit_qualifier",
  "energy_basis", "price_year", "gases", "components", "lifecycle_stages", "uncertainty_percent", "quality",
  "quality_scheme", "valid_from", "valid_to", "validity_text", "comment_fr", "comment_en", "source_metadata"
FROM "emission_factors";
--> statement-breakpoint
ALTER TABLE "emission_factor_details" ADD CONSTRAINT "emission_factor_details_factor_id_emission_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."emission_factors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_factor_details" ADD CONSTRAINT "emission_factor_details_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emission_factor_details_company_idx" ON "emission_factor_details" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "emission_factors" DROP COLUMN "licence";--> statement-breakpoint
ALTER TABLE "emission_factors" DROP COLUMN "licence_url";--> statement-breakpoint
ALTER TABLE "emission_factors" DROP COLUMN "attribution";--> statement-breakpoint
ALTER TABLE "emission_factors" DROP COLUMN "unit_raw";--> statement-breakpoint
ALTER TABLE "emission_factors" DROP COLUMN "source_value";--> statement-breakpoint
ALTER TABLE "emission_factors" DROP COLUMN "unit_qualifier";--> statement-breakpoint
ALTER TABLE "emission_factors" DROP COLUMN "energy_basis";--> statement-breakpoint
ALTER TABLE "emission_factors" DROP COLUMN "price_year";--> statement-breakpoint
ALTER TABLE "emission_factors" DROP COLUMN "gases";--> statement-breakpoint
ALTER TABLE "emission_factors" DROP COLUMN "components";--> statement-breakpoint
ALTER TABLE "emission_factors" DROP COLUMN "lifecycle_stages";--> statement-breakpoint
ALTER TABLE "emission_factors" DROP COLUMN "uncertainty_percent";--> statement-breakpoint
ALTER TABLE "emission_factors" DROP COLUMN "quality";--> statement-breakpoint
ALTER TABLE "emission_factors" DROP COLUMN "quality_scheme";--> statement-breakpoint
ALTER TABLE "emission_factors" DROP COLUMN "valid_from";--> statement-breakpoint
ALTER TABLE "emission_factors" DROP COLUMN "valid_to";--> statement-breakpoint
ALTER TABLE "emission_factors" DROP COLUMN "validity_text";--> statement-breakpoint
ALTER TABLE "emission_factors" DROP COLUMN "comment_fr";--> statement-breakpoint
ALTER TABLE "emission_factors" DROP COLUMN "comment_en";--> statement-breakpoint
ALTER TABLE "emission_factors" DROP COLUMN "source_metadata";