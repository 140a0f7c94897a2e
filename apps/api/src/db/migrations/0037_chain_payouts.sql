ALTER TABLE "withdrawals" ADD COLUMN "payout_asset" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_amount_base" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_rate_minor_per_unit" numeric(38, 0);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_rate_source" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_confirmations" integer;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_confirmations_required" integer;