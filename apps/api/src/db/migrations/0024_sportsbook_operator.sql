CREATE TABLE "sport_margins" (
	"market_id" integer PRIMARY KEY NOT NULL,
	"margin" text NOT NULL,
	"method" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_market_blocks" (
	"event_id" text NOT NULL,
	"market_key" text NOT NULL,
	"operator_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_market_blocks_event_id_market_key_pk" PRIMARY KEY("event_id","market_key")
);
--> statement-breakpoint
ALTER TABLE "sport_events" ADD COLUMN "margins" jsonb;--> statement-breakpoint
ALTER TABLE "sport_market_blocks" ADD CONSTRAINT "sport_market_blocks_event_id_sport_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_events"("id") ON DELETE no action ON UPDATE no action;