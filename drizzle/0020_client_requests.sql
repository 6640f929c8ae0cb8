CREATE TABLE "booking_requests" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"pickup_address" text NOT NULL,
	"pickup_city" text NOT NULL,
	"delivery_address" text NOT NULL,
	"delivery_city" text NOT NULL,
	"contents" text NOT NULL,
	"weight_kg" numeric(10, 2) NOT NULL,
	"dimensions_cm" text,
	"declared_value" numeric(14, 2) NOT NULL,
	"security_level" text NOT NULL,
	"pickup_from" timestamp with time zone NOT NULL,
	"pickup_until" timestamp with time zone NOT NULL,
	"quoted_price" numeric(14, 2) NOT NULL,
	CONSTRAINT "booking_requests_security_level_check" CHECK ("booking_requests"."security_level" in ('standard', 'high', 'maximum'))
);
--> statement-breakpoint
CREATE TABLE "client_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"requested_by_user_id" uuid,
	"idempotency_key" uuid NOT NULL,
	"decline_reason" text,
	"shipment_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_requests_number_unique" UNIQUE("number"),
	CONSTRAINT "client_requests_kind_check" CHECK ("client_requests"."kind" in ('booking')),
	CONSTRAINT "client_requests_state_check" CHECK ("client_requests"."state" in ('awaiting_client', 'awaiting_staff', 'scheduled', 'declined', 'cancelled', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "document_sequences" (
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_sequences_name_year_pk" PRIMARY KEY("name","year")
);
--> statement-breakpoint
CREATE TABLE "request_approvals" (
	"request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"side" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_approvals_request_id_user_id_pk" PRIMARY KEY("request_id","user_id"),
	CONSTRAINT "request_approvals_side_check" CHECK ("request_approvals"."side" in ('client', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "dual_control" boolean;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "dual_control_booking_threshold" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_request_id_client_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."client_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_requested_by_user_id_user_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_approvals" ADD CONSTRAINT "request_approvals_request_id_client_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."client_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_approvals" ADD CONSTRAINT "request_approvals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_requests_idempotency_key" ON "client_requests" USING btree ("client_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "client_requests_client_created_idx" ON "client_requests" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "client_requests_created_idx" ON "client_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "client_requests_state_created_idx" ON "client_requests" USING btree ("state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "client_requests_kind_created_idx" ON "client_requests" USING btree ("kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "client_requests_open_expiry_idx" ON "client_requests" USING btree ("expires_at") WHERE "client_requests"."state" in ('awaiting_client', 'awaiting_staff');--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('shipment_status', 'issue_reply', 'vault_item', 'request'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('shipment_status', 'issue_reply', 'vault_item', 'request'));