CREATE TABLE "sport_liabilities" (
	"event_id" text NOT NULL,
	"market_key" text NOT NULL,
	"outcome_id" integer NOT NULL,
	"currency" text NOT NULL,
	"exposure_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sport_liabilities_event_id_market_key_outcome_id_currency_pk" PRIMARY KEY("event_id","market_key","outcome_id","currency")
);
--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "exposure_counted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_liabilities" ADD CONSTRAINT "sport_liabilities_event_id_sport_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_events"("id") ON DELETE no action ON UPDATE no action;