CREATE TABLE "provider_win_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"round_id" uuid NOT NULL,
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"round_bet_minor" bigint NOT NULL,
	"round_win_minor" bigint NOT NULL,
	"limit_minor" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_win_reviews" ADD CONSTRAINT "provider_win_reviews_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_win_reviews" ADD CONSTRAINT "provider_win_reviews_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_win_reviews_transaction_key" ON "provider_win_reviews" USING btree ("provider_id","transaction_id");--> statement-breakpoint
CREATE INDEX "provider_win_reviews_status_idx" ON "provider_win_reviews" USING btree ("status","created_at");