ALTER TABLE "shipments" ADD COLUMN "courier_id" uuid;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_courier_id_user_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_courier_created_idx" ON "shipments" USING btree ("courier_id","created_at" DESC NULLS LAST);