CREATE TABLE "sport_promo_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sport_promo_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint,
	"boost_percent" integer,
	"acca_boosts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_odds" text,
	"status" text DEFAULT 'available' NOT NULL,
	"bet_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"granted_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_promo_tokens_shape" CHECK (("sport_promo_tokens"."kind" = 'free_bet') = ("sport_promo_tokens"."amount_minor" is not null and "sport_promo_tokens"."amount_minor" > 0)),
	CONSTRAINT "sport_promo_tokens_used_by_bet" CHECK (("sport_promo_tokens"."status" = 'used') = ("sport_promo_tokens"."bet_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD COLUMN "sports_promo" jsonb;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "promo_token_id" bigint;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "is_free_bet" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "boost_percent" integer;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "boost_acca" jsonb;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "promo_funded_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_promo_tokens" ADD CONSTRAINT "sport_promo_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_promo_tokens" ADD CONSTRAINT "sport_promo_tokens_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_promo_tokens" ADD CONSTRAINT "sport_promo_tokens_granted_by_operators_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sport_promo_tokens_player_idx" ON "sport_promo_tokens" USING btree ("player_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "sport_promo_tokens_campaign_idx" ON "sport_promo_tokens" USING btree ("campaign_id","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_promo_tokens_bet" ON "sport_promo_tokens" USING btree ("bet_id");