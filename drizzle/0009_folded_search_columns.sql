-- Written by hand (decision 036): the admin searches' "contains" test on lower-cased copies of the
-- searched columns, kept by PostgreSQL (stored generated columns) and trigram-indexed, instead of
-- ILIKE on the columns themselves. In a UTF-8 database ILIKE is lower(text) LIKE lower(pattern),
-- both lowered on every row it tests: at 100,000 shipments that was most of a search's time (the
-- rows a trigram index hands back are all tested again). `folded LIKE lower(pattern)` finds the
-- same rows and lowers each text once, when it is written. The indexes on the columns themselves
-- (0001) served only these searches and are replaced.
ALTER TABLE "shipments"
  ADD COLUMN "tracking_number_folded" text GENERATED ALWAYS AS (lower("tracking_number")) STORED,
  ADD COLUMN "origin_folded" text GENERATED ALWAYS AS (lower("origin")) STORED,
  ADD COLUMN "destination_folded" text GENERATED ALWAYS AS (lower("destination")) STORED;
--> statement-breakpoint
ALTER TABLE "vault_items"
  ADD COLUMN "name_folded" text GENERATED ALWAYS AS (lower("name")) STORED,
  ADD COLUMN "location_code_folded" text GENERATED ALWAYS AS (lower("location_code")) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS "shipments_tracking_number_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "shipments_origin_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "shipments_destination_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "vault_items_name_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "vault_items_location_code_trgm_idx";
--> statement-breakpoint
CREATE INDEX "shipments_tracking_number_folded_trgm_idx" ON "shipments" USING gin ("tracking_number_folded" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "shipments_origin_folded_trgm_idx" ON "shipments" USING gin ("origin_folded" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "shipments_destination_folded_trgm_idx" ON "shipments" USING gin ("destination_folded" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "vault_items_name_folded_trgm_idx" ON "vault_items" USING gin ("name_folded" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "vault_items_location_code_folded_trgm_idx" ON "vault_items" USING gin ("location_code_folded" gin_trgm_ops);
--> statement-breakpoint
-- Statistics for the new columns now, not at autovacuum's next pass: without them the planner
-- guesses how many rows a search matches and may walk the wrong index.
ANALYZE "shipments", "vault_items";
