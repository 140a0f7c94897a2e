CREATE TABLE "player_limits" (
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"current_minor" bigint,
	"pending_minor" bigint,
	"is_pending_removal" boolean DEFAULT false NOT NULL,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_limits_player_id_kind_pk" PRIMARY KEY("player_id","kind")
);
--> statement-breakpoint
CREATE TABLE "player_time_outs" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"period" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reality_checks" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"interval_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_time_outs" ADD CONSTRAINT "player_time_outs_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reality_checks" ADD CONSTRAINT "reality_checks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;