CREATE TABLE "sport_uof_producers" (
	"producer" integer PRIMARY KEY NOT NULL,
	"last_message_at" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
