CREATE TABLE "sport_cash_out_rules" (
	"bet_id" bigint PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"threshold_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_cash_out_rules_threshold_positive" CHECK ("sport_cash_out_rules"."threshold_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "sport_cash_out_rules" ADD CONSTRAINT "sport_cash_out_rules_bet_id_sport_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sport_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_cash_out_rules" ADD CONSTRAINT "sport_cash_out_rules_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;