CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"facts" jsonb NOT NULL,
	"signature" text NOT NULL,
	CONSTRAINT "quotes_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
ALTER TABLE "client_requests" DROP CONSTRAINT "client_requests_state_check";--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_request_id_client_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."client_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_state_check" CHECK ("client_requests"."state" in ('awaiting_client', 'awaiting_staff', 'scheduled', 'completed', 'declined', 'cancelled', 'expired'));--> statement-breakpoint
UPDATE "client_requests" SET "state" = 'completed' FROM "shipments" WHERE "shipments"."id" = "client_requests"."shipment_id" AND "client_requests"."state" = 'scheduled' AND "shipments"."status" = 'delivered';
