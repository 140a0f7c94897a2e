CREATE TABLE "bonus_campaigns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"texts" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"match_percent" integer,
	"max_bonus_eur_minor" bigint,
	"min_deposit_eur_minor" bigint,
	"deposit_ordinal" text,
	"promo_code" text,
	"promo_code_max_uses" integer,
	"promo_code_uses" integer DEFAULT 0 NOT NULL,
	"wagering_multiplier" integer NOT NULL,
	"max_bet_eur_minor" bigint NOT NULL,
	"contributions" jsonb NOT NULL,
	"excluded_game_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"claim_days" integer NOT NULL,
	"spend_days" integer NOT NULL,
	"max_conversion_eur_minor" bigint,
	"per_player_limit" integer DEFAULT 1 NOT NULL,
	"total_grants_limit" integer,
	"budget_eur_minor" bigint,
	"is_welcome" boolean DEFAULT false NOT NULL,
	"includes_sports" boolean DEFAULT false NOT NULL,
	"fs_game_id" text,
	"fs_count" integer,
	"fs_bet_eur_minor" bigint,
	"fs_wins_to" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"granted_count" integer DEFAULT 0 NOT NULL,
	"committed_eur_minor" bigint DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_campaigns_url_unique" UNIQUE("url"),
	CONSTRAINT "bonus_campaigns_promo_code_unique" UNIQUE("promo_code"),
	CONSTRAINT "bonus_campaigns_grants_within_limit" CHECK ("bonus_campaigns"."total_grants_limit" is null or "bonus_campaigns"."granted_count" <= "bonus_campaigns"."total_grants_limit"),
	CONSTRAINT "bonus_campaigns_code_uses_within_limit" CHECK ("bonus_campaigns"."promo_code_max_uses" is null or "bonus_campaigns"."promo_code_uses" <= "bonus_campaigns"."promo_code_max_uses")
);
--> statement-breakpoint
CREATE TABLE "bonus_deposit_choices" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"instance_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint,
	"operation_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_instances" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_instances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	"wagering_required_minor" bigint DEFAULT 0 NOT NULL,
	"wagering_progress_minor" bigint DEFAULT 0 NOT NULL,
	"wagering_multiplier" integer NOT NULL,
	"max_bet_minor" bigint NOT NULL,
	"max_conversion_minor" bigint,
	"contributions" jsonb NOT NULL,
	"excluded_game_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"claim_expires_at" timestamp with time zone NOT NULL,
	"spend_days" integer NOT NULL,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"payment_id" uuid,
	"fs_game_id" text,
	"fs_total" integer,
	"fs_left" integer,
	"fs_bet_minor" bigint,
	"fs_wins_to" text,
	"fs_winnings_minor" bigint DEFAULT 0 NOT NULL,
	"granted_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_instances_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "bonus_instances_free_spins_left" CHECK ("bonus_instances"."fs_left" is null or ("bonus_instances"."fs_left" >= 0 and "bonus_instances"."fs_left" <= "bonus_instances"."fs_total")),
	CONSTRAINT "bonus_instances_progress_not_negative" CHECK ("bonus_instances"."wagering_progress_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_rounds" (
	"instance_id" bigint NOT NULL,
	"round_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"wager_minor" bigint NOT NULL,
	"contribution_percent" integer NOT NULL,
	"contributed_minor" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_rounds_instance_id_round_id_pk" PRIMARY KEY("instance_id","round_id")
);
--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD CONSTRAINT "bonus_campaigns_fs_game_id_games_id_fk" FOREIGN KEY ("fs_game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD CONSTRAINT "bonus_campaigns_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_deposit_choices" ADD CONSTRAINT "bonus_deposit_choices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_deposit_choices" ADD CONSTRAINT "bonus_deposit_choices_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_deposit_choices" ADD CONSTRAINT "bonus_deposit_choices_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_events" ADD CONSTRAINT "bonus_events_instance_id_bonus_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."bonus_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_instances" ADD CONSTRAINT "bonus_instances_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_instances" ADD CONSTRAINT "bonus_instances_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_instances" ADD CONSTRAINT "bonus_instances_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_instances" ADD CONSTRAINT "bonus_instances_fs_game_id_games_id_fk" FOREIGN KEY ("fs_game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_instances" ADD CONSTRAINT "bonus_instances_granted_by_operators_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_rounds" ADD CONSTRAINT "bonus_rounds_instance_id_bonus_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."bonus_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_events_instance_idx" ON "bonus_events" USING btree ("instance_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_instances_one_active" ON "bonus_instances" USING btree ("player_id") WHERE "bonus_instances"."status" = 'active';--> statement-breakpoint
CREATE INDEX "bonus_instances_player_idx" ON "bonus_instances" USING btree ("player_id","status","created_at");--> statement-breakpoint
CREATE INDEX "bonus_instances_campaign_idx" ON "bonus_instances" USING btree ("campaign_id","player_id");--> statement-breakpoint
CREATE INDEX "bonus_instances_expiry_idx" ON "bonus_instances" USING btree ("status","expires_at");