CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shipment_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"facts" jsonb NOT NULL,
	"signature" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipts_shipment_idx" ON "receipts" USING btree ("shipment_id");