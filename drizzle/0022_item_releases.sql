CREATE TABLE "release_items" (
	"request_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	CONSTRAINT "release_items_request_id_item_id_pk" PRIMARY KEY("request_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "release_requests" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"release_on" timestamp with time zone NOT NULL,
	"collector_name" text,
	"delivery_address" text,
	"delivery_city" text,
	"total_value" numeric(14, 2) NOT NULL,
	"staff_approvals_needed" integer NOT NULL,
	CONSTRAINT "release_requests_method_check" CHECK ("release_requests"."method" in ('collect', 'deliver'))
);
--> statement-breakpoint
ALTER TABLE "client_requests" DROP CONSTRAINT "client_requests_kind_check";--> statement-breakpoint
ALTER TABLE "vault_items" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "release_items" ADD CONSTRAINT "release_items_request_id_client_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."client_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_items" ADD CONSTRAINT "release_items_item_id_vault_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."vault_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_requests" ADD CONSTRAINT "release_requests_request_id_client_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."client_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_items_item_idx" ON "release_items" USING btree ("item_id");--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_kind_check" CHECK ("client_requests"."kind" in ('booking', 'release'));