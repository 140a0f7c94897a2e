ALTER TABLE "sport_bets" ADD COLUMN "system_name" text;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "system_sizes" integer[];--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "system_bankers" integer[];--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "unit_stake_minor" bigint;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD CONSTRAINT "sport_bets_system_shape" CHECK ("sport_bets"."type" <> 'system' or ("sport_bets"."system_sizes" is not null and "sport_bets"."unit_stake_minor" > 0));