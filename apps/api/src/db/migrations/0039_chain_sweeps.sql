CREATE TABLE "chain_sweeps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chain" text NOT NULL,
	"method_id" text NOT NULL,
	"address" text NOT NULL,
	"derivation_index" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"tx_hash" text,
	"amount_base" numeric(78, 0),
	"fee_base" numeric(78, 0),
	"top_up_base" numeric(78, 0),
	"top_up_tx_hash" text,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"problem" text,
	"requested_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chain_sweeps_address_idx" ON "chain_sweeps" USING btree ("chain","address");--> statement-breakpoint
CREATE INDEX "chain_sweeps_open_idx" ON "chain_sweeps" USING btree ("status") WHERE status in ('requested', 'topping_up', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "chain_sweeps_one_open_per_address" ON "chain_sweeps" USING btree ("chain","address") WHERE status in ('requested', 'topping_up', 'pending');