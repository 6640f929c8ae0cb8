-- Admin searches are "contains" matches (ILIKE '%…%'); trigram GIN indexes keep them fast at
-- 100,000 rows. Written by hand because drizzle-kit cannot declare the extension; the schema
-- files point here. pg_trgm is a trusted extension (PostgreSQL 13+), PGlite loads it at start.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shipments_tracking_number_trgm_idx" ON "shipments" USING gin ("tracking_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shipments_origin_trgm_idx" ON "shipments" USING gin ("origin" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shipments_destination_trgm_idx" ON "shipments" USING gin ("destination" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_full_name_trgm_idx" ON "clients" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_email_trgm_idx" ON "clients" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_company_trgm_idx" ON "clients" USING gin ("company" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_email_idx" ON "clients" ("email");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_country_idx" ON "clients" ("country", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vault_items_name_trgm_idx" ON "vault_items" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vault_items_location_code_trgm_idx" ON "vault_items" USING gin ("location_code" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vault_items_name_idx" ON "vault_items" ("name", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vault_items_date_stored_idx" ON "vault_items" ("date_stored" DESC);
--> statement-breakpoint
-- Admin lists order by (column, id) so equal values page stably; these match that order exactly, so
-- a page is an index walk plus LIMIT instead of a sort of every row (npm run bench, seed:large).
CREATE INDEX IF NOT EXISTS "shipments_created_id_idx" ON "shipments" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shipments_status_created_id_idx" ON "shipments" ("status", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shipments_origin_id_idx" ON "shipments" ("origin", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shipments_destination_id_idx" ON "shipments" ("destination", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_created_id_idx" ON "clients" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vault_items_created_id_idx" ON "vault_items" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vault_items_category_created_id_idx" ON "vault_items" ("category", "created_at" DESC, "id" DESC);
--> statement-breakpoint
-- The overview's "moved into In Transit" counts read shipment ids from the index alone.
CREATE INDEX IF NOT EXISTS "shipment_updates_status_time_shipment_idx" ON "shipment_updates" ("status", "timestamp" DESC, "shipment_id");
--> statement-breakpoint
-- Vault value by category (Analytics) is read from this index alone.
CREATE INDEX IF NOT EXISTS "vault_items_category_value_idx" ON "vault_items" ("category") INCLUDE ("value");
