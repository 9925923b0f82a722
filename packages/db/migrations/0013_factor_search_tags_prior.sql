-- Search over the sources' tags (docs/decisions/0019-search-synonyms-and-ranking.md): ADEME tags a portable
-- computer "laptop" although its name says "Computer, portable". Tags weigh like the category path (B), below the
-- name (A) and above place and unit words (C).
CREATE OR REPLACE FUNCTION cl_weighted_tsvector(config regconfig, name text, category text[], tags text[], location text, unit text)
  RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT
    setweight(to_tsvector(config, lower(public.unaccent('public.unaccent'::regdictionary, coalesce(name, '')))), 'A')
    || setweight(to_tsvector(config, lower(public.unaccent('public.unaccent'::regdictionary,
         coalesce(array_to_string(category, ' '), '') || ' ' || coalesce(array_to_string(tags, ' '), '')))), 'B')
    || setweight(to_tsvector(config, lower(public.unaccent('public.unaccent'::regdictionary, coalesce(location, '')))
         || ' ' || cl_unit_words(unit)), 'C') $$;
--> statement-breakpoint
-- A generated column's expression cannot be altered: the vectors are dropped (with their GIN indexes) and added
-- again over the tags.
ALTER TABLE "emission_factors" DROP COLUMN "tsv_fr";--> statement-breakpoint
ALTER TABLE "emission_factors" DROP COLUMN "tsv_en";--> statement-breakpoint
ALTER TABLE "emission_factors" ADD COLUMN "tsv_fr" "tsvector" GENERATED ALWAYS AS (cl_weighted_tsvector('french'::regconfig, name_fr, category_path_fr, tags_fr, location_fr, unit)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "emission_factors" ADD COLUMN "tsv_en" "tsvector" GENERATED ALWAYS AS (cl_weighted_tsvector('english'::regconfig, name_en, category_path_en, tags_en, location_en, unit)) STORED NOT NULL;--> statement-breakpoint
-- The prior dated a factor by its year only; ADEME gives most factors no year but an end of validity, which now
-- dates them too (a factor valid to 2024 is data of about 2023), so that current ADEME factors are not taken for
-- old ones when a broad query takes its first candidates in prior order.
ALTER TABLE "emission_factors" DROP COLUMN "search_prior";--> statement-breakpoint
ALTER TABLE "emission_factors" ADD COLUMN "search_prior" real GENERATED ALWAYS AS ((0.4 * (1.0 - LEAST(length(coalesce(name_en, name_fr, '')), 120) / 120.0) + 0.3 * LEAST(1.0, GREATEST(0.0, (coalesce(year, extract(year FROM valid_to)::int - 1, 2015) - 2015) / 10.0)) + 0.2 * (CASE WHEN unit_family <> 'money' THEN 1 ELSE 0 END) + 0.1 * (CASE WHEN name_languages = 'fr+en' THEN 1 ELSE 0 END))::real) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "emission_factors_tsv_fr_idx" ON "emission_factors" USING gin ("tsv_fr");--> statement-breakpoint
CREATE INDEX "emission_factors_tsv_en_idx" ON "emission_factors" USING gin ("tsv_en");--> statement-breakpoint
CREATE INDEX "emission_factors_prior_key_idx" ON "emission_factors" USING btree ("search_prior" DESC NULLS LAST,"key") WHERE company_id IS NULL AND duplicate_of_key IS NULL;
