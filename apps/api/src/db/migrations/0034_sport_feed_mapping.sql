CREATE TABLE "sport_feed_events" (
	"producer" integer NOT NULL,
	"external_id" text NOT NULL,
	"state" text DEFAULT 'auto' NOT NULL,
	"event_id" text,
	"own_event_id" text,
	"sport" text NOT NULL,
	"competition" text NOT NULL,
	"home_name" text NOT NULL,
	"away_name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text,
	"reason" text,
	"changed_at" timestamp with time zone,
	CONSTRAINT "sport_feed_events_producer_external_id_pk" PRIMARY KEY("producer","external_id"),
	CONSTRAINT "sport_feed_events_mapped_has_event" CHECK ("sport_feed_events"."state" <> 'mapped' or "sport_feed_events"."event_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "sport_feed_markets" (
	"producer" integer NOT NULL,
	"external_key" text NOT NULL,
	"state" text DEFAULT 'unmapped' NOT NULL,
	"market_id" integer,
	"seen_count" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone,
	"changed_by" text,
	"reason" text,
	"changed_at" timestamp with time zone,
	CONSTRAINT "sport_feed_markets_producer_external_key_pk" PRIMARY KEY("producer","external_key"),
	CONSTRAINT "sport_feed_markets_mapped_has_market" CHECK ("sport_feed_markets"."state" <> 'mapped' or "sport_feed_markets"."market_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "sport_feed_events" ADD CONSTRAINT "sport_feed_events_event_id_sport_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_feed_events" ADD CONSTRAINT "sport_feed_events_own_event_id_sport_events_id_fk" FOREIGN KEY ("own_event_id") REFERENCES "public"."sport_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sport_feed_events_event_idx" ON "sport_feed_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "sport_feed_events_state_start_idx" ON "sport_feed_events" USING btree ("state","starts_at");