CREATE TABLE "client_daily_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"clients" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_daily_counts" (
	"status" text NOT NULL,
	"day" date NOT NULL,
	"shipments" integer NOT NULL,
	CONSTRAINT "shipment_daily_counts_status_day_pk" PRIMARY KEY("status","day")
);
--> statement-breakpoint
CREATE TABLE "vault_item_daily_counts" (
	"category" text NOT NULL,
	"day" date NOT NULL,
	"items" integer NOT NULL,
	"value" numeric NOT NULL,
	CONSTRAINT "vault_item_daily_counts_category_day_pk" PRIMARY KEY("category","day")
);
--> statement-breakpoint
CREATE INDEX "shipment_daily_counts_day_idx" ON "shipment_daily_counts" USING btree ("day");--> statement-breakpoint
CREATE INDEX "vault_item_daily_counts_day_idx" ON "vault_item_daily_counts" USING btree ("day");--> statement-breakpoint
CREATE INDEX "clients_last_name_id_idx" ON "clients" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "clients_email_id_idx" ON "clients" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "clients_company_id_idx" ON "clients" USING btree ("company","id");--> statement-breakpoint
CREATE INDEX "clients_country_id_idx" ON "clients" USING btree ("country","id");--> statement-breakpoint
CREATE INDEX "shipments_tracking_number_id_idx" ON "shipments" USING btree ("tracking_number","id");--> statement-breakpoint
CREATE INDEX "shipments_status_id_idx" ON "shipments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "vault_items_name_id_idx" ON "vault_items" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "vault_items_category_id_idx" ON "vault_items" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "vault_items_security_level_id_idx" ON "vault_items" USING btree ("security_level","id");--> statement-breakpoint
CREATE INDEX "vault_items_date_stored_id_idx" ON "vault_items" USING btree ("date_stored","id");--> statement-breakpoint
-- Written by hand from here (decision 036): triggers keep the summary rows exact in the
-- transaction of every write, whichever path makes it (services, seeds, foreign-key cascades, a
-- psql session). Statement-level with transition tables, so a seed's 5,000-row insert is one
-- upsert per (status, day) rather than 5,000; an update that moves no count writes nothing. The
-- upserts go in key order, so concurrent writers lock summary rows in the same order.
CREATE FUNCTION "count_shipments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "shipment_daily_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "shipment_daily_counts" AS counts ("status", "day", "shipments")
    SELECT "status", ("created_at" AT TIME ZONE 'UTC')::date, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("status", "day") DO UPDATE SET "shipments" = counts."shipments" + excluded."shipments";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "shipment_daily_counts" AS counts ("status", "day", "shipments")
    SELECT "status", ("created_at" AT TIME ZONE 'UTC')::date, -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("status", "day") DO UPDATE SET "shipments" = counts."shipments" + excluded."shipments";
  ELSE
    INSERT INTO "shipment_daily_counts" AS counts ("status", "day", "shipments")
    SELECT "status", "day", sum("shipments") FROM (
      SELECT "status", ("created_at" AT TIME ZONE 'UTC')::date AS "day", -1 AS "shipments" FROM old_rows
      UNION ALL
      SELECT "status", ("created_at" AT TIME ZONE 'UTC')::date, 1 FROM new_rows
    ) AS changes
    GROUP BY 1, 2 HAVING sum("shipments") <> 0 ORDER BY 1, 2
    ON CONFLICT ("status", "day") DO UPDATE SET "shipments" = counts."shipments" + excluded."shipments";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "count_clients"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "client_daily_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "client_daily_counts" AS counts ("day", "clients")
    SELECT ("created_at" AT TIME ZONE 'UTC')::date, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT ("day") DO UPDATE SET "clients" = counts."clients" + excluded."clients";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "client_daily_counts" AS counts ("day", "clients")
    SELECT ("created_at" AT TIME ZONE 'UTC')::date, -count(*) FROM old_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT ("day") DO UPDATE SET "clients" = counts."clients" + excluded."clients";
  ELSE
    INSERT INTO "client_daily_counts" AS counts ("day", "clients")
    SELECT "day", sum("clients") FROM (
      SELECT ("created_at" AT TIME ZONE 'UTC')::date AS "day", -1 AS "clients" FROM old_rows
      UNION ALL
      SELECT ("created_at" AT TIME ZONE 'UTC')::date, 1 FROM new_rows
    ) AS changes
    GROUP BY 1 HAVING sum("clients") <> 0 ORDER BY 1
    ON CONFLICT ("day") DO UPDATE SET "clients" = counts."clients" + excluded."clients";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "count_vault_items"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "vault_item_daily_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "vault_item_daily_counts" AS counts ("category", "day", "items", "value")
    SELECT "category", ("created_at" AT TIME ZONE 'UTC')::date, count(*), coalesce(sum("value"), 0) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("category", "day") DO UPDATE SET "items" = counts."items" + excluded."items", "value" = counts."value" + excluded."value";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "vault_item_daily_counts" AS counts ("category", "day", "items", "value")
    SELECT "category", ("created_at" AT TIME ZONE 'UTC')::date, -count(*), -coalesce(sum("value"), 0) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("category", "day") DO UPDATE SET "items" = counts."items" + excluded."items", "value" = counts."value" + excluded."value";
  ELSE
    INSERT INTO "vault_item_daily_counts" AS counts ("category", "day", "items", "value")
    SELECT "category", "day", sum("items"), sum("value") FROM (
      SELECT "category", ("created_at" AT TIME ZONE 'UTC')::date AS "day", -1 AS "items", -coalesce("value", 0) AS "value" FROM old_rows
      UNION ALL
      SELECT "category", ("created_at" AT TIME ZONE 'UTC')::date, 1, coalesce("value", 0) FROM new_rows
    ) AS changes
    GROUP BY 1, 2 HAVING sum("items") <> 0 OR sum("value") <> 0 ORDER BY 1, 2
    ON CONFLICT ("category", "day") DO UPDATE SET "items" = counts."items" + excluded."items", "value" = counts."value" + excluded."value";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A trigger with transition tables serves one event: four triggers per table.
CREATE TRIGGER "shipments_counted_insert" AFTER INSERT ON "shipments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_shipments"();
--> statement-breakpoint
CREATE TRIGGER "shipments_counted_update" AFTER UPDATE ON "shipments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_shipments"();
--> statement-breakpoint
CREATE TRIGGER "shipments_counted_delete" AFTER DELETE ON "shipments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_shipments"();
--> statement-breakpoint
CREATE TRIGGER "shipments_counted_truncate" AFTER TRUNCATE ON "shipments" FOR EACH STATEMENT EXECUTE FUNCTION "count_shipments"();
--> statement-breakpoint
CREATE TRIGGER "clients_counted_insert" AFTER INSERT ON "clients" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_clients"();
--> statement-breakpoint
CREATE TRIGGER "clients_counted_update" AFTER UPDATE ON "clients" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_clients"();
--> statement-breakpoint
CREATE TRIGGER "clients_counted_delete" AFTER DELETE ON "clients" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_clients"();
--> statement-breakpoint
CREATE TRIGGER "clients_counted_truncate" AFTER TRUNCATE ON "clients" FOR EACH STATEMENT EXECUTE FUNCTION "count_clients"();
--> statement-breakpoint
CREATE TRIGGER "vault_items_counted_insert" AFTER INSERT ON "vault_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_vault_items"();
--> statement-breakpoint
CREATE TRIGGER "vault_items_counted_update" AFTER UPDATE ON "vault_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_vault_items"();
--> statement-breakpoint
CREATE TRIGGER "vault_items_counted_delete" AFTER DELETE ON "vault_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_vault_items"();
--> statement-breakpoint
CREATE TRIGGER "vault_items_counted_truncate" AFTER TRUNCATE ON "vault_items" FOR EACH STATEMENT EXECUTE FUNCTION "count_vault_items"();
--> statement-breakpoint
-- The rows already there, counted after the triggers exist: creating a trigger locks its table
-- against writes until this migration commits, so no write falls between the two.
INSERT INTO "shipment_daily_counts" ("status", "day", "shipments")
SELECT "status", ("created_at" AT TIME ZONE 'UTC')::date, count(*) FROM "shipments" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "client_daily_counts" ("day", "clients")
SELECT ("created_at" AT TIME ZONE 'UTC')::date, count(*) FROM "clients" GROUP BY 1;
--> statement-breakpoint
INSERT INTO "vault_item_daily_counts" ("category", "day", "items", "value")
SELECT "category", ("created_at" AT TIME ZONE 'UTC')::date, count(*), coalesce(sum("value"), 0) FROM "vault_items" GROUP BY 1, 2;
--> statement-breakpoint
-- Superseded: Analytics reads vault value from vault_item_daily_counts, and the keyset indexes above
-- serve the name and country orders these were made for.
DROP INDEX IF EXISTS "vault_items_category_value_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "vault_items_name_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "clients_country_idx";
