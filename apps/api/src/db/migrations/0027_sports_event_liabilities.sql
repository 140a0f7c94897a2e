CREATE TABLE "sport_event_liabilities" (
	"event_id" text NOT NULL,
	"currency" text NOT NULL,
	"exposure_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sport_event_liabilities_event_id_currency_pk" PRIMARY KEY("event_id","currency")
);
--> statement-breakpoint
CREATE TABLE "sport_liability_caps" (
	"scope" text PRIMARY KEY NOT NULL,
	"cap_eur_minor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sport_event_liabilities" ADD CONSTRAINT "sport_event_liabilities_event_id_sport_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Open bets placed before this migration count on their events from now on, each bet once per event.
INSERT INTO "sport_event_liabilities" ("event_id", "currency", "exposure_minor")
SELECT "on_event"."event_id", "b"."currency", sum("b"."potential_return_minor" - "b"."stake_minor")
FROM (SELECT DISTINCT "event_id", "bet_id" FROM "sport_bet_legs") AS "on_event"
JOIN "sport_bets" AS "b" ON "b"."id" = "on_event"."bet_id"
WHERE "b"."exposure_counted"
GROUP BY "on_event"."event_id", "b"."currency";
