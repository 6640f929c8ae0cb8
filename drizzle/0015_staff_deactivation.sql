ALTER TABLE "user" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "user_staff_idx" ON "user" USING btree ("name") WHERE "user"."role" <> 'client';