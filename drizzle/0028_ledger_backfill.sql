ALTER TABLE "shipment_updates" ADD COLUMN "in_ledger" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "shipment_updates_not_in_ledger_idx" ON "shipment_updates" USING btree ("timestamp","id") WHERE not "shipment_updates"."in_ledger";--> statement-breakpoint
-- Updates written since migration 0027 have their entry already (decision 073): a staff update's
-- states its shipment, status and time, a handoff's its handoff, whose row names its update.
UPDATE "shipment_updates" AS u SET "in_ledger" = true
WHERE EXISTS (
  SELECT 1 FROM "custody_ledger" AS l
  WHERE l."shipment_id" = u."shipment_id" AND l."kind" = 'tracking_update'
    AND (l."payload_text"::jsonb #>> '{facts,time}')::timestamptz = u."timestamp"
    AND l."payload_text"::jsonb #>> '{facts,status}' = u."status"
) OR EXISTS (
  SELECT 1 FROM "custody_ledger" AS l
  JOIN "custody_handoffs" AS h ON h."id"::text = l."payload_text"::jsonb #>> '{facts,handoff_id}'
  WHERE l."kind" = 'handoff' AND h."update_id" = u."id"
);
