CREATE TABLE "crew_members" (
	"crew_id" uuid NOT NULL,
	"courier_id" uuid NOT NULL,
	CONSTRAINT "crew_members_crew_id_courier_id_pk" PRIMARY KEY("crew_id","courier_id")
);
--> statement-breakpoint
CREATE TABLE "crews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration" text NOT NULL,
	"description" text,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custody_handoffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"content_hash" text NOT NULL,
	"shipment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"courier_id" uuid,
	"crew_id" uuid,
	"vehicle_id" uuid,
	"to_crew_id" uuid,
	"to_vehicle_id" uuid,
	"seal_numbers" text[] NOT NULL,
	"seals_broken" boolean DEFAULT false NOT NULL,
	"signer_name" text NOT NULL,
	"signature_png" "bytea" NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy_m" real NOT NULL,
	"far_from_route" boolean DEFAULT false NOT NULL,
	"device_time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" uuid,
	"issue_id" uuid,
	CONSTRAINT "custody_handoffs_kind_check" CHECK ("custody_handoffs"."kind" in ('pickup', 'transfer', 'vault_intake', 'delivery'))
);
--> statement-breakpoint
CREATE TABLE "shipment_positions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shipment_id" uuid NOT NULL,
	"courier_id" uuid,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy_m" real NOT NULL,
	"far_from_route" boolean DEFAULT false NOT NULL,
	"device_time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "shipments" DROP CONSTRAINT "shipments_courier_id_user_id_fk";
--> statement-breakpoint
DROP INDEX "shipments_courier_created_idx";--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "crew_id" uuid;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "vehicle_id" uuid;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_courier_id_user_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custody_handoffs" ADD CONSTRAINT "custody_handoffs_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custody_handoffs" ADD CONSTRAINT "custody_handoffs_courier_id_user_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custody_handoffs" ADD CONSTRAINT "custody_handoffs_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custody_handoffs" ADD CONSTRAINT "custody_handoffs_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custody_handoffs" ADD CONSTRAINT "custody_handoffs_to_crew_id_crews_id_fk" FOREIGN KEY ("to_crew_id") REFERENCES "public"."crews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custody_handoffs" ADD CONSTRAINT "custody_handoffs_to_vehicle_id_vehicles_id_fk" FOREIGN KEY ("to_vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custody_handoffs" ADD CONSTRAINT "custody_handoffs_update_id_shipment_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."shipment_updates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custody_handoffs" ADD CONSTRAINT "custody_handoffs_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_positions" ADD CONSTRAINT "shipment_positions_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_positions" ADD CONSTRAINT "shipment_positions_courier_id_user_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crew_members_courier_key" ON "crew_members" USING btree ("courier_id");--> statement-breakpoint
CREATE INDEX "crew_members_crew_idx" ON "crew_members" USING btree ("crew_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crews_name_key" ON "crews" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_registration_key" ON "vehicles" USING btree (upper("registration"));--> statement-breakpoint
CREATE UNIQUE INDEX "custody_handoffs_device_key" ON "custody_handoffs" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "custody_handoffs_shipment_idx" ON "custody_handoffs" USING btree ("shipment_id","received_at");--> statement-breakpoint
CREATE INDEX "shipment_positions_shipment_time_idx" ON "shipment_positions" USING btree ("shipment_id","device_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipment_positions_received_idx" ON "shipment_positions" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "shipment_positions_far_idx" ON "shipment_positions" USING btree ("shipment_id") WHERE "shipment_positions"."far_from_route";--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_crew_created_idx" ON "shipments" USING btree ("crew_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Each courier who carried shipments becomes a crew of one, named after them, which keeps them (decision 072).
INSERT INTO "crews" ("name") SELECT DISTINCT u."name" FROM "shipments" s JOIN "user" u ON u."id" = s."courier_id";--> statement-breakpoint
INSERT INTO "crew_members" ("crew_id", "courier_id") SELECT DISTINCT ON (u."id") c."id", u."id" FROM "shipments" s JOIN "user" u ON u."id" = s."courier_id" JOIN "crews" c ON c."name" = u."name";--> statement-breakpoint
UPDATE "shipments" s SET "crew_id" = m."crew_id" FROM "crew_members" m WHERE m."courier_id" = s."courier_id";--> statement-breakpoint
ALTER TABLE "shipments" DROP COLUMN "courier_id";--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('shipment_status', 'issue_reply', 'vault_item', 'request', 'custody_alert'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('shipment_status', 'issue_reply', 'vault_item', 'request', 'custody_alert'));