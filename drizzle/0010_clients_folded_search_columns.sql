-- Written by hand (decision 036): the clients' searched texts as lower-cased copies kept by
-- PostgreSQL (stored generated columns) and trigram-indexed, as 0009 did for shipments and vault
-- items. The admin clients list, the client picker and the client branch of the shipments and
-- vault items searches test `<copy> LIKE lower(pattern)`, which finds what ILIKE on the columns
-- found without lowering every tested row's text again. The full name is the text those searches
-- always tested: first name, a space, last name, a missing part as ''. The indexes of 0001 on the
-- columns themselves served only these searches and are replaced.
ALTER TABLE "clients"
  ADD COLUMN "full_name_folded" text GENERATED ALWAYS AS (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", ''))) STORED,
  ADD COLUMN "email_folded" text GENERATED ALWAYS AS (lower("email")) STORED,
  ADD COLUMN "company_folded" text GENERATED ALWAYS AS (lower("company")) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS "clients_full_name_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "clients_email_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "clients_company_trgm_idx";
--> statement-breakpoint
CREATE INDEX "clients_full_name_folded_trgm_idx" ON "clients" USING gin ("full_name_folded" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "clients_email_folded_trgm_idx" ON "clients" USING gin ("email_folded" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "clients_company_folded_trgm_idx" ON "clients" USING gin ("company_folded" gin_trgm_ops);
--> statement-breakpoint
-- Statistics for the new columns now (as in 0009): without them the planner guesses how many
-- clients a search matches and may walk the wrong index.
ANALYZE "clients";
