-- Factor and catalog search (docs/decisions/0009-factor-search.md): accent-insensitive full-text search and trigram
-- similarity. PGlite gets both extensions at creation (packages/db/src/client.ts); on a server they are trusted
-- extensions, so the migrating role may create them.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so it cannot appear in a generated column or an index
-- expression. Naming the dictionary and the function with their schema makes the result fixed, which is what
-- IMMUTABLE promises, and keeps it working when an index build runs with an empty search_path.
CREATE OR REPLACE FUNCTION cl_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
-- The normal form both sides of a search are compared in: no accents, lower case, never null.
CREATE OR REPLACE FUNCTION cl_norm(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(cl_unaccent(coalesce($1, ''))) $$;--> statement-breakpoint
-- array_to_string() is STABLE because it calls each element type's output function; for text[] that is the
-- identity, so the result is fixed.
CREATE OR REPLACE FUNCTION cl_join(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;
;--> statement-breakpoint
-- Words a unit is searched by, in both languages ("diesel litre", "gaz naturel kWh", "fret t.km").
CREATE OR REPLACE FUNCTION cl_unit_words(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE $1
    WHEN 'g' THEN 'g gram gramme'
    WHEN 'kg' THEN 'kg kilogram kilogramme'
    WHEN 'tonne' THEN 'tonne ton'
    WHEN 'l' THEN 'litre liter'
    WHEN 'm3' THEN 'm3 cubic metre metre cube'
    WHEN 'kWh' THEN 'kwh'
    WHEN 'm' THEN 'metre meter'
    WHEN 'km' THEN 'km kilometre kilometer'
    WHEN 'm2' THEN 'm2 square metre metre carre'
    WHEN 'ha' THEN 'ha hectare'
    WHEN 't.km' THEN 'tkm tonne km'
    WHEN 'passenger.km' THEN 'passenger km passager pkm'
    WHEN 'm3.km' THEN 'm3 km'
    WHEN 'unit' THEN 'unit unite'
    WHEN 'night' THEN 'night nuit nuitee'
    WHEN 'hour' THEN 'hour heure'
    WHEN 'EUR' THEN 'eur euro'
    WHEN 'USD' THEN 'usd dollar'
    WHEN 'GBP' THEN 'gbp pound livre sterling'
    ELSE lower(coalesce($1, ''))
  END $$;
--> statement-breakpoint
-- The search columns of emission_factors, one call each: PGlite pays for every SQL-function call, and loading
-- 25,510 rows through a dozen cl_norm() calls per row took seconds.
-- The trigram text is the names and the publisher's id only: typos matter in names, the category path, place
-- and unit words are matched (stemmed) by the full-text vectors, and a short text keeps trigram checks cheap.
CREATE OR REPLACE FUNCTION cl_factor_search_text(name_fr text, name_en text, source_id text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary,
    coalesce(name_fr, '') || ' ' || coalesce(name_en, '') || ' ' || coalesce(source_id, ''))) $$;--> statement-breakpoint
-- Names weigh most (A), then the category path (B), then place and unit words (C).
CREATE OR REPLACE FUNCTION cl_weighted_tsvector(config regconfig, name text, category text[], location text, unit text)
  RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT
    setweight(to_tsvector(config, lower(public.unaccent('public.unaccent'::regdictionary, coalesce(name, '')))), 'A')
    || setweight(to_tsvector(config, lower(public.unaccent('public.unaccent'::regdictionary,
         coalesce(array_to_string(category, ' '), '')))), 'B')
    || setweight(to_tsvector(config, lower(public.unaccent('public.unaccent'::regdictionary, coalesce(location, '')))
         || ' ' || cl_unit_words(unit)), 'C') $$;
--> statement-breakpoint
-- A catalog item's words stemmed both ways, since a company may name its items in either language.
CREATE OR REPLACE FUNCTION cl_catalog_tsvector(names text, category text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT
    setweight(to_tsvector('french'::regconfig, cl_norm(names)), 'A')
    || setweight(to_tsvector('english'::regconfig, cl_norm(names)), 'A')
    || setweight(to_tsvector('french'::regconfig, cl_norm(category)), 'B')
    || setweight(to_tsvector('english'::regconfig, cl_norm(category)), 'B') $$;
