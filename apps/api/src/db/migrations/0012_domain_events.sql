CREATE TABLE "event_cursors" (
	"consumer" text NOT NULL,
	"source" text NOT NULL,
	"position_xid" "xid8" DEFAULT '0'::xid8 NOT NULL,
	"position_id" text NOT NULL,
	"handled_count" bigint DEFAULT 0 NOT NULL,
	"last_event_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_cursors_consumer_source_pk" PRIMARY KEY("consumer","source")
);
--> statement-breakpoint
CREATE TABLE "player_daily_wagering" (
	"player_id" bigint NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"bet_cash_minor" bigint DEFAULT 0 NOT NULL,
	"bet_bonus_minor" bigint DEFAULT 0 NOT NULL,
	"refund_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_daily_wagering_player_id_day_currency_pk" PRIMARY KEY("player_id","day","currency")
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "settled_xid" "xid8";--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "player_daily_wagering" ADD CONSTRAINT "player_daily_wagering_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_daily_wagering_day_idx" ON "player_daily_wagering" USING btree ("day");--> statement-breakpoint
CREATE INDEX "game_rounds_settled_xid_idx" ON "game_rounds" USING btree ("settled_xid","id") WHERE "game_rounds"."settled_xid" is not null;--> statement-breakpoint
CREATE INDEX "ledger_transfers_xid_idx" ON "ledger_transfers" USING btree ("xid","id");--> statement-breakpoint
-- Rounds settled before events existed get this migration's transaction as their position.
UPDATE "game_rounds" SET "settled_xid" = pg_current_xact_id() WHERE "status" <> 'open';--> statement-breakpoint
-- A round's settled_xid is the transaction that settled it: set by the database, so no writer of
-- game_rounds can forget it (decision 007). Inserted already settled (instant games) or updated
-- from open to closed / rolled back; a later change of status moves it, and the round is an event again.
CREATE FUNCTION "game_rounds_mark_settled"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."settled_xid" := pg_current_xact_id();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "game_rounds_settled_on_insert" BEFORE INSERT ON "game_rounds" FOR EACH ROW WHEN (NEW."status" <> 'open') EXECUTE FUNCTION "game_rounds_mark_settled"();--> statement-breakpoint
CREATE TRIGGER "game_rounds_settled_on_update" BEFORE UPDATE OF "status" ON "game_rounds" FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" AND NEW."status" <> 'open') EXECUTE FUNCTION "game_rounds_mark_settled"();
