CREATE TABLE "sport_cash_out_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bet_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"return_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "cashed_out_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "cash_out_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_cash_out_offers" ADD CONSTRAINT "sport_cash_out_offers_bet_id_sport_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sport_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sport_cash_out_offers_bet_idx" ON "sport_cash_out_offers" USING btree ("bet_id");