CREATE TABLE "client_invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_invitations_role_check" CHECK ("client_invitations"."role" in ('owner', 'approver', 'member', 'viewer'))
);
--> statement-breakpoint
ALTER TABLE "client_invitations" ADD CONSTRAINT "client_invitations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_invitations" ADD CONSTRAINT "client_invitations_invited_by_user_id_user_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_invitations_token_hash_key" ON "client_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "client_invitations_open_email_key" ON "client_invitations" USING btree ("client_id",lower("email")) WHERE "client_invitations"."accepted_at" is null and "client_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "client_invitations_client_created_idx" ON "client_invitations" USING btree ("client_id","created_at" DESC NULLS LAST);