CREATE TABLE "chain_cursors" (
	"chain" text PRIMARY KEY NOT NULL,
	"height" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crypto_deposit_addresses" (
	"player_id" bigint NOT NULL,
	"chain" text NOT NULL,
	"derivation_index" integer NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_deposit_addresses_player_chain" UNIQUE("player_id","chain"),
	CONSTRAINT "crypto_deposit_addresses_chain_index" UNIQUE("chain","derivation_index"),
	CONSTRAINT "crypto_deposit_addresses_chain_address" UNIQUE("chain","address")
);
--> statement-breakpoint
CREATE TABLE "crypto_deposits" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"chain" text NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"method_id" text NOT NULL,
	"address" text NOT NULL,
	"amount_base" numeric(78, 0) NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"confirmations" integer DEFAULT 1 NOT NULL,
	"confirmations_required" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rate_minor_per_unit" numeric(38, 0) NOT NULL,
	"rate_source" text NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone,
	CONSTRAINT "crypto_deposits_chain_tx_log" UNIQUE("chain","tx_hash","log_index")
);
--> statement-breakpoint
ALTER TABLE "crypto_deposit_addresses" ADD CONSTRAINT "crypto_deposit_addresses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_deposits" ADD CONSTRAINT "crypto_deposits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crypto_deposits_status_idx" ON "crypto_deposits" USING btree ("chain","status");