CREATE TABLE "sport_bet_limits" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_market_liabilities" (
	"event_id" text NOT NULL,
	"market_key" text NOT NULL,
	"currency" text NOT NULL,
	"exposure_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sport_market_liabilities_event_id_market_key_currency_pk" PRIMARY KEY("event_id","market_key","currency")
);
--> statement-breakpoint
CREATE TABLE "sport_sport_liabilities" (
	"sport" text NOT NULL,
	"currency" text NOT NULL,
	"exposure_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sport_sport_liabilities_sport_currency_pk" PRIMARY KEY("sport","currency")
);
--> statement-breakpoint
ALTER TABLE "sport_market_liabilities" ADD CONSTRAINT "sport_market_liabilities_event_id_sport_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Open bets placed before this migration count on their markets and sports from now on, each bet once: a bet has
-- one leg per event at most, so a market's exposure is the sum of its outcomes'.
INSERT INTO "sport_market_liabilities" ("event_id", "market_key", "currency", "exposure_minor")
SELECT "event_id", "market_key", "currency", sum("exposure_minor")
FROM "sport_liabilities"
GROUP BY "event_id", "market_key", "currency";--> statement-breakpoint
INSERT INTO "sport_sport_liabilities" ("sport", "currency", "exposure_minor")
SELECT "on_sport"."sport", "b"."currency", sum("b"."potential_return_minor" - "b"."stake_minor")
FROM (
  SELECT DISTINCT "e"."sport", "l"."bet_id"
  FROM "sport_bet_legs" AS "l" JOIN "sport_events" AS "e" ON "e"."id" = "l"."event_id"
) AS "on_sport"
JOIN "sport_bets" AS "b" ON "b"."id" = "on_sport"."bet_id"
WHERE "b"."exposure_counted"
GROUP BY "on_sport"."sport", "b"."currency";
