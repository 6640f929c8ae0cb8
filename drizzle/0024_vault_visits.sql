CREATE TABLE "visit_items" (
	"request_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	CONSTRAINT "visit_items_request_id_item_id_pk" PRIMARY KEY("request_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "visit_requests" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"visit_on" date NOT NULL,
	"hour" integer NOT NULL,
	"visitors" jsonb NOT NULL,
	"code" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" uuid
);
--> statement-breakpoint
ALTER TABLE "client_requests" DROP CONSTRAINT "client_requests_kind_check";--> statement-breakpoint
ALTER TABLE "visit_items" ADD CONSTRAINT "visit_items_request_id_client_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."client_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_items" ADD CONSTRAINT "visit_items_item_id_vault_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."vault_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD CONSTRAINT "visit_requests_request_id_client_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."client_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD CONSTRAINT "visit_requests_checked_in_by_user_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_items_item_idx" ON "visit_items" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_requests_code_idx" ON "visit_requests" USING btree ("code");--> statement-breakpoint
CREATE INDEX "visit_requests_slot_idx" ON "visit_requests" USING btree ("visit_on","hour");--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_kind_check" CHECK ("client_requests"."kind" in ('booking', 'release', 'visit'));