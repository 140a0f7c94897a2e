CREATE TABLE "sport_bet_legs" (
	"bet_id" bigint NOT NULL,
	"leg_no" integer NOT NULL,
	"event_id" text NOT NULL,
	"market_id" integer NOT NULL,
	"specifiers" text NOT NULL,
	"outcome_id" integer NOT NULL,
	"odds" text NOT NULL,
	"score_at_bet" text NOT NULL,
	"result" integer,
	"void_factor" text,
	"dead_heat_factor" text,
	"cancelled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sport_bet_legs_bet_id_leg_no_pk" PRIMARY KEY("bet_id","leg_no")
);
--> statement-breakpoint
CREATE TABLE "sport_bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sport_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"currency" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"total_odds" text NOT NULL,
	"potential_return_minor" bigint NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"owed_minor" bigint DEFAULT 0 NOT NULL,
	"settlement_round" integer DEFAULT 0 NOT NULL,
	"odds_change" text NOT NULL,
	"refused_code" text,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accept_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sport_bets_stake_positive" CHECK ("sport_bets"."stake_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "sport_events" (
	"id" text PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"tournament_id" text NOT NULL,
	"tournament_name" text NOT NULL,
	"home_id" text NOT NULL,
	"home_name" text NOT NULL,
	"away_id" text NOT NULL,
	"away_name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"phase" text DEFAULT 'not_started' NOT NULL,
	"home_score" integer DEFAULT 0 NOT NULL,
	"away_score" integer DEFAULT 0 NOT NULL,
	"book" jsonb NOT NULL,
	"producer" integer NOT NULL,
	"server_seed" text,
	"server_seed_hash" text,
	"seed_revealed_at" timestamp with time zone,
	"next_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_feed_messages" (
	"event_id" text NOT NULL,
	"producer" integer NOT NULL,
	"sequence" integer NOT NULL,
	"type" text NOT NULL,
	"message" jsonb NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_feed_messages_event_id_producer_sequence_pk" PRIMARY KEY("event_id","producer","sequence")
);
--> statement-breakpoint
CREATE TABLE "sport_stake_factors" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"factor" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sport_bet_legs" ADD CONSTRAINT "sport_bet_legs_bet_id_sport_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sport_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bet_legs" ADD CONSTRAINT "sport_bet_legs_event_id_sport_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD CONSTRAINT "sport_bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_feed_messages" ADD CONSTRAINT "sport_feed_messages_event_id_sport_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_stake_factors" ADD CONSTRAINT "sport_stake_factors_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sport_bet_legs_selection_idx" ON "sport_bet_legs" USING btree ("event_id","market_id","specifiers","outcome_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_bets_player_key" ON "sport_bets" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sport_bets_player_placed_idx" ON "sport_bets" USING btree ("player_id","placed_at");--> statement-breakpoint
CREATE INDEX "sport_bets_pending_idx" ON "sport_bets" USING btree ("accept_at") WHERE "sport_bets"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sport_events_phase_start_idx" ON "sport_events" USING btree ("phase","starts_at");--> statement-breakpoint
CREATE INDEX "sport_events_next_message_idx" ON "sport_events" USING btree ("next_message_at") WHERE "sport_events"."next_message_at" is not null;