CREATE TABLE "crash_bets" (
	"crash_game_id" bigint NOT NULL,
	"round_id" uuid NOT NULL,
	"player_id" bigint,
	"session_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"username" text NOT NULL,
	"bet_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"auto_cashout_hundredths" integer,
	"cashout_hundredths" integer,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crash_bets_crash_game_id_session_id_pk" PRIMARY KEY("crash_game_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "crash_chains" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"length" integer NOT NULL,
	"terminating_hash" text NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" bigint NOT NULL,
	"chain_index" integer NOT NULL,
	"hash" text NOT NULL,
	"crash_point_hundredths" integer NOT NULL,
	"betting_opens_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"busts_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fair_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_games" (
	"player_id" bigint NOT NULL,
	"game_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_games_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"launch_url" text,
	"wallet_secret" text,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" text NOT NULL,
	"external_round_id" text NOT NULL,
	"game_id" text NOT NULL,
	"player_id" bigint,
	"session_id" uuid,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"bet_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"balance_before_minor" bigint,
	"balance_after_minor" bigint,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" jsonb,
	"seed_id" bigint,
	"server_seed_hash" text,
	"client_seed" text,
	"nonce" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"launch_token_hash" text NOT NULL,
	"launch_expires_at" timestamp with time zone NOT NULL,
	"session_token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"player_id" bigint,
	"game_id" text NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"fun_balance_minor" bigint,
	"fun_server_seed" text,
	"fun_client_seed" text,
	"fun_nonce" integer DEFAULT 0 NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"home_url" text,
	"cashier_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_sessions_launch_token_hash_unique" UNIQUE("launch_token_hash"),
	CONSTRAINT "game_sessions_session_token_hash_unique" UNIQUE("session_token_hash")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"section" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rtp_basis_points" integer NOT NULL,
	"volatility" text,
	"layout" text,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_bet_eur_minor" bigint NOT NULL,
	"max_bet_eur_minor" bigint NOT NULL,
	"is_desktop" boolean DEFAULT true NOT NULL,
	"is_mobile" boolean DEFAULT true NOT NULL,
	"has_fun_mode" boolean DEFAULT true NOT NULL,
	"art" jsonb NOT NULL,
	"engine" text,
	"popularity" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"released_at" date NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"player_id" bigint NOT NULL,
	"game_id" text NOT NULL,
	"last_played_at" timestamp with time zone DEFAULT now() NOT NULL,
	"plays" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "recent_games_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_crash_game_id_crash_games_id_fk" FOREIGN KEY ("crash_game_id") REFERENCES "public"."crash_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_games" ADD CONSTRAINT "crash_games_chain_id_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."crash_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD CONSTRAINT "fair_seeds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crash_games_chain_index_key" ON "crash_games" USING btree ("chain_id","chain_index");--> statement-breakpoint
CREATE INDEX "crash_games_unsettled_idx" ON "crash_games" USING btree ("busts_at") WHERE "crash_games"."settled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seeds_active_key" ON "fair_seeds" USING btree ("player_id") WHERE "fair_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "fair_seeds_player_idx" ON "fair_seeds" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_provider_round_key" ON "game_rounds" USING btree ("provider_id","external_round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_player_idx" ON "game_rounds" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_game_idx" ON "game_rounds" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_wins_idx" ON "game_rounds" USING btree ("closed_at") WHERE "game_rounds"."mode" = 'real' and "game_rounds"."win_minor" > 0;--> statement-breakpoint
CREATE INDEX "game_sessions_player_idx" ON "game_sessions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_provider_slug_key" ON "games" USING btree ("provider_id","slug");--> statement-breakpoint
CREATE INDEX "games_section_idx" ON "games" USING btree ("section","position");--> statement-breakpoint
CREATE INDEX "recent_games_player_idx" ON "recent_games" USING btree ("player_id","last_played_at");