CREATE TABLE "delegation_items" (
	"delegation_id" uuid NOT NULL,
	"vault_item_id" uuid NOT NULL,
	CONSTRAINT "delegation_items_delegation_id_vault_item_id_pk" PRIMARY KEY("delegation_id","vault_item_id")
);
--> statement-breakpoint
CREATE TABLE "delegation_shipments" (
	"delegation_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	CONSTRAINT "delegation_shipments_delegation_id_shipment_id_pk" PRIMARY KEY("delegation_id","shipment_id")
);
--> statement-breakpoint
CREATE TABLE "delegations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid,
	"granted_by_user_id" uuid,
	"show_values" boolean DEFAULT false NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delegation_items" ADD CONSTRAINT "delegation_items_delegation_id_delegations_id_fk" FOREIGN KEY ("delegation_id") REFERENCES "public"."delegations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegation_items" ADD CONSTRAINT "delegation_items_vault_item_id_vault_items_id_fk" FOREIGN KEY ("vault_item_id") REFERENCES "public"."vault_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegation_shipments" ADD CONSTRAINT "delegation_shipments_delegation_id_delegations_id_fk" FOREIGN KEY ("delegation_id") REFERENCES "public"."delegations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegation_shipments" ADD CONSTRAINT "delegation_shipments_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_granted_by_user_id_user_id_fk" FOREIGN KEY ("granted_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delegation_items_item_idx" ON "delegation_items" USING btree ("vault_item_id");--> statement-breakpoint
CREATE INDEX "delegation_shipments_shipment_idx" ON "delegation_shipments" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delegations_token_hash_key" ON "delegations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "delegations_client_created_idx" ON "delegations" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "delegations_user_idx" ON "delegations" USING btree ("user_id","ends_at") WHERE "delegations"."user_id" is not null;