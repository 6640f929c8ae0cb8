CREATE TABLE "shipment_transit_counts" (
	"shipment_id" uuid PRIMARY KEY NOT NULL,
	"updates" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shipment_transit_counts_repeated_idx" ON "shipment_transit_counts" USING btree ("shipment_id") WHERE "shipment_transit_counts"."updates" > 1;--> statement-breakpoint
-- Written by hand from here (decision 036), as 0007: a statement-level trigger keeps the count of
-- each shipment's In Transit updates exact in the transaction of every write to shipment_updates.
-- The overview's "moved into In Transit" is then a count of a window's updates less the repeats of
-- the shipments counted here above one, a few hundred rows to de-duplicate instead of thousands.
CREATE FUNCTION "count_transit_updates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "shipment_transit_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "shipment_transit_counts" AS counts ("shipment_id", "updates")
    SELECT "shipment_id", count(*) FROM new_rows WHERE "status" = 'in_transit' GROUP BY 1 ORDER BY 1
    ON CONFLICT ("shipment_id") DO UPDATE SET "updates" = counts."updates" + excluded."updates";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "shipment_transit_counts" AS counts ("shipment_id", "updates")
    SELECT "shipment_id", -count(*) FROM old_rows WHERE "status" = 'in_transit' GROUP BY 1 ORDER BY 1
    ON CONFLICT ("shipment_id") DO UPDATE SET "updates" = counts."updates" + excluded."updates";
  ELSE
    INSERT INTO "shipment_transit_counts" AS counts ("shipment_id", "updates")
    SELECT "shipment_id", sum("updates") FROM (
      SELECT "shipment_id", -1 AS "updates" FROM old_rows WHERE "status" = 'in_transit'
      UNION ALL
      SELECT "shipment_id", 1 FROM new_rows WHERE "status" = 'in_transit'
    ) AS changes
    GROUP BY 1 HAVING sum("updates") <> 0 ORDER BY 1
    ON CONFLICT ("shipment_id") DO UPDATE SET "updates" = counts."updates" + excluded."updates";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "shipment_updates_counted_insert" AFTER INSERT ON "shipment_updates" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_transit_updates"();
--> statement-breakpoint
CREATE TRIGGER "shipment_updates_counted_update" AFTER UPDATE ON "shipment_updates" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_transit_updates"();
--> statement-breakpoint
CREATE TRIGGER "shipment_updates_counted_delete" AFTER DELETE ON "shipment_updates" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_transit_updates"();
--> statement-breakpoint
CREATE TRIGGER "shipment_updates_counted_truncate" AFTER TRUNCATE ON "shipment_updates" FOR EACH STATEMENT EXECUTE FUNCTION "count_transit_updates"();
--> statement-breakpoint
-- The rows already there, counted after the triggers exist (they lock the table against writes
-- until this migration commits).
INSERT INTO "shipment_transit_counts" ("shipment_id", "updates")
SELECT "shipment_id", count(*) FROM "shipment_updates" WHERE "status" = 'in_transit' GROUP BY 1;
