CREATE TABLE "content_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"image_id" uuid,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"link" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entries_url_format" CHECK ("content_entries"."url" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "content_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer,
	"height" integer,
	"uploaded_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_translations" (
	"entry_id" bigint NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_entry_id_language_pk" PRIMARY KEY("entry_id","language")
);
--> statement-breakpoint
CREATE TABLE "provider_promotion_wins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_promotion_wins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"promotion_external_id" text NOT NULL,
	"tournament_id" bigint,
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"prize_kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_promotion_wins_positive" CHECK ("provider_promotion_wins"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "tournament_entries" (
	"tournament_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"score" bigint DEFAULT 0 NOT NULL,
	"qualifying_bets" integer DEFAULT 0 NOT NULL,
	"reached_at" timestamp with time zone,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_entries_tournament_id_player_id_pk" PRIMARY KEY("tournament_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_payouts" (
	"tournament_id" bigint NOT NULL,
	"rank" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"prize" jsonb NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_payouts_tournament_id_rank_pk" PRIMARY KEY("tournament_id","rank")
);
--> statement-breakpoint
CREATE TABLE "tournament_translations" (
	"tournament_id" bigint NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	CONSTRAINT "tournament_translations_tournament_id_language_pk" PRIMARY KEY("tournament_id","language")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournaments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"scoring" text DEFAULT 'total_wagered' NOT NULL,
	"scoring_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"min_bet_eur_minor" bigint DEFAULT 0 NOT NULL,
	"game_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"enrolment" text DEFAULT 'auto' NOT NULL,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recurrence" text DEFAULT 'none' NOT NULL,
	"previous_id" bigint,
	"image_id" text,
	"provider_id" text,
	"external_id" text,
	"standings" jsonb,
	"standings_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_window" CHECK ("tournaments"."ends_at" > "tournaments"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" bigint,
	"visitor_token_hash" text,
	"visitor_name" text,
	"visitor_email" text,
	"language" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_to" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"operator_id" bigint,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_presence" (
	"operator_id" bigint PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_ticket_replies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_ticket_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ticket_id" bigint NOT NULL,
	"operator_id" bigint NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"player_id" bigint,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_to" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_bets" (
	"live_round_id" bigint NOT NULL,
	"session_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"player_id" bigint,
	"mode" text NOT NULL,
	"username" text NOT NULL,
	"currency" text NOT NULL,
	"bets" jsonb NOT NULL,
	"stake_minor" bigint NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"hand" jsonb,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_bets_live_round_id_session_id_pk" PRIMARY KEY("live_round_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "live_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_id" text NOT NULL,
	"round_no" bigint NOT NULL,
	"phase" text DEFAULT 'betting' NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"shoe_id" bigint,
	"shoe_position" integer,
	"betting_opens_at" timestamp with time zone NOT NULL,
	"betting_closes_at" timestamp with time zone NOT NULL,
	"decisions_close_at" timestamp with time zone,
	"result" jsonb,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_shoes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_id" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_tables" (
	"id" text PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"kind" text NOT NULL,
	"betting_ms" integer NOT NULL,
	"decision_ms" integer,
	"min_bet_eur_minor" bigint NOT NULL,
	"max_bet_eur_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_tables_game_id_unique" UNIQUE("game_id")
);
--> statement-breakpoint
ALTER TABLE "skin_menu_items" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "skin_menu_items" ADD COLUMN "labels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_images" ADD CONSTRAINT "content_images_uploaded_by_operators_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_promotion_wins" ADD CONSTRAINT "provider_promotion_wins_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_promotion_wins" ADD CONSTRAINT "provider_promotion_wins_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_promotion_wins" ADD CONSTRAINT "provider_promotion_wins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_payouts" ADD CONSTRAINT "tournament_payouts_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_payouts" ADD CONSTRAINT "tournament_payouts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_translations" ADD CONSTRAINT "tournament_translations_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_assigned_to_operators_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_presence" ADD CONSTRAINT "support_presence_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_replies" ADD CONSTRAINT "support_ticket_replies_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_replies" ADD CONSTRAINT "support_ticket_replies_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_assigned_to_operators_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_bets" ADD CONSTRAINT "live_bets_live_round_id_live_rounds_id_fk" FOREIGN KEY ("live_round_id") REFERENCES "public"."live_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_bets" ADD CONSTRAINT "live_bets_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_bets" ADD CONSTRAINT "live_bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD CONSTRAINT "live_rounds_table_id_live_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."live_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD CONSTRAINT "live_rounds_shoe_id_live_shoes_id_fk" FOREIGN KEY ("shoe_id") REFERENCES "public"."live_shoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_shoes" ADD CONSTRAINT "live_shoes_table_id_live_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."live_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_tables" ADD CONSTRAINT "live_tables_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_kind_url_key" ON "content_entries" USING btree ("kind","url");--> statement-breakpoint
CREATE INDEX "content_entries_listing_idx" ON "content_entries" USING btree ("kind","status","publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_promotion_wins_tx_key" ON "provider_promotion_wins" USING btree ("provider_id","transaction_id");--> statement-breakpoint
CREATE INDEX "provider_promotion_wins_promotion_idx" ON "provider_promotion_wins" USING btree ("provider_id","promotion_external_id","created_at");--> statement-breakpoint
CREATE INDEX "tournament_entries_rank_idx" ON "tournament_entries" USING btree ("tournament_id","score","reached_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_url_key" ON "tournaments" USING btree ("url");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_provider_external_key" ON "tournaments" USING btree ("provider_id","external_id");--> statement-breakpoint
CREATE INDEX "tournaments_status_idx" ON "tournaments" USING btree ("kind","status","ends_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_status_idx" ON "chat_conversations" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_player_idx" ON "chat_conversations" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_visitor_idx" ON "chat_conversations" USING btree ("visitor_token_hash");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "support_ticket_replies_ticket_idx" ON "support_ticket_replies" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_status_idx" ON "support_tickets" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "live_bets_round_idx" ON "live_bets" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_rounds_table_round_key" ON "live_rounds" USING btree ("table_id","round_no");--> statement-breakpoint
CREATE INDEX "live_rounds_unsettled_idx" ON "live_rounds" USING btree ("table_id") WHERE "live_rounds"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "live_shoes_table_idx" ON "live_shoes" USING btree ("table_id","created_at");