CREATE TABLE "client_members" (
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_members_client_id_user_id_pk" PRIMARY KEY("client_id","user_id"),
	CONSTRAINT "client_members_role_check" CHECK ("client_members"."role" in ('owner', 'approver', 'member', 'viewer'))
);
--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "client_members" ADD CONSTRAINT "client_members_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_members" ADD CONSTRAINT "client_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_members_user_idx" ON "client_members" USING btree ("user_id","created_at");--> statement-breakpoint
-- Every existing client becomes a one-member organisation that they own (decision 063).
INSERT INTO "client_members" ("client_id", "user_id", "role", "created_at", "updated_at")
SELECT "id", "id", 'owner', "created_at", "created_at" FROM "clients";
