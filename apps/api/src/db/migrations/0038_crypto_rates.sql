CREATE TABLE "crypto_rates" (
	"asset" text PRIMARY KEY NOT NULL,
	"eur_per_unit" numeric(20, 2) NOT NULL,
	"updated_by" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
