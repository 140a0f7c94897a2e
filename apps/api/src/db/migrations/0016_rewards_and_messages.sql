CREATE TABLE "player_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_id" text NOT NULL,
	"multiplier" integer NOT NULL,
	"prize_eur_minor" bigint NOT NULL,
	"min_bet_eur_minor" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"winner_player_id" bigint,
	"winner_round_id" uuid,
	"prize_minor" bigint,
	"prize_currency" text,
	"won_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenges_won_has_winner" CHECK (("challenges"."status" = 'won') = ("challenges"."winner_player_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "reward_accounts" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"cp_units" bigint DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"level_max" integer DEFAULT 0 NOT NULL,
	"cashback_units" bigint DEFAULT 0 NOT NULL,
	"cashback_claimed_on" date,
	"cashback_notified_on" date,
	"vip_since" timestamp with time zone,
	"vip_host_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_cashback_claims" (
	"player_id" bigint NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_cashback_claims_player_id_day_pk" PRIMARY KEY("player_id","day")
);
--> statement-breakpoint
CREATE TABLE "reward_cp_adjustments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_cp_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"cp_units" bigint NOT NULL,
	"reason" text NOT NULL,
	"operator_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_cp_days" (
	"player_id" bigint NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"cp_units" bigint DEFAULT 0 NOT NULL,
	"wagered_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "reward_cp_days_player_id_day_currency_pk" PRIMARY KEY("player_id","day","currency")
);
--> statement-breakpoint
CREATE TABLE "reward_level_claims" (
	"player_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_level_claims_player_id_level_pk" PRIMARY KEY("player_id","level")
);
--> statement-breakpoint
CREATE TABLE "player_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"notice_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp (0) with time zone NOT NULL,
	CONSTRAINT "player_messages_notice_id_unique" UNIQUE("notice_id")
);
--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_winner_player_id_players_id_fk" FOREIGN KEY ("winner_player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_accounts" ADD CONSTRAINT "reward_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_accounts" ADD CONSTRAINT "reward_accounts_vip_host_id_operators_id_fk" FOREIGN KEY ("vip_host_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_cashback_claims" ADD CONSTRAINT "reward_cashback_claims_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_cp_adjustments" ADD CONSTRAINT "reward_cp_adjustments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_cp_adjustments" ADD CONSTRAINT "reward_cp_adjustments_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_cp_days" ADD CONSTRAINT "reward_cp_days_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_level_claims" ADD CONSTRAINT "reward_level_claims_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_messages" ADD CONSTRAINT "player_messages_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_notices_xid_idx" ON "player_notices" USING btree ("xid","id");--> statement-breakpoint
CREATE INDEX "challenges_open_game_idx" ON "challenges" USING btree ("game_id") WHERE "challenges"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "challenges_winner_round_key" ON "challenges" USING btree ("winner_round_id");--> statement-breakpoint
CREATE INDEX "reward_cp_adjustments_player_idx" ON "reward_cp_adjustments" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "player_messages_player_idx" ON "player_messages" USING btree ("player_id","created_at");