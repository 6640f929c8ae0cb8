CREATE TABLE "custody_ledger" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"shipment_id" uuid,
	"vault_item_id" uuid,
	"payload_text" text NOT NULL,
	"leaf_hash" "bytea" NOT NULL,
	"chain_hash" "bytea" NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "custody_ledger_kind_check" CHECK ("custody_ledger"."kind" in ('tracking_update', 'handoff', 'vault_item_moved', 'item_released'))
);
--> statement-breakpoint
CREATE TABLE "ledger_checkpoints" (
	"tree_size" bigint PRIMARY KEY NOT NULL,
	"root_hash" "bytea" NOT NULL,
	"signature" text NOT NULL,
	"key_id" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_nodes" (
	"level" integer NOT NULL,
	"index" bigint NOT NULL,
	"hash" "bytea" NOT NULL,
	CONSTRAINT "ledger_nodes_level_index_pk" PRIMARY KEY("level","index")
);
--> statement-breakpoint
CREATE INDEX "custody_ledger_shipment_idx" ON "custody_ledger" USING btree ("shipment_id","seq") WHERE "custody_ledger"."shipment_id" is not null;--> statement-breakpoint
CREATE INDEX "custody_ledger_vault_item_idx" ON "custody_ledger" USING btree ("vault_item_id","seq") WHERE "custody_ledger"."vault_item_id" is not null;