-- Idempotent: an earlier draft of this migration (GIN index) may have run on a development database.
CREATE TABLE IF NOT EXISTS "factor_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX IF EXISTS "factor_search_words_trgm_idx";--> statement-breakpoint
CREATE INDEX "factor_search_words_trgm_idx" ON "factor_search_words" USING gist ("word" gist_trgm_ops);
