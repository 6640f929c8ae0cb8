ALTER TABLE "client_requests" DROP CONSTRAINT "client_requests_state_check";--> statement-breakpoint
ALTER TABLE "release_requests" DROP CONSTRAINT "release_requests_method_check";--> statement-breakpoint
ALTER TABLE "request_approvals" DROP CONSTRAINT "request_approvals_side_check";--> statement-breakpoint
DROP INDEX "client_requests_open_expiry_idx";--> statement-breakpoint
ALTER TABLE "vault_items" ADD COLUMN "transferred_from_item_id" uuid;--> statement-breakpoint
ALTER TABLE "release_requests" ADD COLUMN "to_client_id" uuid;--> statement-breakpoint
ALTER TABLE "release_requests" ADD COLUMN "offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vault_items" ADD CONSTRAINT "vault_items_transferred_from_item_id_vault_items_id_fk" FOREIGN KEY ("transferred_from_item_id") REFERENCES "public"."vault_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_requests" ADD CONSTRAINT "release_requests_to_client_id_clients_id_fk" FOREIGN KEY ("to_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_requests_offered_to_idx" ON "release_requests" USING btree ("to_client_id") WHERE "release_requests"."offered_at" is not null;--> statement-breakpoint
CREATE INDEX "client_requests_open_expiry_idx" ON "client_requests" USING btree ("expires_at") WHERE "client_requests"."state" in ('awaiting_client', 'awaiting_recipient', 'awaiting_staff');--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_state_check" CHECK ("client_requests"."state" in ('awaiting_client', 'awaiting_recipient', 'awaiting_staff', 'scheduled', 'completed', 'declined', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "release_requests" ADD CONSTRAINT "release_requests_method_check" CHECK ("release_requests"."method" in ('collect', 'deliver', 'transfer'));--> statement-breakpoint
ALTER TABLE "request_approvals" ADD CONSTRAINT "request_approvals_side_check" CHECK ("request_approvals"."side" in ('client', 'recipient', 'staff'));